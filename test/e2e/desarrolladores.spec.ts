import { expect, test } from '@playwright/test';
import { signIn, tenantUrl } from './support.ts';

test('the developer page renders the API reference for who manages the integration, also at 390 px; a producer has no entry', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await page.getByTestId('sidebar').getByTestId('nav-desarrolladores').click();
  await expect(page).toHaveURL(/\/desarrolladores$/);
  const referencia = page.getByTestId('referencia-api');
  await expect(referencia.getByRole('heading', { name: 'Portal de seguros de carga' })).toBeVisible({ timeout: 30_000 });
  await expect(referencia.getByRole('heading', { name: 'Idempotencia' })).toBeVisible();
  await expect(referencia.getByText('viajes-especificos').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/desarrolladores/referencia.png' });

  // On a phone, the same session (the header hides the user's name at this width).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(referencia.getByRole('heading', { name: 'Autenticación' })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/desarrolladores/referencia-390.png' });

  const productor = await browser.newPage();
  await signIn(productor, 'cargosur', 'productor@cargosur.demo');
  await expect(productor.getByTestId('sidebar').getByTestId('nav-desarrolladores')).toHaveCount(0);
  await productor.goto(tenantUrl('cargosur', '/desarrolladores'));
  await expect(productor).toHaveURL(/\/error\/403$/);
  await productor.close();
});
