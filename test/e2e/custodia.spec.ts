import { expect, test } from '@playwright/test';
import { fechasAjenas } from '../fixtures/fechas.ts';
import { dia, emitirCertificadoCarga } from './carga.ts';
import { signIn, tenantUrl } from './support.ts';
import { screenshots } from './wizard.ts';

const shot = screenshots('custodia');

test('a producer quotes and hires security custody from an issued certificate and sees the route on the map', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'cargosur', 'productor@cargosur.demo');
  await emitirCertificadoCarga(page, 'E2E-CUSTODIA');
  const numero = ((await page.getByTestId('cert-detalle-titulo').textContent()) ?? '').replace('Certificado N° ', '');
  await expect(page.getByTestId('custodia-sin-contratar')).toHaveText('Sin custodia contratada.');

  await page.getByTestId('detalle-medidas-seguridad').click();
  await expect(page.getByTestId('custodia-certificado')).toHaveText(`Certificado ${numero}`);
  // The map opens on Buenos Aires before any place is chosen, over the offline base.
  await expect(page.getByTestId('custodia-mapa')).toHaveAttribute('data-estado', 'listo', { timeout: 20_000 });
  await page.getByTestId('custodia-cotizar').click();
  await expect(page.getByText('Debe especificár el lugar de origen').first()).toBeVisible();

  await page.getByTestId('custodia-from').fill('Puerto de Buenos');
  await page.getByTestId('custodia-from-option').first().click();
  await page.getByTestId('custodia-to').fill('Rosario');
  await page.getByTestId('custodia-to-option').first().click();
  await page.getByTestId('custodia-vehiculos').fill('2');
  await expect(page.getByTestId('custodia-distancia')).toHaveText(/^Distancia aproximada: \d{1,3}(\.\d{3})* km$/);
  await expect(page.getByTestId('custodia-mapa')).toHaveAttribute('data-ruta', 'visible');

  await page.getByTestId('custodia-cotizar').click();
  await expect(page.getByText('Cotizada', { exact: true })).toBeVisible();
  await expect(page.getByTestId('custodia-plan')).toHaveText('Custodia armada');
  const tarifa = await page.getByTestId('custodia-tarifa').textContent();
  // The provider's rate with its currency (pesos), es-AR.
  expect(tarifa).toMatch(/^\$ \d{1,3}(\.\d{3})*,\d{2}$/);
  await shot(page, '01-cotizada');

  await page.getByTestId('custodia-solicitar').click();
  await expect(page.getByTestId('custodia-contratar-precio')).toHaveText(`Vas a contratar Custodia armada por ${tarifa}.`);
  await page.getByTestId('custodia-contratar').click();
  await expect(page.getByText('Revise los campos marcados en rojo').first()).toBeVisible();
  await page.getByTestId('custodia-date').fill(dia(0));
  // The time is typed on the 24-hour clock whatever the browser's language (never AM/PM).
  await page.getByTestId('custodia-hour').fill('2030');
  await expect(page.getByTestId('custodia-hour')).toHaveValue('20:30');
  await page.getByTestId('custodia-driver-name').fill('Juan Pérez');
  await page.getByTestId('custodia-driver-company').fill('Transportes del Sur');
  await page.getByTestId('custodia-driver-licensePlate').fill('AB123CD');
  await page.getByTestId('custodia-driver-phone-codeCountry').fill('+54');
  await page.getByTestId('custodia-driver-phone-area').fill('11');
  await page.getByTestId('custodia-driver-phone-number').fill('4567 890');
  await page.getByTestId('custodia-tripDetails').fill('Necesita monitoreo GPS');
  await page.getByTestId('custodia-email').fill('logistica@exportadora.demo');
  await page.getByTestId('custodia-contratar').click();
  await expect(page.getByText('Contratada', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('custodia-stepper')).toHaveCount(0);

  // The detail keeps the hire: when, the rate quoted, the driver.
  const contratada = page.getByTestId('custodia-contratada');
  await expect(contratada).toContainText(`${dia(0)} 20:30`);
  expect(fechasAjenas(await contratada.innerText())).toEqual([]);
  await expect(contratada).toContainText(tarifa!);
  await expect(contratada).toContainText('Juan Pérez (Transportes del Sur)');
  await expect(contratada).toContainText('+54 11 4567 890');
  await expect(page.getByTestId('detalle-medidas-seguridad')).toHaveCount(0);
  await shot(page, '02-contratada');

  // The security entry lists the issued certificates with the same modal: this one's custody is hired,
  // and the modal shows the hire instead of the form.
  await page.goto(tenantUrl('cargosur', '/medidas-seguridad'));
  await page.getByTestId('medidas-buscar').fill(numero);
  const fila = page.locator(`[data-numero="${numero}"]`);
  await expect(fila.getByTestId('medidas-custodia')).toHaveText('Contratada');
  await fila.getByTestId('medidas-abrir').click();
  await expect(page.getByTestId('custodia-ya-contratada')).toHaveText('La custodia de este certificado ya está contratada.');
  await expect(page.getByTestId('custodia-contratada')).toContainText(tarifa!);
  await expect(page.getByTestId('custodia-stepper')).toHaveCount(0);
  await shot(page, '03-medidas-contratada');
});
