import { AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { expect, test, type Page } from '@playwright/test';
import { usuarioCognito } from '../../shared/auth/login.ts';
import { signIn, tenantUrl } from './support.ts';

/** New users get a Cognito invitation; the test gives one a permanent password directly in the emulator. */
const setPermanentPassword = (tenant: string, email: string, password: string) =>
  new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${process.env.E2E_COGNITO_PORT}`,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }).send(
    new AdminSetUserPasswordCommand({
      UserPoolId: process.env.E2E_USER_POOL_ID,
      Username: usuarioCognito(tenant, email),
      Password: password,
      Permanent: true,
    }),
  );

const choose = async (page: Page, testId: string, option: string | RegExp) => {
  await page.getByTestId(testId).click();
  // A role named as a whole: 'Consultor' is not 'Consultor del cliente'.
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
};

const tryLogin = async (page: Page, email: string, password: string) => {
  await page.goto(tenantUrl('cargosur', '/auth/login'));
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
};

test('an administrator creates two users with the same permissions, finds them, and deactivates one from the list, who can no longer sign in until reactivated', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  // The list finds users by the beginning of the apellido: this run's own one (a name has letters only).
  const tanda = stamp.replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)));
  const apellido = `Quiroga ${tanda.charAt(0).toUpperCase()}${tanda.slice(1)}`;
  const first = { nombre: 'Martina', apellido, email: `martina.e2e${stamp}@cargosur.demo` };
  const second = { nombre: 'Tomás', apellido, email: `tomas.e2e${stamp}@cargosur.demo` };
  const password = 'Clave-Segura-123';

  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/usuarios'));
  await expect(page.getByTestId('usuarios-row').first()).toBeVisible();
  // The users of the company she works under (issue 27 item 1), not the insurer's nor the client's.
  for (const fila of await page.getByTestId('usuarios-row').all())
    await expect(fila).toContainText('Productores Asociados S.R.L.');

  // First user: two company/role rows.
  await page.getByTestId('usuarios-add').click();
  const editor = page.getByRole('dialog');
  await expect(editor.getByText('Agregar usuario')).toBeVisible();
  await expect(page.getByTestId('permisos')).toBeVisible();
  await page.getByTestId('usuario-nombre').fill(first.nombre);
  await page.getByTestId('usuario-apellido').fill(first.apellido);
  await page.getByTestId('usuario-email').fill(first.email);
  await choose(page, 'usuario-pais', 'Argentina');
  await expect(page.getByTestId('permiso-agregar')).toBeDisabled();
  await choose(page, 'permiso-empresa-0', /Productores Asociados S\.R\.L\./);
  await choose(page, 'permiso-rol-0', 'Productor');
  await page.getByTestId('permiso-agregar').click();
  // The company of the first row is not offered again.
  await page.getByTestId('permiso-empresa-1').click();
  await expect(page.getByRole('option', { name: /Productores Asociados S\.R\.L\./ })).toHaveCount(0);
  await page.getByRole('option', { name: /Broker Logístico del Plata S\.A\./ }).click();
  await choose(page, 'permiso-rol-1', 'Consultor');
  await page.screenshot({ path: 'test-results/usuarios-editor.png' });
  await page.getByTestId('usuario-save').click();

  await expect(page.getByText('¿Queréis crear otro usuario usando de base los permisos y la nacionalidad?')).toBeVisible();
  await expect(page.getByText('Usuario guardado')).toBeVisible();
  await page.getByTestId('usuario-clone-yes').click();

  // Second user: same permissions and nationality, new name and e-mail.
  await expect(page.getByTestId('usuario-nombre')).toHaveValue('');
  await expect(page.getByTestId('usuario-email')).toHaveValue('');
  await expect(page.getByTestId('usuario-pais')).toHaveValue('Argentina');
  await expect(page.getByTestId('permiso-empresa-0')).toHaveValue(/Productores Asociados S\.R\.L\./);
  await expect(page.getByTestId('permiso-empresa-1')).toHaveValue(/Broker Logístico del Plata S\.A\./);
  await expect(page.getByTestId('permiso-rol-1')).toHaveValue('Consultor');
  await page.getByTestId('usuario-nombre').fill(second.nombre);
  await page.getByTestId('usuario-apellido').fill(second.apellido);
  await page.getByTestId('usuario-email').fill(second.email);
  await page.getByTestId('usuario-save').click();
  await expect(page.getByTestId('usuario-clone-prompt')).toBeVisible();
  await page.getByTestId('usuario-clone-no').click();
  await expect(editor).toHaveCount(0);

  // Both in the list, found by search.
  await page.getByTestId('usuarios-search').fill(apellido);
  const rows = page.getByTestId('usuarios-row');
  await expect(rows).toHaveCount(2);
  await expect(page.locator(`[data-email="${first.email}"]`)).toContainText(`${apellido}, Martina`);
  await expect(page.locator(`[data-email="${second.email}"]`)).toContainText('Productores Asociados S.R.L.');
  await expect(page.locator(`[data-email="${second.email}"]`)).toContainText('Broker Logístico del Plata S.A.');
  await page.screenshot({ path: 'test-results/usuarios-list.png' });

  // The first user can sign in.
  await setPermanentPassword('cargosur', first.email, password);
  const userContext = await browser.newContext({ locale: 'es-AR' });
  const userPage = await userContext.newPage();
  await tryLogin(userPage, first.email, password);
  await expect(userPage.getByTestId('header-user-name')).toHaveText(`Martina ${apellido}`);
  await userContext.close();

  // The editor has no estado (spec 1 §3.1).
  const firstRow = page.locator(`[data-email="${first.email}"]`);
  await firstRow.getByTestId('usuarios-edit').click();
  await expect(page.getByTestId('usuario-nombre')).toHaveValue(first.nombre);
  await expect(page.getByTestId('permisos')).toBeVisible();
  await expect(page.getByTestId('usuario-estado')).toHaveCount(0);
  await page.getByTestId('usuario-cancel').click();
  await expect(editor).toHaveCount(0);

  // Deactivate it from the list: Desactivar, confirm.
  await firstRow.getByTestId('usuarios-cambiar-estado').click();
  const confirmacion = page.getByTestId('usuario-estado-modal');
  await expect(confirmacion.getByText('Desactivar usuario')).toBeVisible();
  await expect(confirmacion).toContainText(`Martina ${apellido} no va a poder ingresar al portal`);
  await page.screenshot({ path: 'test-results/usuarios-desactivar.png' });
  await page.getByTestId('usuario-estado-confirm').click();
  await expect(page.getByText('Usuario desactivado')).toBeVisible();
  await expect(firstRow.getByTestId('usuarios-estado')).toHaveText('Inactivo');
  await expect(firstRow.getByTestId('usuarios-cambiar-estado')).toHaveText('Activar');
  await expect(page.locator(`[data-email="${second.email}"]`).getByTestId('usuarios-estado')).toHaveText('Activo');

  // And can no longer sign in.
  const blockedContext = await browser.newContext({ locale: 'es-AR' });
  const blockedPage = await blockedContext.newPage();
  await tryLogin(blockedPage, first.email, password);
  await expect(blockedPage.getByTestId('login-error')).toHaveText('Tu usuario está desactivado.');
  await expect(blockedPage.getByTestId('header-user-name')).toHaveCount(0);
  await blockedPage.screenshot({ path: 'test-results/usuarios-disabled-login.png' });
  await blockedContext.close();

  // Activar gives the sign-in back.
  await firstRow.getByTestId('usuarios-cambiar-estado').click();
  await expect(confirmacion.getByText('Activar usuario')).toBeVisible();
  await page.getByTestId('usuario-estado-confirm').click();
  await expect(firstRow.getByTestId('usuarios-estado')).toHaveText('Activo');
  const backContext = await browser.newContext({ locale: 'es-AR' });
  const backPage = await backContext.newPage();
  await tryLogin(backPage, first.email, password);
  await expect(backPage.getByTestId('header-user-name')).toHaveText(`Martina ${apellido}`);
  await backContext.close();
});

test("a client's administrator lists only its own client's users", async ({ page }) => {
  await signIn(page, 'cargosur', 'clienteadministrador@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/usuarios'));
  const filas = page.getByTestId('usuarios-row');
  await expect(filas.first()).toBeVisible();
  for (const fila of await filas.all()) await expect(fila).toContainText('Exportadora Demo S.A.');
  await expect(page.locator('[data-email="administrador@cargosur.demo"]')).toHaveCount(0);
  // The company filter offers its own company only (its dropdown's options, not the page size's native ones).
  await page.getByTestId('usuarios-filter-empresa').click();
  const opciones = page.getByRole('listbox').getByRole('option');
  await expect(opciones).toHaveCount(1);
  await expect(opciones.filter({ hasText: /Exportadora Demo S\.A\./ })).toBeVisible();
});
