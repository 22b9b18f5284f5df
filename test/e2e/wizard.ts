import { expect, type Page } from '@playwright/test';

/** Steps of the specific-trip quote wizard shared by the e2e specs. */

export const POLIZAS_PATH = '/seguros/viajes-especificos/polizas';
export const COTIZADOR_PATH = `${POLIZAS_PATH}/cotizador`;

/** A screenshot (full page unless told) into test-results/<folder>/<name>.png. */
export const screenshots =
  (folder: string) =>
  (page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<Buffer> =>
    page.screenshot({ path: `test-results/${folder}/${name}.png`, fullPage });

/** Picks an option of a Mantine Select, typing `search` first when given. */
export const choose = async (page: Page, testId: string, option: string | RegExp, search?: string) => {
  if (search) await page.getByTestId(testId).fill(search);
  else await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
};

/** The welcome pop-up of a new quote: 'do not show again' is checked by default and stored on continue. */
export const cerrarBienvenida = async (page: Page, shot?: () => Promise<unknown>) => {
  await expect(page.getByTestId('bienvenida-modal')).toBeVisible();
  await expect(page.getByTestId('bienvenida-no-mostrar')).toBeChecked();
  await shot?.();
  await page.getByTestId('bienvenida-continuar').click();
  expect(await page.evaluate(() => localStorage.getItem('viajes-especificos-bienvenida-no-mostrar'))).toBe('true');
};

/**
 * Step Viaje: the first policyholder, export Argentina -> Brasil by road (risk 202 sets the origin to
 * the policy country and clears the destination), more than 400 km where the band shows, consumer
 * electronics (found by a tag, ignoring accents), US$ 50 000 + 2 000 freight + 500 other costs + 10 % =
 * US$ 57 750 (with `beneficioImaginario` 0, the embedded tenant's locked value, US$ 52 500). The
 * departure date is left at today unless `fechaSalida` (yyyy-mm-dd) is given.
 */
export const completarExportacionTerrestre = async (
  page: Page,
  { fechaSalida, beneficioImaginario = 10 }: { fechaSalida?: string; beneficioImaginario?: 0 | 10 } = {},
) => {
  await page.getByTestId('campo-tomador').fill('a');
  await page.getByTestId('campo-tomador-option').first().click();
  await choose(page, 'campo-idTipoRiesgo', 'Exportación');
  await expect(page.getByTestId('campo-origenId')).toHaveValue('Argentina');
  await expect(page.getByTestId('campo-destinoId')).toHaveValue('');
  await choose(page, 'campo-destinoId', /Brasil/, 'Bras');
  await expect(page.getByTestId('campo-idModoTransporte')).toHaveValue('Terrestre');
  if (fechaSalida) await page.getByTestId('campo-fechaSalida').fill(fechaSalida.split('-').reverse().join('/'));
  // The kilometre band shows only where the tenant prices distance (mostrarKm).
  if (await page.getByTestId('campo-km').count()) await choose(page, 'campo-km', 'más de 400 km');
  await choose(page, 'campo-mercaderiaId', /Electrónica de consumo/, 'tecnologia');
  await page.getByTestId('campo-valor').fill('50000');
  await page.getByTestId('campo-flete').fill('2000');
  await page.getByTestId('campo-demasGastos').fill('500');
  // The embedded tenant's maximum is 0: the field shows 0 % and is locked.
  if (beneficioImaginario) await page.getByTestId('campo-beneficioImaginario').fill(String(beneficioImaginario));
  else await expect(page.getByTestId('campo-beneficioImaginario')).toHaveValue('0 %');
  await expect(page.getByTestId('suma-asegurada-total')).toHaveText(beneficioImaginario ? 'US$ 57.750,00' : 'US$ 52.500,00');
};

export interface DatosOperativos {
  refInterna: string;
  detalleMercaderia: string;
  detalleOrigen: string;
  detalleDestino: string;
}

/** Step Emisión: the required operational data (reference and the three details). */
export const completarDatosOperativos = async (page: Page, d: DatosOperativos) => {
  await page.getByTestId('campo-refInterna').fill(d.refInterna);
  await page.getByTestId('campo-detalleMercaderia').fill(d.detalleMercaderia);
  await page.getByTestId('campo-detalleOrigen').fill(d.detalleOrigen);
  await page.getByTestId('campo-detalleDestino').fill(d.detalleDestino);
};

/** The success page after the issue request, for quote `id` (the embedded tenant has no go-to-list button). */
export const esperarExito = async (page: Page, id: number, { irALista = true }: { irALista?: boolean } = {}) => {
  await expect(page.getByText('Solicitud de emisión enviada')).toBeVisible();
  await expect(page.getByText('Solicitud de emisión con éxito')).toBeVisible();
  await expect(page.getByTestId('exito-nro-cotizacion')).toHaveText(`Nro. Cotización ${id}`);
  await expect(page.getByText('su seguro de viaje está listo')).toBeVisible();
  if (irALista) await expect(page.getByTestId('exito-ir-lista')).toBeVisible();
  else await expect(page.getByTestId('exito-ir-lista')).toHaveCount(0);
};

/** Prices the trip and picks the first coverage without excess (one that offers 'Seleccionar'). */
export const cotizarYElegirOferta = async (page: Page, alVerOfertas?: () => Promise<unknown>) => {
  await page.getByTestId('boton-cotizar').click();
  const cards = page.getByTestId('oferta-card');
  await expect(cards.first()).toBeVisible();
  await alVerOfertas?.();
  await cards
    .filter({ has: page.getByTestId('oferta-seleccionar') })
    .first()
    .getByTestId('oferta-seleccionar')
    .click();
};

/**
 * The short way through the wizard, from an open quoter: the trip of completarExportacionTerrestre,
 * quote, the first selectable offer, save, and issue paying by transfer. Returns the certificate id
 * once the success page shows it. `alPaso` runs on each step once it is filled in (the phone specs
 * check the screen there).
 */
export const cotizarGuardarYEmitir = async (
  page: Page,
  {
    beneficioImaginario,
    irALista = true,
    alPaso,
  }: { beneficioImaginario?: 0 | 10; irALista?: boolean; alPaso?: (paso: string) => Promise<unknown> } = {},
): Promise<number> => {
  await completarExportacionTerrestre(page, beneficioImaginario === undefined ? {} : { beneficioImaginario });
  await alPaso?.('viaje');
  await cotizarYElegirOferta(page, async () => alPaso?.('ofertas'));
  await alPaso?.('oferta elegida');
  await page.getByTestId('boton-guardar').click();
  await expect(page.getByText('Guardaste la cotización')).toBeVisible();
  const toast = await page.getByText(/Indentificala con el número \d+/).textContent();
  const id = Number(/(\d+)/.exec(toast ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  // Guardar lands on Emisión (spec 3 §4.2).
  await completarDatosOperativos(page, {
    refInterna: `REF-${id}`,
    detalleMercaderia: 'Notebooks en cajas paletizadas',
    detalleOrigen: 'Depósito fiscal, CABA',
    detalleDestino: 'Centro logístico, São Paulo',
  });
  await page.getByTestId('campo-pago-cbu').fill('0070999020000012345678');
  await alPaso?.('emisión');
  await page.getByTestId('boton-emitir').click();
  await esperarExito(page, id, { irALista });
  await alPaso?.('éxito');
  return id;
};
