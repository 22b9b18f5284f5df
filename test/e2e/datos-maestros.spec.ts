import { expect, test } from '@playwright/test';
import { digitoVerificadorRfc } from '../../shared/fiscal/mexico.ts';
import { listaFiltrada, signIn, tenantUrl } from './support.ts';
import { choose } from './wizard.ts';

/**
 * The master data as an administrator sets it up, all through the UI and in this order:
 * a floating policy with an endorsement, an issuer with a transport condition on that policy and
 * endorsement, and a client with that policy associated. Each step reads what the one before wrote.
 */
test.describe.configure({ mode: 'serial' });

const SUFIJO = Date.now().toString(36).toUpperCase();
const NUMERO = `E2E-${SUFIJO}`;
const NOMBRE_POLIZA = `Flotante Exportaciones ${SUFIJO}`;
const ENDOSO = `Mercosur ${SUFIJO}`;
const RFC = `EMI010101AB${digitoVerificadorRfc('EMI010101AB')}`;

/** A Persona Moral RFC with a valid SAT check digit, new on every run. */
const rfcNuevo = () => {
  const n = Date.now() % 100;
  const sinDigito = `EDE${String(n).padStart(2, '0')}0101${String.fromCharCode(65 + (Date.now() % 26))}1`;
  return `${sinDigito}${digitoVerificadorRfc(sinDigito)}`;
};

test('a policy with an endorsement: created, found in the list by number, edited, the change in its history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/polizas'));
  await page.getByTestId('polizas-add').click();
  await expect(page).toHaveURL(/\/polizas\/nueva$/);

  // Saving empty shows the spec's messages on the fields.
  await page.getByTestId('poliza-guardar').click();
  await expect(page.getByText('El campo número es requerido')).toBeVisible();

  await page.getByTestId('poliza-numero').fill(NUMERO);
  await page.getByTestId('poliza-nombre').fill(NOMBRE_POLIZA);
  await choose(page, 'poliza-aseguradora', 'Aseguradora del Sur S.A.');
  await page.getByTestId('poliza-ramo').getByText('Transporte').click();
  await choose(page, 'poliza-moneda', /Dólar estadounidense/);
  await choose(page, 'poliza-pais', 'Argentina');
  await page.getByTestId('poliza-vigenciaDesde').fill('01012026');
  await page.getByTestId('poliza-vigenciaHasta').fill('31122030');
  await page.getByTestId('poliza-tasa').fill('0,25');
  await page.getByTestId('poliza-prima-minima').fill('1500');
  await page.getByTestId('poliza-cobertura').fill('Todo riesgo');
  await page.getByTestId('poliza-limites-agregar').click();
  await choose(page, 'poliza-limite-0-transporte', 'Marítimo');
  await page.getByTestId('poliza-limite-0-monto').fill('80000');
  await page.getByTestId('poliza-endosos-agregar').click();
  await page.getByTestId('poliza-endoso-0-nombre').fill(ENDOSO);
  await page.getByTestId('poliza-endoso-0-vigenciaDesde').fill('01022026');
  await page.getByTestId('poliza-endoso-0-vigenciaHasta').fill('31122026');
  await choose(page, 'poliza-paises-excluidos', 'Bolivia', 'Boliv');
  await page.keyboard.press('Escape');
  await page.getByTestId('poliza-guardar').click();

  // The new policy opens in edit mode with its endorsement numbered and its creation in the history.
  await expect(page).toHaveURL(/\/polizas\/\d+$/);
  await expect(page.getByRole('heading', { name: `Póliza ${NUMERO}` })).toBeVisible();
  await expect(page.getByTestId('poliza-estado')).toHaveText(/vigente/i);
  await expect(page.getByTestId('poliza-historial')).toContainText('Alta');
  await expect(page.getByTestId('poliza-prima-minima')).toHaveValue('1.500,00');

  await page.goto(tenantUrl('cargosur', '/polizas'));
  await page.getByTestId('polizas-search').fill(NUMERO.toLowerCase());
  await listaFiltrada(page, 'polizas', NUMERO.toLowerCase());
  const fila = page.locator(`[data-testid="polizas-row"][data-numero="${NUMERO}"]`);
  await expect(fila).toContainText(NOMBRE_POLIZA);
  await expect(fila).toContainText('Transporte');
  await expect(fila).toContainText('US$ 1.500,00');
  await fila.click();

  await page.getByTestId('poliza-tasa').fill('0,3');
  await page.getByTestId('poliza-guardar').click();
  await expect(page.getByTestId('poliza-historial')).toContainText('Cambió: tasa');
  await page.reload();
  await expect(page.getByTestId('poliza-tasa')).toHaveValue('0,3 %');
  // The excluded country came back from the server.
  await expect(page.getByTestId('poliza-form')).toContainText('Bolivia');
});

test('an issuer with one transport condition on that policy and endorsement, and every message shows', async ({ page }) => {
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
  await choose(page, 'condicion-poliza', new RegExp(NOMBRE_POLIZA), NOMBRE_POLIZA);
  await choose(page, 'condicion-endoso', ENDOSO);
  await page.getByTestId('condicion-tasa').fill('0,35');
  await page.getByTestId('condicion-primaMinima').fill('40');
  await expect(page.getByTestId('condicion-asignacion')).toHaveValue('Suma Asegurada');
  await page.getByTestId('condicion-aceptar').click();
  await expect(page.getByTestId('terminos-transporte-condicion')).toHaveCount(1);
  await expect(page.getByTestId('terminos-transporte-condicion')).toContainText(ENDOSO);

  await page.getByTestId('emisor-guardar').click();
  await expect(page.getByText('Emisor dado de alta')).toBeVisible();
  await expect(page).toHaveURL(/\/emisores\/\d+$/);
  await expect(page.getByTestId('emisor-title')).toHaveText(/Emisor # \d+/);
  await expect(page.getByTestId('emisor-badge')).toHaveText(/activo/i);

  // The edit loads what was sent.
  await page.getByTestId('emisor-tab-terminos').click();
  await expect(page.getByTestId('terminos-transporte-condicion')).toContainText(ENDOSO);
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

test('a client with its fiscal data, that policy associated and a user, and every spec message shows', async ({ page }) => {
  test.setTimeout(150_000);
  const nombre = `Cliente E2E ${Date.now().toString(36).toUpperCase()}`;
  const email = `usuario.${Date.now().toString(36)}@cliente-e2e.demo`;
  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/clientes'));
  await page.getByTestId('clientes-add').click();
  await expect(page).toHaveURL(/\/clientes\/nuevo$/);
  await expect(page.getByTestId('cliente-migas')).toHaveText(/Clientes.*Nuevo/);
  await expect(page.getByTestId('cliente-titulo')).toHaveText('Cliente');
  await expect(page.getByTestId('cliente-badge')).toHaveText('Nuevo');
  for (const tab of [
    'Información General',
    'Información Fiscal',
    'Información Comercial',
    'Términos y condiciones Comerciales',
    'Usuarios',
  ])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();

  // Información General.
  await page.getByTestId('cliente-nombre').fill(nombre);
  await choose(page, 'cliente-pais', 'México');
  await page.getByTestId('cliente-email').fill('contacto@cliente-e2e.demo');
  await page.getByTestId('cliente-general-siguiente').click();

  // Información Fiscal: the button validates the section (an RFC of the wrong length first) and toasts.
  await page.getByTestId('cliente-rfc').fill('ABC');
  await page.getByTestId('cliente-persona-moral').click();
  await page.getByTestId('cliente-fiscal-validar').click();
  await expect(page.getByText('El RFC no tiene un formato válido.')).toBeVisible();
  await page.getByTestId('cliente-rfc').fill(rfcNuevo());
  await page.getByTestId('cliente-razon-social').fill(`${nombre} S.A. de C.V.`);
  await choose(page, 'cliente-regimen', 'General de Ley de Personas Morales');
  await choose(page, 'cliente-cfdi', /G03/);
  await choose(page, 'cliente-moneda', /Peso mexicano/);
  await page.getByTestId('cliente-pago-PPD').click();
  await page.getByTestId('cliente-dias-credito').fill('30');
  await page.getByTestId('cliente-telefono').fill('+52 55 1234 5678');
  await page.getByTestId('cliente-cp').fill('06600');
  await page.getByTestId('cliente-estado').fill('Ciudad de México');
  await page.getByTestId('cliente-municipio').fill('Cuauhtémoc');
  await page.getByTestId('cliente-fiscal-validar').click();
  await expect(page.getByText('Información fiscal validada con éxito')).toBeVisible();

  // Información Comercial: real executives and intermediaries.
  await choose(page, 'cliente-tipo', 'Empresa Final');
  await page.getByTestId('cliente-sucursales-input').fill('  Monterrey ');
  await page.getByTestId('cliente-sucursales-agregar').click();
  await expect(page.getByTestId('cliente-sucursales-lista')).toHaveText('Monterrey');
  await choose(page, 'cliente-ejecutivos', /Ejecutivo/);
  await page.keyboard.press('Escape');
  await choose(page, 'cliente-intermediarios', 'Intermediaria Comercial del Puerto S.A.');
  await page.keyboard.press('Escape');
  // Constancia de situación fiscal: the file goes to S3 as it is chosen and is listed, pending the save.
  await page
    .getByTestId('cliente-constancia-input')
    .setInputFiles([{ name: 'constancia.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 constancia') }]);
  await expect(page.getByTestId('cliente-constancia-fila')).toHaveCount(1);
  await expect(page.getByTestId('cliente-constancia-fila')).toContainText('constancia.pdf');
  await expect(page.getByTestId('cliente-constancia-fila')).toContainText('Al guardar');
  await expect(page.getByTestId('constancia-icono')).toHaveAttribute('data-icono', 'pdf');
  await page.getByTestId('cliente-constancia-observaciones').fill('Vigente');
  await page.getByTestId('cliente-comercial-siguiente').click();

  // Términos: associate a policy in force; it is no longer offered; its rates are edited in the table.
  await expect(page.getByText('Pólizas Activas')).toBeVisible();
  await page.getByTestId('cliente-poliza-select').click();
  const opcion = page.getByRole('option', { name: new RegExp(NUMERO) });
  const elegida = (await opcion.textContent())!;
  await opcion.click();
  await page.getByTestId('cliente-asociar-poliza').click();
  await expect(page.getByTestId('cliente-termino-0')).toContainText(elegida.split(' · ')[0]!);
  await page.getByTestId('cliente-poliza-select').click();
  await expect(page.getByRole('option', { name: elegida })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('cliente-termino-0-tasa').fill('0,35');
  await page.getByTestId('cliente-termino-0-primaMinima').fill('150');
  // The intermediary's share comes out of the premium: a rate at or above the client's is refused in place.
  await page.getByTestId('cliente-termino-0-tasaIntermediario').fill('5');
  await expect(page.getByText('La Tasa del Intermediario debe ser menor que la Tasa')).toBeVisible();
  await page.getByTestId('cliente-termino-0-tasaIntermediario').fill('0,1');
  await expect(page.getByText('La Tasa del Intermediario debe ser menor que la Tasa')).toHaveCount(0);

  await page.getByTestId('cliente-guardar').click();
  await expect(page.getByText('Se guardo el cliente con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/clientes\/\d+$/);
  const id = /\/clientes\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByTestId('cliente-titulo')).toHaveText(`Cliente # ${id}`);
  await expect(page.getByTestId('cliente-badge')).toHaveText('Activo');

  // The constancia was attached: it is listed with its notes and downloads through a fresh link.
  await page.getByRole('tab', { name: 'Información Comercial' }).click();
  await expect(page.getByTestId('cliente-constancia-fila')).toHaveCount(1);
  await expect(page.getByTestId('cliente-constancia-fila')).not.toContainText('Al guardar');
  await expect(page.getByTestId('cliente-constancia-observaciones')).toHaveValue('Vigente');
  await expect(page.getByTestId('cliente-constancia-descargar')).toHaveText('constancia.pdf');

  // The terms were stored.
  await page.getByRole('tab', { name: 'Términos y condiciones Comerciales' }).click();
  await expect(page.getByTestId('cliente-termino-0-tasa')).toHaveValue('0,35');

  // Usuarios: a real portal user, added inline.
  await page.getByRole('tab', { name: 'Usuarios' }).click();
  await page.getByTestId('cliente-agregar-usuario').click();
  await page.getByTestId('usuario-cliente-email').fill(email);
  await page.getByTestId('usuario-cliente-nombre').fill('Lucía Fernández');
  await choose(page, 'usuario-cliente-nacionalidad', 'México');
  await page.getByTestId('usuario-cliente-telefono').fill('+52 81 5555 0000');
  await page.getByTestId('usuario-cliente-onboarding-si').click();
  // The filled inline form's multi-select covers its own input: click it where it is.
  await page.getByTestId('usuario-cliente-roles').click({ force: true });
  await page.getByRole('option', { name: 'Operador' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('usuario-cliente-guardar').click();
  await expect(page.getByTestId('cliente-usuarios')).toContainText('Fernández Lucía');
  await expect(page.getByTestId('cliente-usuarios')).toContainText(email);
  // Its Accion column (spec 1 §2.4): Quitar, after asking.
  await page.getByTestId('cliente-usuario-quitar').click();
  await page.getByTestId('cliente-usuario-quitar-confirmar').click();
  await expect(page.getByTestId('cliente-usuarios')).toHaveCount(0);

  // The list finds it by name with its type.
  await page.goto(tenantUrl('cargosur', '/clientes'));
  await page.getByTestId('clientes-search').fill(nombre);
  await expect(page.getByText(nombre)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(nombre) })).toContainText('Empresa Final');
});
