import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { textoDePdf } from '../fixtures/texto-pdf.ts';
import { signIn, tenantUrl } from './support.ts';
import {
  cerrarBienvenida,
  completarDatosOperativos,
  completarExportacionTerrestre,
  COTIZADOR_PATH,
  esperarExito,
  POLIZAS_PATH,
  screenshots,
} from './wizard.ts';

const shot = screenshots('viajes-especificos');

const esPdf = async (d: Download) => (await readFile(await d.path())).subarray(0, 4).toString() === '%PDF';

test('a producer quotes Buenos Aires -> São Paulo by road, saves, issues and verifies the certificate', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'cargosur', 'productor@cargosur.demo');
  await page.goto(tenantUrl('cargosur', COTIZADOR_PATH));

  // Welcome pop-up: 'do not show again' is checked by default and stored on continue.
  await cerrarBienvenida(page, () => shot(page, '01-bienvenida'));

  // Producer preselected with its level ('N2 · 10 · …': a level-2 producer under the broker); an empty
  // quote shows the field errors and the toast. Cargo Sur does not show the kilometre band.
  await expect(page.getByTestId('campo-productor')).toHaveValue(/N2 · 10 · Productores Asociados/);
  await expect(page.getByTestId('campo-km')).toHaveCount(0);
  await page.getByTestId('boton-cotizar').click();
  await expect(page.getByText('Por favor, revisá los errores para poder continuar')).toBeVisible();
  await expect(page.getByText('Requerido').first()).toBeVisible();

  // Trip: export AR -> BR by road (risk 202 sets the origin to the policy country and clears the destination),
  // goods found by their tags ignoring accents, US$ 57 750 insured.
  await completarExportacionTerrestre(page);
  await shot(page, '02-viaje');

  // Offers: several cards, the server's numbers.
  await page.getByTestId('boton-cotizar').click();
  const cards = page.getByTestId('oferta-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  await expect(page.getByTestId('campo-cuotas')).toBeDisabled();
  await expect(page.getByTestId('campo-dctoComercial')).toBeVisible();
  await shot(page, '03-cobertura');
  const primera = cards.filter({ has: page.getByTestId('oferta-seleccionar') }).first();
  const cobertura = await primera.getByTestId('oferta-titulo').textContent();
  await primera.getByTestId('oferta-seleccionar').click();

  // Summary: one selected card; save gives the number and moves to the issue step (spec 3 §4.2).
  await expect(page.getByTestId('resumen-cotizacion')).toBeVisible();
  await expect(page.getByTestId('resumen-suma-asegurada')).toHaveText('US$ 57.750,00');
  const elegida = page.locator('[data-testid="oferta-card"][data-selected="true"]');
  await expect(elegida).toHaveCount(1);
  await expect(elegida.getByTestId('oferta-titulo')).toHaveText(cobertura ?? '');
  await page.getByTestId('boton-guardar').click();
  await expect(page.getByText('Guardaste la cotización')).toBeVisible();
  const toast = await page.getByText(/Indentificala con el número \d+/).textContent();
  const id = Number(/(\d+)/.exec(toast ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await expect(page.getByTestId('campo-refInterna')).toBeVisible();
  await expect(page.getByTestId('campo-productor')).toBeDisabled();
  // Back on the summary the quote is saved: no second save, the copies print, and it continues to issue.
  await page.getByTestId('boton-atras').click();
  await expect(page.getByTestId('boton-guardar')).toBeDisabled();
  await expect(page.getByTestId('boton-copia-asegurado')).toBeVisible();
  await shot(page, '04-resumen-guardado');

  // Issue with a transfer: cbu required; several notification e-mails separated by ';'.
  await page.getByTestId('boton-solicitar-emision').click();
  await completarDatosOperativos(page, {
    refInterna: 'REF-E2E-001',
    detalleMercaderia: 'Notebooks y monitores en cajas paletizadas',
    detalleOrigen: 'Depósito fiscal, Av. Pedro de Mendoza 2000, CABA',
    detalleDestino: 'Centro logístico, Rodovia Anhanguera km 25, São Paulo',
  });
  await page.getByTestId('campo-otroEmail').fill('logistica@cliente.demo; no-es-un-mail');
  await page.getByTestId('boton-emitir').click();
  await expect(page.getByText('Debe ingregar un email válido. Si es más de uno separar por ;')).toBeVisible();
  await page.getByTestId('campo-otroEmail').fill('logistica@cliente.demo; compras@cliente.demo');
  await page.getByTestId('boton-emitir').click();
  await expect(page.getByText('Por favor revise la información de pago')).toBeVisible();
  await page.getByTestId('campo-pago-cbu').fill('0070999020000012345678');
  await shot(page, '05-emision');
  // The success page reads the certificate until its proof is rendered; keep the last reading.
  let leido:
    { estado: { id: number }; nroCertificado: string; codigoVerificacion: string; documentosPendientes: boolean } | undefined;
  page.on('response', (r) => {
    if (r.request().method() === 'GET' && r.url().endsWith(`/v1/viajes-especificos/polizas/${id}`) && r.ok())
      void r.json().then((body) => (leido = body as typeof leido));
  });
  await page.getByTestId('boton-emitir').click();

  // Success page.
  await esperarExito(page, id);
  await shot(page, '06-exito');

  // The issuance proof is a PDF, its link asked for on click: it downloads and the page stays.
  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByTestId('exito-constancia').click()]);
  expect(descarga.suggestedFilename()).toBe(`constancia-emision-${id}.pdf`);
  expect(await esPdf(descarga)).toBe(true);
  await expect(page.getByTestId('emision-exito')).toBeVisible();

  // The certificate carries its verification code; the detail shows it issued; the public page says it is valid.
  await expect.poll(() => leido?.documentosPendientes).toBe(false);
  const certificado = leido!;
  expect(certificado.estado.id).toBe(20);
  await page.getByTestId('exito-ir-detalle').click();
  await expect(page.getByTestId('detalle-constancia')).toBeVisible();
  // The detail's document buttons ask for a fresh link when clicked: the PDF downloads with its name.
  const [constancia] = await Promise.all([page.waitForEvent('download'), page.getByTestId('detalle-constancia').click()]);
  expect(constancia.suggestedFilename()).toBe(`constancia-emision-${id}.pdf`);
  expect(certificado.codigoVerificacion).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  // Its text says the cover period and carries the code the public page checks.
  const papel = (await textoDePdf(await readFile(await constancia.path()), 'todas')).join(' ');
  expect(papel).toContain(`Certificado N° ${certificado.nroCertificado}`);
  expect(papel).toMatch(/Vigencia Desde la salida el \d{2}\/\d{2}\/\d{4} hasta la llegada a destino/);
  expect(papel).toContain(certificado.codigoVerificacion);
  await page.goto(tenantUrl('cargosur', `/verificar/${certificado.codigoVerificacion}`));
  await expect(page.getByTestId('verificacion-resultado')).toHaveAttribute('data-valido', 'true');
  await shot(page, '07-verificacion');

  // The list asks for its links on click too: a row's documents, and its print opens the insured and
  // producer copies in two tabs (opened inside the click, sent to their links once they arrive).
  await page.goto(tenantUrl('cargosur', POLIZAS_PATH));
  const fila = page.locator(`[data-testid="polizas-row"][data-id="${id}"]`);
  await fila.getByTestId('polizas-expand').click();
  const [doc] = await Promise.all([page.waitForEvent('download'), page.getByTestId('polizas-doc-constancia').click()]);
  expect(doc.suggestedFilename()).toBe(`constancia-emision-${id}.pdf`);
  const pestanas: Promise<Download>[] = [];
  page.context().on('page', (p) => pestanas.push(p.waitForEvent('download')));
  await fila.getByTestId('polizas-print').click();
  await expect.poll(() => pestanas.length).toBe(2);
  const copias = await Promise.all(pestanas);
  expect(copias.map((d) => d.suggestedFilename()).sort()).toEqual([`copia-asegurado-${id}.pdf`, `copia-productor-${id}.pdf`]);
  expect(await Promise.all(copias.map(esPdf))).toEqual([true, true]);

  // The list's filters live in the address (record 0173): a reload keeps the number searched and its one row.
  await page.getByTestId('polizas-search').fill(certificado.nroCertificado);
  await expect(page).toHaveURL(new RegExp(`q=${certificado.nroCertificado}`));
  await expect(page.getByTestId('polizas-row')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('polizas-search')).toHaveValue(certificado.nroCertificado);
  await expect(page.getByTestId('polizas-row')).toHaveCount(1);
  await expect(page.locator(`[data-testid="polizas-row"][data-id="${id}"]`)).toBeVisible();
});

test('Guardar goes to Emisión; editing the saved quote shows its print buttons until something changes', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'cargosur', 'productor@cargosur.demo');
  await page.goto(tenantUrl('cargosur', COTIZADOR_PATH));
  await cerrarBienvenida(page);
  await completarExportacionTerrestre(page);
  await page.getByTestId('boton-cotizar').click();
  const elegible = (p: typeof page) =>
    p
      .getByTestId('oferta-card')
      .filter({ has: p.getByTestId('oferta-seleccionar') })
      .first();
  const cobertura = await elegible(page).getByTestId('oferta-titulo').textContent();
  await elegible(page).getByTestId('oferta-seleccionar').click();

  // Guardar saves once and lands on the issue step.
  await page.getByTestId('boton-guardar').click();
  const toast = await page.getByText(/Indentificala con el número \d+/).textContent();
  const id = Number(/(\d+)/.exec(toast ?? '')?.[1]);
  await expect(page.getByTestId('boton-emitir')).toBeVisible();
  await expect(page.getByTestId('campo-refInterna')).toBeVisible();

  // Edit mode: re-quoting the unchanged quote and choosing the same coverage keeps it saved, with its copies.
  await page.goto(tenantUrl('cargosur', `${POLIZAS_PATH}/${id}/editar`));
  await page.getByTestId('boton-cotizar').click();
  // Offers come cheapest first: the same quote gives the same first selectable card.
  await expect(elegible(page).getByTestId('oferta-titulo')).toHaveText(cobertura ?? '');
  await elegible(page).getByTestId('oferta-seleccionar').click();
  await expect(page.getByTestId('resumen-cotizacion')).toBeVisible();
  await expect(page.getByTestId('boton-copia-asegurado')).toBeVisible();
  await expect(page.getByTestId('boton-copia-pas')).toBeVisible();
  const [copia] = await Promise.all([page.waitForEvent('download'), page.getByTestId('boton-copia-pas').click()]);
  expect(copia.suggestedFilename()).toBe(`copia-productor-${id}.pdf`);
  await expect(page.getByTestId('boton-guardar')).toBeDisabled();
  await expect(page.getByTestId('boton-solicitar-emision')).toHaveText('Solicitar emisión');
  await shot(page, '08-editar-guardada');

  // A change makes it a new version: the old copies hide and it must be saved again.
  await page.getByTestId('boton-atras').click();
  await page.getByTestId('boton-atras').click();
  await page.getByTestId('campo-flete').fill('2500');
  await page.getByTestId('boton-cotizar').click();
  await elegible(page).getByTestId('oferta-seleccionar').click();
  await expect(page.getByTestId('boton-copia-asegurado')).toHaveCount(0);
  await expect(page.getByTestId('boton-guardar')).toBeEnabled();
  await page.getByTestId('boton-guardar').click();
  await expect(page.getByText(`Indentificala con el número ${id}`)).toBeVisible();
  await expect(page.getByTestId('boton-emitir')).toBeVisible();
});
