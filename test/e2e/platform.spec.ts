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

test('a user of one tenant cannot sign in on another tenant subdomain', async ({ page }) => {
  await page.goto(tenantUrl('rotasul', '/auth/login'));
  await page.getByTestId('login-email').fill('administrador@cargosur.demo');
  await page.getByTestId('login-password').fill(process.env.DEMO_PASSWORD ?? 'Demo1234!portal');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Seu usuário não pertence a este portal.');
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
});
