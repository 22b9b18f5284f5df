import { expect, test, type Browser } from '@playwright/test';
import { signIn, tenantUrl } from './support.ts';
import { cerrarBienvenida, completarExportacionTerrestre, COTIZADOR_PATH, POLIZAS_PATH, screenshots } from './wizard.ts';

const shot = screenshots('permisos');

const contexto = (browser: Browser) =>
  browser.newContext({ viewport: { width: 1440, height: 1000 }, timezoneId: 'America/Argentina/Buenos_Aires' });

test('without the quote permission there is no Clonar/Editar/Emitir, and the wizard routes are forbidden (spec 3 §2.1)', async ({
  browser,
}) => {
  test.setTimeout(150_000);

  // The producer saves a quote on a coverage of Aseguradora del Sur, and sees the wizard's buttons.
  const producerContext = await contexto(browser);
  const page = await producerContext.newPage();
  await signIn(page, 'cargosur', 'productor@cargosur.demo');
  await page.goto(tenantUrl('cargosur', COTIZADOR_PATH));
  await cerrarBienvenida(page);
  await completarExportacionTerrestre(page);
  await page.getByTestId('boton-cotizar').click();
  const card = page
    .getByTestId('oferta-card')
    .filter({ hasText: 'Aseguradora del Sur S.A.' })
    .filter({ has: page.getByTestId('oferta-seleccionar') })
    .first();
  await card.getByTestId('oferta-seleccionar').click();
  await page.getByTestId('boton-guardar').click();
  const toast = await page.getByText(/Indentificala con el número \d+/).textContent();
  const id = Number(/(\d+)/.exec(toast ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await page.goto(tenantUrl('cargosur', `${POLIZAS_PATH}/${id}`));
  for (const boton of ['detalle-clonar', 'detalle-editar', 'detalle-emitir']) await expect(page.getByTestId(boton)).toBeVisible();
  await producerContext.close();

  // The insurer consults specific trips but does not quote them.
  const insurerContext = await contexto(browser);
  const insurer = await insurerContext.newPage();
  await signIn(insurer, 'cargosur', 'aseguradora@cargosur.demo');
  await insurer.goto(tenantUrl('cargosur', POLIZAS_PATH));
  await expect(insurer.locator(`[data-testid="polizas-row"][data-id="${id}"]`)).toBeVisible();
  await expect(insurer.getByTestId('polizas-nueva')).toHaveCount(0);
  await expect(insurer.getByTestId('sidebar').getByTestId('nav-add-viajesEspecificos')).toHaveCount(0);
  for (const boton of ['Clonar', 'Editar', 'Emitir'])
    await expect(insurer.getByRole('link', { name: boton, exact: true })).toHaveCount(0);
  await shot(insurer, '01-lista-sin-cotizar');

  await insurer.locator(`[data-testid="polizas-row"][data-id="${id}"]`).dblclick();
  await expect(insurer).toHaveURL(new RegExp(`${POLIZAS_PATH}/${id}$`));
  await expect(insurer.getByTestId('detalle-titulo')).toContainText(String(id));
  for (const boton of ['detalle-clonar', 'detalle-editar', 'detalle-emitir'])
    await expect(insurer.getByTestId(boton)).toHaveCount(0);
  await shot(insurer, '02-detalle-sin-cotizar');

  // Typing the wizard's address leads to the forbidden page, not to the wizard.
  for (const ruta of [
    `${POLIZAS_PATH}/${id}/editar`,
    `${POLIZAS_PATH}/${id}/clonar`,
    `${POLIZAS_PATH}/${id}/emitir`,
    COTIZADOR_PATH,
  ]) {
    await insurer.goto(tenantUrl('cargosur', ruta));
    await expect(insurer).toHaveURL(/\/error\/403$/);
  }
  await shot(insurer, '03-ruta-prohibida');
  await insurerContext.close();
});
