import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { textoDePdf } from '../fixtures/texto-pdf.ts';
import { signIn, tenantUrl } from './support.ts';

test("a producer registers a boat quote from 'Nueva Póliza', hands over its link, and sees it pending, then paid through the wallet, also at 390 px", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: tenantUrl('cargosur', '') });
  const page = await context.newPage();
  await signIn(page, 'cargosur', 'productor@cargosur.demo');
  const nombre = `Gaviota ${Date.now().toString(36)}`;

  // The boats' grid reuses the certificate grid page: its add link is its own path, 'Nueva Póliza'.
  await page.goto(tenantUrl('cargosur', '/certificados/embarcaciones'));
  await expect(page.getByRole('heading', { name: 'Embarcaciones de placer' })).toBeVisible();
  await page.getByTestId('emb-nuevo').filter({ hasText: 'Nueva Póliza' }).click();
  await expect(page).toHaveURL(/\/certificados\/embarcaciones\/nueva$/);

  await page.getByTestId('emb-nombre-input').fill(nombre);
  await page.getByTestId('emb-cobertura').click();
  await page.getByRole('option', { name: 'Todo riesgo con franquicia' }).click();
  await page.getByTestId('emb-suma').fill('42000000');
  await page.getByTestId('emb-total').fill('185430,5');
  await page.getByTestId('emb-aseguradora').click();
  await page.getByRole('option', { name: 'Aseguradora del Sur S.A.' }).click();
  await page.getByTestId('emb-tomador').fill('Marina Costa');
  await page.getByTestId('emb-email').fill('marina@cargosur.demo');
  await page.getByTestId('emb-registrar').click();

  await expect(page.getByTestId('emb-registrada')).toBeVisible();
  const enlace = await page.getByTestId('emb-enlace').inputValue();
  expect(enlace).toMatch(/\/checkout\?total=185430\.5&nombre=Gaviota\+\w+&moneda=%24&id=[\w-]{22}$/);
  await page.getByTestId('emb-enlace-copiar').click();
  await expect(page.getByTestId('emb-enlace-copiar')).toHaveText('Enlace copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(enlace);

  // Listed first (newest first), pending payment, with its link.
  await page.getByTestId('emb-volver').click();
  const fila = page.getByTestId('emb-row').filter({ hasText: nombre });
  await expect(page.getByTestId('emb-row').first()).toContainText(nombre);
  await expect(fila.getByTestId('emb-estado')).toHaveText('Pendiente de pago');
  await expect(fila).toContainText('$ 42.000.000,00');
  await expect(fila).toContainText('$ 185.430,50');
  await expect(fila.getByTestId('emb-abrir')).toHaveAttribute('href', enlace);

  // The customer pays it at the link through the (simulated) wallet.
  const cliente = await context.newPage();
  await cliente.goto(enlace);
  await expect(cliente.getByTestId('checkout-pagar')).toHaveText('Pagar $ 185.430,50');
  await cliente.getByTestId('checkout-pagar').click();
  const billetera = await context.newPage();
  await billetera.goto((await cliente.getByTestId('checkout-billetera').getAttribute('href'))!);
  await billetera.getByTestId('billetera-aprobar').click();
  await expect(billetera.getByTestId('billetera-resultado')).toHaveText('Pago aprobado');
  await expect(cliente.getByText('Gracias por contratarnos')).toBeVisible();

  // Paid: its policy number and period, no link; the PDF once the policy is rendered.
  await expect(async () => {
    await page.reload();
    await expect(fila.getByTestId('emb-poliza')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(fila.getByTestId('emb-estado')).toHaveText('Pagada');
  await expect(fila.getByTestId('emb-numero')).toHaveText(/^EMB-\d{8}$/);
  await expect(fila.getByTestId('emb-vigencia')).toHaveText(
    /^Vigente del \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} al \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
  );
  await expect(fila.getByTestId('emb-abrir')).toHaveCount(0);
  const descarga = page.waitForEvent('download');
  await fila.getByTestId('emb-poliza').click();
  const poliza = await readFile((await (await descarga).path())!);
  expect(poliza.subarray(0, 4).toString()).toBe('%PDF');
  // The policy says its insurer, sum insured and period.
  const texto = (await textoDePdf(poliza, 'todas')).join(' ');
  expect(texto).toMatch(/Póliza N° EMB-\d{8}/);
  expect(texto).toMatch(/Suma asegurada \$ [\d.]+,\d{2}/);
  expect(texto).toMatch(/Vigencia \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} al \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // At a phone's width the state and the policy stay in sight (the actions column is pinned) and the add link too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('emb-nuevo')).toBeInViewport();
  await expect(fila.getByTestId('emb-poliza')).toBeInViewport();
  await fila.getByTestId('emb-poliza').focus();
  await expect(fila.getByTestId('emb-poliza')).toBeFocused();
  // The form fits the phone: nothing scrolls sideways.
  await page.getByTestId('emb-nuevo').click();
  await expect(page.getByTestId('emb-form')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
