import { expect, test } from '@playwright/test';
import { verificar } from '../../shared/webhooks/firma.ts';
import { firmarAsercionDemo } from '../../scripts/local/sso-demo.ts';
import { signIn, tenantUrl } from './support.ts';
import { cerrarBienvenida, COTIZADOR_PATH, cotizarGuardarYEmitir } from './wizard.ts';

interface Recibido {
  cabeceras: Record<string, string>;
  cuerpo: string;
}

test('a partner’s administrator registers an endpoint, a partner user’s issue reaches it signed, and the log shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const nombre = `e2e-${Date.now() % 1_000_000}`;
  const receptor = `http://localhost:${process.env.E2E_PORT}/_receptor/${nombre}`;

  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/desarrolladores'));
  const seccion = page.getByTestId('webhooks');
  await seccion.getByTestId('webhook-nuevo').click();
  await page.getByTestId('webhook-url').fill('http://erp.example.com/avisos');
  await page.getByTestId('webhook-evento-certificado.emitido').check();
  await page.getByTestId('webhook-guardar').click();
  // The server's own rule, on the field: only https (http://localhost only on the local stack).
  await expect(page.getByTestId('webhook-form').getByText(/tiene que empezar con https/)).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('webhook-url').fill(receptor);
  await page.getByTestId('webhook-descripcion').fill('ERP de la productora');
  await page.getByTestId('webhook-guardar').click();
  const secreto = (await page.getByTestId('app-secreto-valor').textContent())!;
  expect(secreto).toMatch(/^whsec_/);
  await page.screenshot({ path: 'test-results/webhooks/secreto.png' });
  await page.getByTestId('app-secreto-listo').click();
  const tarjeta = seccion.getByTestId('webhook-tarjeta').filter({ hasText: receptor });
  await expect(tarjeta).toBeVisible();
  await expect(tarjeta).not.toContainText(secreto);

  // A user of the same company, handed over by the partner's single sign-on, quotes and issues.
  const socia = await browser.newPage();
  await socia.goto(tenantUrl('cargosur', `/sso/auth?token=${encodeURIComponent(await firmarAsercionDemo('cargosur'))}`));
  await expect(socia).toHaveURL(/\/dashboard$/);
  await socia.goto(tenantUrl('cargosur', COTIZADOR_PATH));
  await cerrarBienvenida(socia);
  const id = await cotizarGuardarYEmitir(socia);
  await socia.close();

  let recibido: Recibido | undefined;
  await expect
    .poll(
      async () => {
        const lista = (await (await fetch(receptor)).json()) as Recibido[];
        recibido = lista.find((r) => JSON.parse(r.cuerpo).datos.id === id);
        return recibido !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const carga = JSON.parse(recibido!.cuerpo);
  expect(carga).toMatchObject({ tipo: 'certificado.emitido', datos: { id, producto: 'viaje-especifico' } });
  const firma = recibido!.cabeceras['portal-firma']!;
  expect(verificar(firma, recibido!.cuerpo, secreto, Number(/t=(\d+)/.exec(firma)![1]))).toBe('valida');

  await tarjeta.getByTestId('webhook-ver-entregas').click();
  const registro = page.getByTestId('webhook-entregas');
  // Other tests of the run issue certificates of the same company: the row of this delivery, by its id.
  const fila = registro.locator(`[data-entrega="${carga.id}"]`);
  // The worker records the answer just after the receiver has it: the log's refresh shows it.
  await expect(async () => {
    await registro.getByRole('button', { name: 'Actualizar' }).click();
    await expect(fila.getByTestId('webhook-entrega-estado')).toHaveText('Entregada', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(fila).toContainText('Certificado emitido');
  await fila.getByRole('button').first().click();
  await expect(fila).toContainText(`"id":${id}`);
  await expect(fila.getByText('Cuerpo enviado')).toBeVisible();
  // The pictures wait for the modal's and the row's transitions to end.
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/webhooks/entregas.png' });

  // On a phone, the same log fits the width.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await tarjeta.getByTestId('webhook-ver-entregas').click();
  await expect(fila).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await fila.getByRole('button').first().click();
  await expect(fila.getByText('Cuerpo enviado')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/webhooks/entregas-390.png' });
  await page.keyboard.press('Escape');

  await tarjeta.getByTestId('webhook-eliminar').click();
  await page.getByTestId('app-confirmar-si').click();
  await expect(tarjeta).toHaveCount(0);
});
