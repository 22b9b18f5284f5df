import { expect, test, type Page } from '@playwright/test';
import { digitoVerificadorRfc } from '../../shared/fiscal/mexico.ts';
import { signIn, tenantUrl } from './support.ts';

const choose = async (page: Page, testId: string, option: string | RegExp) => {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
};

/** A Persona Moral RFC with a valid SAT check digit, new on every run. */
const rfcNuevo = () => {
  const n = Date.now() % 100;
  const sinDigito = `EDE${String(n).padStart(2, '0')}0101${String.fromCharCode(65 + (Date.now() % 26))}1`;
  return `${sinDigito}${digitoVerificadorRfc(sinDigito)}`;
};

test('an administrator creates a client with its fiscal data, an associated policy and a user, and every spec message shows', async ({
  page,
}) => {
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
  const opcion = page.getByRole('option').first();
  const elegida = (await opcion.textContent())!;
  await opcion.click();
  await page.getByTestId('cliente-asociar-poliza').click();
  await expect(page.getByTestId('cliente-termino-0')).toContainText(elegida.split(' · ')[0]!);
  await page.getByTestId('cliente-poliza-select').click();
  await expect(page.getByRole('option', { name: elegida })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('cliente-termino-0-tasa').fill('0,35');
  await page.getByTestId('cliente-termino-0-primaMinima').fill('150');

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

  // The list finds it by name with its type.
  await page.goto(tenantUrl('cargosur', '/clientes'));
  await page.getByTestId('clientes-search').fill(nombre);
  await expect(page.getByText(nombre)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(nombre) })).toContainText('Empresa Final');
});
