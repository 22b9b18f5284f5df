import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { idDemo } from '../../scripts/local/embarcacion-demo.ts';
import { tenantUrl } from './support.ts';
import { codigoDelDetalle, verificarEnTelefono } from './verificacion.ts';

test('a visitor whose payment is rejected is told so, pays again through the simulated wallet and downloads the policy', async ({
  page,
  context,
}) => {
  // The link's total says 1 peso: the page and the wallet show the server's price.
  await page.goto(tenantUrl('cargosur', `/checkout?total=1&nombre=La+Gaviota&moneda=%24&id=${idDemo('cargosur')}`));
  await expect(page.getByText('El seguro de embarcación ya casi es tuyo')).toBeVisible();
  await expect(page.getByTestId('checkout-nombre')).toHaveText('La Gaviota');
  await expect(page.getByTestId('checkout-pagar')).toHaveText('Pagar $ 185.430,50');
  await page.getByTestId('checkout-pagar').click();
  await expect(page.getByTestId('checkout-qr')).toBeVisible();
  // The amount stays in sight beside the QR; the expiry is 24-hour time.
  await expect(page.getByTestId('checkout-total')).toHaveText('Total a pagar: $ 185.430,50');
  await expect(page.getByText(/^El pago vence a las ([01]\d|2[0-3]):[0-5]\d\.$/)).toBeVisible();

  const billetera = await context.newPage();
  await billetera.goto((await page.getByTestId('checkout-billetera').getAttribute('href'))!);
  await billetera.getByTestId('billetera-rechazar').click();
  await expect(billetera.getByTestId('billetera-resultado')).toHaveText('Pago rechazado');
  await expect(page.getByTestId('checkout-rechazado')).toContainText('El pago fue rechazado');

  await page.getByTestId('checkout-pagar').click();
  await expect(page.getByTestId('checkout-rechazado')).toHaveCount(0);
  await billetera.goto((await page.getByTestId('checkout-billetera').getAttribute('href'))!);
  await expect(billetera.getByText('ARS 185.430,50')).toBeVisible();
  await billetera.getByTestId('billetera-aprobar').click();
  await expect(billetera.getByTestId('billetera-resultado')).toHaveText('Pago aprobado');

  await expect(page.getByText('Gracias por contratarnos')).toBeVisible();
  await expect(page.getByTestId('checkout-pagada')).toContainText(/póliza EMB-\d{8}/);
  // The paid policy's verification code: the public page finds it in force for its year.
  const publica = await verificarEnTelefono(page, await codigoDelDetalle(page), {
    tipo: 'Póliza de embarcación',
    estado: 'Vigente',
    trayecto: 'Embarcación La Gaviota',
    suma: /^\$ \d{1,3}(\.\d{3})*,\d{2}$/,
  });
  await expect(publica.getByTestId('verificacion-vigencia')).toBeVisible();
  await publica.close();
  // The policy PDF is rendered right after the payment: the button answers once it exists.
  for (let intento = 0; ; intento++) {
    const descarga = page.waitForEvent('download', { timeout: 2_000 }).catch(() => null);
    await page.getByTestId('checkout-poliza').click();
    const d = await descarga;
    if (d) {
      expect((await readFile((await d.path())!)).subarray(0, 4).toString()).toBe('%PDF');
      break;
    }
    expect(intento).toBeLessThan(20);
  }
});
