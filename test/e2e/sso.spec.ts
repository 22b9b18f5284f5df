import { expect, test } from '@playwright/test';
import { MENSAJES_SSO } from '../../shared/auth/sso.ts';
import { firmarAsercionDemo } from '../../scripts/local/sso-demo.ts';
import { tenantUrl } from './support.ts';
import { cerrarBienvenida, COTIZADOR_PATH, cotizarGuardarYEmitir } from './wizard.ts';

/** What a partner platform hands over: an assertion signed with its own key, minted now (scripts/local/sso-demo.ts). */
const partnerToken = (tenant: 'cargosur' | 'fletepago') => firmarAsercionDemo(tenant);
/** The demo partner's user, provisioned by the first assertion with the mapping's company and role. */
const SOCIA = 'Sofía Socia';

test('embedded entry: the token signs the user in, leaves the URL, applies the theme, and the session quotes, saves and issues', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await partnerToken('fletepago');
  await page.goto(tenantUrl('fletepago', `/embedded?token=${encodeURIComponent(`Bearer ${token}`)}&theme=dark`));
  await expect(page.getByTestId('header-user-name')).toHaveText(SOCIA);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(page.url()).not.toContain('token');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // The partner's token reaches the catalogues, parties and companies of the wizard, and quote, save and issue.
  await page.goto(tenantUrl('fletepago', COTIZADOR_PATH));
  await cerrarBienvenida(page);
  // The embedded tenant allows no imaginary benefit (spec 3 §9) and has no go-to-list button.
  const id = await cotizarGuardarYEmitir(page, { beneficioImaginario: 0, irALista: false });
  await page.screenshot({ path: 'test-results/sso/embedded-exito.png', fullPage: true });

  // A deep link of the embedded module, with a fresh token in another browser: that certificate opens, not the login.
  const other = await page.context().browser()!.newContext();
  const deep = await other.newPage();
  const again = await partnerToken('fletepago');
  await deep.goto(tenantUrl('fletepago', `/embedded/viajes-especificos/polizas/${id}?token=${encodeURIComponent(again)}`));
  await expect(deep.getByTestId('detalle')).toBeVisible();
  await expect(deep.getByTestId('detalle')).toHaveAttribute('data-estado', '20');
  expect(new URL(deep.url()).pathname).toBe(`/embedded/viajes-especificos/polizas/${id}`);
  expect(deep.url()).not.toContain('token');
  await deep.screenshot({ path: 'test-results/sso/embedded-deep-link.png', fullPage: true });
  await other.close();
});

test('single sign-on entry on a standard tenant: the session quotes, saves and issues', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await partnerToken('cargosur');
  await page.goto(tenantUrl('cargosur', `/sso/auth?token=${encodeURIComponent(token)}`));
  await expect(page.getByTestId('header-user-name')).toHaveText(SOCIA);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(page.url()).not.toContain('token');

  await page.goto(tenantUrl('cargosur', COTIZADOR_PATH));
  await cerrarBienvenida(page);
  const id = await cotizarGuardarYEmitir(page);
  await page.getByTestId('exito-ir-detalle').click();
  await expect(page.getByTestId('detalle')).toHaveAttribute('data-estado', '20');
  expect(new URL(page.url()).pathname).toBe(`/seguros/viajes-especificos/polizas/${id}`);
});

test('an SSO session has only the mapped role, and its link opens once', async ({ page, browser }) => {
  const token = await partnerToken('cargosur');
  await page.goto(tenantUrl('cargosur', `/sso/auth?token=${encodeURIComponent(token)}`));
  await expect(page.getByTestId('header-user-name')).toHaveText(SOCIA);
  await expect(page.getByTestId('nav-viajesEspecificos')).toBeVisible();
  await expect(page.getByTestId('nav-usuarios')).toHaveCount(0);

  // The same link again, in another browser: refused, with the reason.
  const other = await browser.newContext();
  const again = await other.newPage();
  await again.goto(tenantUrl('cargosur', `/sso/auth?token=${encodeURIComponent(token)}`));
  await expect(again.getByText(MENSAJES_SSO.usada)).toBeVisible();
  await expect(again.getByTestId('header-user-name')).toHaveCount(0);
  await other.close();
});

test('an access link with a token the API refuses says so', async ({ page }) => {
  await page.goto(tenantUrl('fletepago', '/embedded?token=esto-no-es-un-token'));
  await expect(page.getByText('Acceso denegado').first()).toBeVisible();
  await expect(page.getByText('El enlace de acceso no es válido.')).toBeVisible();
  await expect(page.getByText('Tu sesión venció')).toHaveCount(0);
});

test('embedded entry without a token and without a session is refused', async ({ page }) => {
  await page.goto(tenantUrl('fletepago', '/embedded'));
  await expect(page.getByText('Acceso denegado').first()).toBeVisible();
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
});
