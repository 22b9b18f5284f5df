import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, tenantUrl } from './support.ts';

const como = async (browser: Browser, who: string, viewport?: { width: number; height: number }) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'cargosur', `${who}@cargosur.demo`);
  // The phone's width once signed in (the header hides the user's name there).
  if (viewport) await page.setViewportSize(viewport);
  return page;
};

/** Opens the form from the list's button, fills a customs-bond request and sends it: answers its number. */
const pedirCotizacion = async (page: Page, aduana: string) => {
  await page.goto(tenantUrl('cargosur', '/cauciones-aduaneras/'));
  await page.getByTestId('cauciones-add').click();
  await expect(page).toHaveURL(/\/cauciones\/aduaneras\/cotizar$/);
  await expect(page.getByRole('heading', { name: 'Cotizar caución aduanera' })).toBeVisible();
  await page.getByTestId('caucion-tomador').fill('Agro');
  await page.getByRole('option').first().click();
  await page.getByTestId('caucion-tipo').click();
  await page.getByRole('option', { name: 'Importación temporaria' }).click();
  await page.getByTestId('caucion-moneda').fill('us$');
  await page.getByRole('option', { name: 'US$ · Dólar estadounidense' }).click();
  await page.getByTestId('caucion-suma').fill('85.000,50');
  await page.getByTestId('caucion-plazo').fill('6');
  await page.getByTestId('caucion-aduana').fill(aduana);
  await page.getByTestId('caucion-enviar').click();
  const enviada = page.getByTestId('caucion-enviada');
  await expect(enviada).toContainText('Su solicitud de cotización se envió con éxito');
  await expect(page.getByTestId('caucion-aduana')).toBeDisabled();
  return /CA-\d{8}/.exec((await enviada.textContent()) ?? '')![0];
};

test('a producer asks for a customs-bond quotation and finds it in the list; the insurer quotes it and the producer reads the terms', async ({
  browser,
}) => {
  const productor = await como(browser, 'productor');
  await productor.goto(tenantUrl('cargosur', '/cauciones/aduaneras/cotizar'));
  // An invalid submit marks the fields and sends nothing.
  await productor.getByTestId('caucion-enviar').click();
  await expect(productor.getByText('Requerido')).toHaveCount(6);
  const numero = await pedirCotizacion(productor, 'Buenos Aires (001)');
  await productor.goto(tenantUrl('cargosur', '/cauciones-aduaneras'));
  const fila = productor.locator(`[data-numero="${numero}"]`);
  await expect(fila).toContainText('Importación temporaria');
  await expect(fila).toContainText('US$ 85.000,50');
  await expect(fila.getByTestId('suscripcion-estado')).toHaveAttribute('data-estado', '1');

  // The insurer finds it in its queue and quotes it with the terms.
  const aseguradora = await como(browser, 'aseguradora');
  await aseguradora.goto(tenantUrl('cargosur', '/cauciones-aduaneras'));
  await aseguradora.locator(`[data-numero="${numero}"]`).click();
  await expect(aseguradora.getByTestId('caucion-titulo')).toHaveText(`Caución ${numero}`);
  await aseguradora.getByTestId('suscripcion-nuevo-estado').getByText('Cotizada').click();
  await aseguradora.getByTestId('suscripcion-respuesta-texto').fill('Tasa 1,2 % anual; mínimo US$ 150.');
  await aseguradora.getByTestId('suscripcion-cambiar').click();
  await expect(aseguradora.getByTestId('caucion-respuesta')).toContainText('Tasa 1,2 % anual');

  await fila.click();
  await expect(productor.getByTestId('caucion-respuesta')).toContainText('mínimo US$ 150');
  await expect(productor.getByTestId('suscripcion-cambio')).toHaveCount(0);
});

test('at 390 px a producer asks for a customs-bond quotation and sees it in the list', async ({ browser }) => {
  const page = await como(browser, 'productor', { width: 390, height: 844 });
  const numero = await pedirCotizacion(page, 'Rosario (052)');
  await page.goto(tenantUrl('cargosur', '/cauciones-aduaneras'));
  await expect(page.locator(`[data-numero="${numero}"]`)).toBeInViewport();
  // The page itself does not scroll sideways (the table scrolls inside its own box).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/cauciones-390.png', fullPage: true });
});
