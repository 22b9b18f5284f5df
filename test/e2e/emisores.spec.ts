import { expect, test } from '@playwright/test';
import { digitoVerificadorRfc } from '../../shared/fiscal/mexico.ts';
import { signIn, tenantUrl } from './support.ts';
import { choose } from './wizard.ts';

const RFC = `EMI010101AB${digitoVerificadorRfc('EMI010101AB')}`;

test('an administrator creates an issuer with one transport condition on a policy, and every message shows', async ({ page }) => {
  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/emisores/nuevo'));
  await expect(page.getByTestId('emisor-badge')).toHaveText(/nuevo/i);

  // Saving an empty form: every required field in red, the commercial name flagged on the tab headers.
  await page.getByTestId('emisor-guardar').click();
  await expect(page.getByText('Corrija los errores resaltados en rojo')).toBeVisible();
  await expect(page.getByTestId('emisor-tab-invalido').first()).toBeVisible();

  const nombre = `Emisora E2E ${Date.now()}`;
  await page.getByTestId('emisor-nombreComercial').fill(nombre);
  await choose(page, 'emisor-pais', 'México', 'Méx');
  await expect(page.getByTestId('emisor-tab-invalido')).toHaveCount(0);
  await page.getByTestId('emisor-continuar').click();

  await page.getByTestId('emisor-rfc').fill(RFC);
  await page.getByTestId('emisor-razonSocial').fill('Emisora E2E S.A. de C.V.');
  await choose(page, 'emisor-regimenFiscal', 'General de Ley de Personas Morales');
  await choose(page, 'emisor-usoCfdi', /G03/);
  await choose(page, 'emisor-moneda', /Peso mexicano/, 'Peso mex');
  // PPD enables and requires días de crédito; PUE resets and disables it.
  await page.getByTestId('emisor-formaDePago-PPD').click();
  await expect(page.getByTestId('emisor-diasDeCredito')).toBeEnabled();
  await page.getByTestId('emisor-diasDeCredito').fill('30');
  await page.getByTestId('emisor-formaDePago-PUE').click();
  await expect(page.getByTestId('emisor-diasDeCredito')).toBeDisabled();
  await expect(page.getByTestId('emisor-diasDeCredito')).toHaveValue('');
  await page.getByTestId('emisor-codigoPostal').fill('06600');
  await page.getByTestId('emisor-estadoDomicilio').fill('CDMX');
  await page.getByTestId('emisor-municipio').fill('Cuauhtémoc');
  await page.getByTestId('emisor-continuar').click();

  // An empty branch is refused; a typed one becomes a chip.
  await page.getByTestId('emisor-sucursales-agregar').click();
  await expect(page.getByText('Corrija los errores', { exact: true })).toBeVisible();
  await page.getByTestId('emisor-sucursales-input').fill('  Veracruz ');
  await page.getByTestId('emisor-sucursales-agregar').click();
  await expect(page.getByTestId('emisor-sucursales-chip')).toHaveText('Veracruz');
  await page.getByTestId('emisor-limiteDeCredito').fill('1234567,89');
  await expect(page.getByTestId('emisor-limiteDeCredito')).toHaveValue('1.234.567,89');
  await page.getByTestId('emisor-continuar').click();

  await expect(page.getByTestId('terminos-transporte-vacio')).toHaveText('No se registraron condiciones comerciales');
  await page.getByTestId('terminos-transporte-agregar').click();
  await page.getByTestId('condicion-aceptar').click();
  await expect(page.getByText('Revise los errores resaltados en rojo')).toBeVisible();
  await choose(page, 'condicion-poliza', /Flotante Transporte Internacional/, 'Flotante Transporte');
  await choose(page, 'condicion-endoso', 'Mercosur terrestre');
  await page.getByTestId('condicion-tasa').fill('0,35');
  await page.getByTestId('condicion-primaMinima').fill('40');
  await expect(page.getByTestId('condicion-asignacion')).toHaveValue('Suma Asegurada');
  await page.getByTestId('condicion-aceptar').click();
  await expect(page.getByTestId('terminos-transporte-condicion')).toHaveCount(1);
  await expect(page.getByTestId('terminos-transporte-condicion')).toContainText('Mercosur terrestre');

  await page.getByTestId('emisor-guardar').click();
  await expect(page.getByText('Emisor dado de alta')).toBeVisible();
  await expect(page).toHaveURL(/\/emisores\/\d+$/);
  await expect(page.getByTestId('emisor-title')).toHaveText(/Emisor # \d+/);
  await expect(page.getByTestId('emisor-badge')).toHaveText(/activo/i);

  // The edit loads what was sent.
  await page.getByTestId('emisor-tab-terminos').click();
  await expect(page.getByTestId('terminos-transporte-condicion')).toContainText('Mercosur terrestre');
  await page.getByTestId('emisor-tab-comercial').click();
  await expect(page.getByTestId('emisor-sucursales-chip')).toHaveText('Veracruz');
  await expect(page.getByTestId('emisor-limiteDeCredito')).toHaveValue('1.234.567,89');

  // 'Continuar Asignando Usuarios' opens the user editor with the issuer's company preselected.
  const id = page.url().split('/').pop();
  await page.getByTestId('emisor-tab-terminos').click();
  await page.getByTestId('emisor-continuar').click();
  await expect(page).toHaveURL(/\/usuarios/);
  await expect(page.getByTestId('usuario-form')).toBeVisible();
  await expect(page.getByTestId('usuario-form').locator(`input[value="${id} - (${RFC}) - ${nombre}"]`)).toHaveCount(1);

  await page.goto(tenantUrl('cargosur', '/emisores'));
  await page.getByTestId('emisores-search').fill(nombre);
  await expect(page.getByText(nombre)).toBeVisible();
});
