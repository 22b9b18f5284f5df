import { expect, test } from '@playwright/test';
import { paintedPrimary, signIn, tenantUrl } from './support.ts';

test('a demo user signs in on its tenant subdomain, sees who they are and the tenant theme, and signs out', async ({ page }) => {
  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await expect(page.getByTestId('header-user-name')).toHaveText('Ana Administradora');
  await expect(page.getByTestId('header-company-name')).toContainText('Productores Asociados S.R.L.');
  await expect(page.getByTestId('app-header')).toHaveAttribute('data-primary-color', '#50CD89');
  expect(await paintedPrimary(page)).toBe('#50CD89');
  await expect(page).toHaveTitle(/^DEV - Productores Asociados S\.R\.L\. - /);
  await page.screenshot({ path: 'test-results/cargosur-dashboard.png' });

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByTestId('login-email')).toBeVisible();
});

test("another tenant's subdomain shows that tenant's theme and language before login", async ({ page }) => {
  await page.goto(tenantUrl('rotasul', '/auth/login'));
  await expect(page.getByTestId('login-submit')).toHaveText('Entrar');
  await expect(page.locator('[data-tenant="rotasul"]')).toHaveAttribute('data-primary-color', '#009C3B');
  expect(await paintedPrimary(page)).toBe('#009C3B');
  await page.screenshot({ path: 'test-results/rotasul-login.png' });
  await page.goto(tenantUrl('bancoandino', '/auth/login'));
  await expect(page.getByTestId('login-submit')).toHaveText('Ingresar');
  expect(await paintedPrimary(page)).toBe('#1B4F9C');
});

test('a user of one tenant cannot sign in on another tenant subdomain, and learns nothing about the other tenant', async ({
  page,
}) => {
  await page.goto(tenantUrl('rotasul', '/auth/login'));
  await page.getByTestId('login-email').fill('administrador@cargosur.demo');
  await page.getByTestId('login-password').fill(process.env.DEMO_PASSWORD ?? 'Demo1234!portal');
  await page.getByTestId('login-submit').click();
  // Sign-ins are per tenant (shared/auth/login.ts): there, the e-mail is as unknown as a wrong password.
  await expect(page.getByTestId('login-error')).toHaveText('Usuário ou senha incorretos.');
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
});

test('a tenant shortcut on another tenant’s subdomain switches the portal to the stored tenant until /reset', async ({
  page,
}) => {
  // The stored tenant wins over the host (spec 3 §2.9: the shortcut stores it; §2.10: the stylesheet comes from it).
  await page.goto(tenantUrl('cargosur', '/rotasul'));
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.locator('[data-tenant="rotasul"]')).toHaveAttribute('data-primary-color', '#009C3B');
  await expect(page.getByTestId('login-submit')).toHaveText('Entrar');
  expect(await paintedPrimary(page)).toBe('#009C3B');
  await page.screenshot({ path: 'test-results/cargosur-host-rotasul-shortcut.png' });

  // It is that tenant's portal: its users sign in here, a reload keeps it.
  await page.getByTestId('login-email').fill('administrador@rotasul.demo');
  await page.getByTestId('login-password').fill(process.env.DEMO_PASSWORD ?? 'Demo1234!portal');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-user-name')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('app-header')).toHaveAttribute('data-primary-color', '#009C3B');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);

  // /reset forgets it: the subdomain's own tenant again.
  await page.goto(tenantUrl('cargosur', '/reset'));
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId('login-submit')).toHaveText('Ingresar');
  expect(await paintedPrimary(page)).toBe('#50CD89');
});

test('a pt-BR tenant names catalogue entries in Portuguese: countries and transport modes (ADR 0177)', async ({ page }) => {
  await signIn(page, 'rotasul', 'administrador@rotasul.demo');
  await page.goto(tenantUrl('rotasul', '/polizas/nueva'));
  await page.getByTestId('poliza-pais').fill('Alem');
  await expect(page.getByRole('option', { name: 'Alemanha', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Alemania', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('poliza-limites-agregar').click();
  await page.getByTestId('poliza-limite-0-transporte').click();
  await expect(page.getByRole('option', { name: 'Ferroviário', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Ferroviario', exact: true })).toHaveCount(0);
});
