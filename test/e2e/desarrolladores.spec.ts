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

test('an administrator connects a transport system: the secret shown once gets a token that quotes; rotate, retire, delete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const token = async (clientId: string, secreto: string) => {
    const res = await fetch(`${base}/cognito/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${secreto}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    return res.status === 200 ? ((await res.json()) as { access_token: string }).access_token : null;
  };

  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/desarrolladores'));
  const seccion = page.getByTestId('apps-maquina');
  await expect(seccion.getByText(/oauth2\/token/)).toBeVisible();
  await seccion.getByTestId('app-nueva').click();
  const nombre = `TMS e2e ${Date.now() % 100_000}`;
  await page.getByTestId('app-nombre').fill(nombre);
  await page.getByTestId('app-correo').fill('tms@cargosur.demo');
  await page.getByTestId('app-alcance-consultar').check();
  await page.getByTestId('app-nueva-crear').click();
  const clientId = (await page.getByTestId('app-secreto-client-id').textContent())!;
  const secreto = (await page.getByTestId('app-secreto-valor').textContent())!;
  await expect(page.getByTestId('app-secreto-aviso')).toContainText('no se vuelve a mostrar');
  await page.screenshot({ path: 'test-results/desarrolladores/secreto.png' });
  await page.getByTestId('app-secreto-listo').click();

  const acceso = await token(clientId, secreto);
  expect(acceso).not.toBeNull();
  const polizas = await fetch(`${base}/maquinas/v1/viajes-especificos/polizas`, {
    headers: { authorization: `Bearer ${acceso}` },
  });
  expect(polizas.status).toBe(200);

  const tarjeta = seccion.getByTestId('app-tarjeta').filter({ hasText: nombre });
  await expect(tarjeta).toBeVisible();
  await expect(tarjeta).not.toContainText(secreto);
  await tarjeta.getByTestId('app-rotar').click();
  const nuevo = (await page.getByTestId('app-secreto-valor').textContent())!;
  await page.getByTestId('app-secreto-listo').click();
  await expect(tarjeta.getByTestId('app-retirar')).toHaveCount(2);
  await tarjeta.getByTestId('app-retirar').first().click();
  await page.getByTestId('app-confirmar-si').click();
  await expect(tarjeta.getByTestId('app-retirar')).toHaveCount(0);
  expect(await token(clientId, secreto)).toBeNull();
  expect(await token(clientId, nuevo)).not.toBeNull();

  // On a phone, the same session: the section fits the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(tarjeta).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await tarjeta.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/desarrolladores/apps-390.png' });

  await tarjeta.getByTestId('app-eliminar').click();
  await page.getByTestId('app-confirmar-si').click();
  await expect(tarjeta).toHaveCount(0);
  expect(await token(clientId, nuevo)).toBeNull();
});
