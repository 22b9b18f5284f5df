import { expect, test } from '@playwright/test';
import { signIn, tenantUrl } from './support.ts';

/** The portal's business day (UTC−3, as hoyNegocio): between 00:00 and 03:00 UTC it is still yesterday. */
const hoy = () => {
  const d = new Date(Date.now() - 3 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};

test('an administrator adds a goods type with tags, schedules it from today and sees it in the version history', async ({
  page,
}) => {
  const nombre = `Drones ${Date.now() % 100_000}`;
  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/maestros'));

  await expect(page.getByTestId('maestro-vigente')).toBeVisible();
  const filas = page.getByTestId('maestro-tiposMercaderia-fila');
  await expect(filas.first()).toBeVisible();
  const nueva = await filas.count();
  const versiones = await page.getByTestId('maestro-historial-fila').count();

  await page.getByTestId('maestro-tiposMercaderia-agregar').click();
  await page.getByTestId(`celda-nombre-${nueva}`).fill(nombre);
  const tags = page.getByTestId(`celda-tags-${nueva}`);
  for (const tag of ['drones', 'baterías de litio']) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  await expect(page.getByTestId('maestro-vigente-desde')).toHaveValue(hoy());
  await page.getByTestId('maestro-guardar').click();

  const ultima = page.getByTestId('maestro-historial-fila').first();
  await expect(page.getByTestId('maestro-historial-fila')).toHaveCount(versiones + 1);
  await expect(ultima).toContainText(`v${versiones + 1}`);
  await expect(ultima).toContainText(hoy());
  await expect(ultima).toContainText('administrador@cargosur.demo');
  await expect(ultima).toContainText(`+ ${nombre}`);
  await expect(page.getByTestId('maestro-vigente')).toContainText(`v${versiones + 1} desde ${hoy()}`);

  // Read back from the server: the new entry with its tags is the version in effect.
  await page.reload();
  await expect(page.getByTestId(`celda-nombre-${nueva}`)).toHaveValue(nombre);
  await expect(filas.nth(nueva)).toContainText('baterías de litio');
});

test('an administrator changes a sum-insured limit of a coverage in its form and saves a new tariff version', async ({
  page,
}) => {
  const limite = 400_000 + (Date.now() % 1000);
  const mostrado = `${limite.toLocaleString('es-AR')},00`;
  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/maestros?tab=coberturas'));
  await expect(page.getByTestId('maestro-vigente')).toBeVisible();
  const versiones = await page.getByTestId('maestro-historial-fila').count();

  await page.getByTestId('cobertura-tarifa-0').click();
  await page.getByTestId('cobertura-tab-condiciones').click();
  await page.getByTestId('limite-0-840').fill(String(limite));
  await page.getByTestId('cobertura-aplicar').click();
  await expect(page.getByTestId('cobertura-tab-condiciones')).toBeHidden();
  await page.getByTestId('maestro-guardar').click();
  await expect(page.getByTestId('maestro-historial-fila')).toHaveCount(versiones + 1);
  await expect(page.getByTestId('maestro-historial-fila').first()).toContainText(hoy());

  // Read back from the server: the new version holds the limit.
  await page.reload();
  await page.getByTestId('cobertura-tarifa-0').click();
  await page.getByTestId('cobertura-tab-condiciones').click();
  await expect(page.getByTestId('limite-0-840')).toHaveValue(mostrado);
});
