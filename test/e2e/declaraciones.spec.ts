import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from '@playwright/test';
import { clavePeriodo, periodoCerrado } from '../../shared/declaraciones/periodo.ts';
import { signIn, tenantUrl } from './support.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** The partner's sales declaration of the month that ended: the demo seed issues certificates in it and closes it. */
const ID = `${clavePeriodo(periodoCerrado(new Date()))}-v-20-840`;

/** Each actor in a browser of its own (the session lives in the browser's storage), on the declaration, expanded. */
const abrir = async (browser: Browser, who: string) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'cargosur', `${who}@cargosur.demo`);
  await page.goto(tenantUrl('cargosur', '/declaraciones/partners'));
  const fila = page.getByTestId(`declaracion-row-${ID}`);
  await fila.click();
  await expect(page.getByTestId('declaracion-expandida')).toBeVisible();
  return { page, fila };
};

const dia = (offsetDias: number) => {
  const d = new Date(Date.now() - 3 * 3600_000 + offsetDias * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
};

test("at 390 px the row's actions stay in sight and work by keyboard, without expanding the row", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'cargosur', 'emisor@cargosur.demo');
  // The phone's width once signed in (the header hides the user's name there).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl('cargosur', '/declaraciones/partners'));
  const confirmar = page.getByTestId(`declaracion-row-${ID}`).getByTestId('declaracion-confirmar');
  await expect(confirmar).toBeInViewport();
  await confirmar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('declaracion-conforme')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('declaracion-conforme')).toHaveCount(0);
  await expect(page.getByTestId('declaracion-expandida')).toHaveCount(0);
});

test('a partner confirms its draft; the administration invoices; the partner informs a payment; the administration confirms it and the balances show it paid', async ({
  browser,
}) => {
  // The partner: its draft, the note of the automatic acceptance, 'Estoy conforme'.
  let { page, fila } = await abrir(browser, 'emisor');
  await expect(fila.getByTestId('declaracion-estado')).toHaveAttribute('data-estado', '2');
  await expect(page.getByTestId('declaracion-nota-borrador')).toContainText('5 días');
  await expect(page.getByTestId('pagos-vacio')).toHaveText('No se registran pagos a la fecha');
  await expect(page.getByTestId('declaracion-tab-cargo')).toContainText('(2)');
  await expect(page.getByTestId('declaracion-certs-transporte-row')).toHaveCount(2);
  // The row's own Acciones column (spec 2 §2.3).
  await fila.getByTestId('declaracion-confirmar').click();
  await page.getByTestId('declaracion-conforme').click();
  await expect(page.getByText('Declaración confirmada con éxito')).toBeVisible();
  await expect(fila.getByTestId('declaracion-estado')).toHaveAttribute('data-estado', '3');
  // Invoicing is not the partner's: no upload form.
  await expect(page.getByTestId('factura-form')).toHaveCount(0);

  // The administration uploads the invoice straight to S3.
  ({ page, fila } = await abrir(browser, 'administrador'));
  await page.getByTestId('factura-numero').fill('A-0001-00000042');
  await page.getByTestId('factura-vto').fill(dia(30));
  await page
    .getByTestId('factura-form')
    .locator('input[type=file]')
    .first()
    .setInputFiles([{ name: 'factura.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await page.getByTestId('factura-subir').click();
  await expect(fila.getByTestId('declaracion-estado')).toHaveAttribute('data-estado', '4');
  await expect(page.getByTestId('factura-mostrada')).toHaveText('A-0001-00000042');

  // The partner informs a payment of 1 (the form proposes the whole balance): flagged for review.
  ({ page, fila } = await abrir(browser, 'emisor'));
  await page.getByTestId('pago-importe').fill('1');
  await page
    .getByTestId('pago-form')
    .locator('input[type=file]')
    .first()
    .setInputFiles([{ name: 'transferencia.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await page.getByTestId('pago-subir').click();
  await expect(page.getByTestId('pago-estado')).toContainText('Revisar');

  // The administration confirms the payment: the dialog shows the shortfall and asks what to do with it.
  ({ page, fila } = await abrir(browser, 'administrador'));
  await fila.getByTestId('pago-confirmar-total').click();
  await expect(page.getByTestId('pago-confirmar-importes')).toContainText('Comprobantes: US$ 1,00');
  await expect(page.getByTestId('pago-faltante')).toBeVisible();
  await expect(page.getByTestId('pago-confirmar-dialogo')).toBeDisabled();
  await page.getByTestId('pago-decision-condonar').check();
  await page.getByTestId('pago-motivo').fill('Quita acordada con el partner');
  await page.getByTestId('pago-confirmar-dialogo').click();
  await expect(fila.getByTestId('declaracion-pagada')).toBeVisible();
  await expect(page.getByTestId('factura-condonado')).toContainText('Quita acordada con el partner');
  await expect(page.getByTestId('pago-estado')).toContainText('Verificado');

  // The balances screen shows the client's invoice as paid.
  await page.goto(tenantUrl('cargosur', '/clientes/saldos'));
  await expect(page.getByTestId('saldos-resultado')).toHaveCount(0);
  await page.getByTestId('saldos-clientes').click();
  await page.getByRole('option', { name: 'Partner Emisor Regional S.A.' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('saldos-consultar').click();
  const factura = page.getByTestId('saldos-fila').filter({ hasText: 'A-0001-00000042' });
  await expect(factura.getByTestId('saldos-estado')).toHaveText('Pagada');
  await expect(page.getByTestId('saldos-total')).toBeVisible();

  // 'Exportar': the export worker builds the workbook apart from the request, then the button downloads it.
  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByTestId('saldos-exportar').click()]);
  expect(descarga.suggestedFilename()).toBe('saldos.xlsx');
  // An XLSX is a ZIP.
  expect((await readFile(await descarga.path())).subarray(0, 2).toString()).toBe('PK');
});
