import { expect, test, type Page } from '@playwright/test';
import { api, dia, emitirCertificado, idToken } from './api.ts';
import { listaFiltrada, signIn, tenantUrl } from './support.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/siniestros-${name}.png`, fullPage: true });

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

test('a member of the public files a claim with photos and an invoice; the handler manages it; a producer sees it read-only', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { nro, cif } = await emitirCertificado();

  // 1. Public notice on the tenant subdomain, no login, at the route table's path (spec 3 §2.9).
  const publico = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await publico.goto(tenantUrl('cargosur', '/siniestros/denuncias'));
  await expect(publico.getByRole('heading', { name: 'Aviso de Siniestro' })).toBeVisible();
  await expect(publico.getByTestId('aviso-ayuda')).toContainText('Necesitas ayuda?');
  await expect(publico.getByTestId('aviso-cif')).toHaveAttribute('placeholder', 'RUC / CUIT / RFC / NIT / CIF');
  await publico.getByTestId('aviso-numero').fill('VE-99999999');
  await publico.getByTestId('aviso-cif').fill(cif);
  await publico.getByTestId('aviso-continuar').click();
  await expect(publico.getByTestId('aviso-no-encontrado')).toHaveText(
    'No encontramos su certificado. Verifique que los datos ingresados sean correctos.',
  );
  await publico.getByTestId('aviso-numero').fill(nro);
  await publico.getByTestId('aviso-continuar').click();
  await expect(publico.getByTestId('aviso-certificado')).toHaveText(`Certificado: #${nro}`);
  await expect(publico).toHaveURL(/\/siniestros\/denuncias\/nueva\?/);

  // Informar with an empty form marks every field.
  await publico.getByTestId('denuncia-informar').click();
  await expect(publico.getByText('Requerido').first()).toBeVisible();

  await publico.getByTestId('denuncia-contacto-nombre').fill('María Pérez');
  await publico.getByTestId('denuncia-contacto-email').fill('maria.perez@cliente.demo');
  await publico.getByTestId('denuncia-contacto-telefono').fill('+54 11 4444-5555');
  await publico.getByTestId('denuncia-cobertura').click();
  await publico.getByRole('option', { name: /Accidente del medio de transporte/ }).click();
  const [yyyy, mm, dd] = dia(1).split('-');
  // Typed the way spec 3 §5.5 writes it (dd-mm-yyyy), shown the portal's way (decision 0148).
  await publico.getByTestId('denuncia-fecha').fill(`${dd}-${mm}-${yyyy}`);
  await expect(publico.getByTestId('denuncia-fecha')).toHaveValue(`${dd}/${mm}/${yyyy}`);
  await publico.getByTestId('denuncia-monto').fill('12345,67');
  await publico.getByTestId('denuncia-monto').blur();
  await expect(publico.getByTestId('denuncia-monto')).toHaveValue('12.345,67');
  await publico.getByTestId('denuncia-descripcion').fill('Vuelco del camión en la ruta 14; la carga quedó expuesta a la lluvia.');
  await publico.getByTestId('denuncia-lugar').fill('Ruta Nacional 14, km 320, Corrientes');
  await publico.getByTestId('denuncia-ubicacion').fill('Depósito de la transportista en Paso de los Libres');
  await publico.getByTestId('denuncia-comentarios').fill('Adjunto fotos y factura.');
  await publico.getByTestId('adjuntos-fotosDanio-input').setInputFiles([
    { name: 'frente.png', mimeType: 'image/png', buffer: PNG },
    { name: 'costado.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await publico
    .getByTestId('adjuntos-facturas-input')
    .setInputFiles([{ name: 'factura.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await publico
    .getByTestId('adjuntos-otros-input')
    .setInputFiles([{ name: 'virus.exe', mimeType: 'application/x-msdownload', buffer: PDF }]);
  await expect(publico.getByTestId('adjuntos-otros-rechazo')).toContainText('Tipo de archivo no permitido');
  await expect(publico.locator('[data-testid=adjunto-fotosDanio][data-estado=listo]')).toHaveCount(2);
  await expect(publico.locator('[data-testid=adjunto-facturas][data-estado=listo]')).toHaveCount(1);
  await shot(publico, '1-formulario');
  await publico.getByTestId('denuncia-informar').click();
  await expect(publico.getByRole('heading', { name: 'Gracias por contactarte' })).toBeVisible();
  await expect(publico).toHaveURL(/\/siniestros\/denuncias\/denunciado\?/);
  await expect(publico.getByTestId('aviso-documentos')).toContainText('Denuncia policial');
  const numero = ((await publico.getByTestId('aviso-numero-siniestro').textContent()) ?? '').replace(/^.*: /, '');
  expect(numero).toMatch(/^S-\d{4}-\d{6}$/);
  await shot(publico, '2-gracias');
  await publico.close();

  // 2. The claims handler finds it, moves it to 'En análisis', sets a reserve, adds an indemnity and comments.
  const handlerCtx = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const handler = await handlerCtx.newPage();
  await signIn(handler, 'cargosur', 'siniestros@cargosur.demo');
  await handler.goto(tenantUrl('cargosur', '/siniestros'));
  await expect(handler.getByTestId('siniestros-tab-lista')).toHaveText('Denuncias');
  await handler.getByTestId('siniestros-filtro-certificado').fill(nro);
  await listaFiltrada(handler, 'siniestros', nro);
  const row = handler.locator(`[data-testid=siniestros-row][data-numero="${numero}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('siniestros-row-id')).toBeVisible();
  await expect(row).toContainText('USD 12.345,67');
  await row.click();
  await expect(handler.getByTestId('siniestros-tab').filter({ hasText: `Siniestro ${numero}` })).toBeVisible();
  await expect(handler.getByTestId('siniestro-archivo')).toHaveCount(3);
  // A file's link is asked for on click (a fresh 5-minute link), and downloads with its name.
  const [descarga] = await Promise.all([
    handler.waitForEvent('download'),
    handler.getByTestId('siniestro-archivo').filter({ hasText: 'factura.pdf' }).click(),
  ]);
  expect(descarga.suggestedFilename()).toBe('factura.pdf');
  await handler.getByTestId('siniestro-estado-select').click();
  await handler.getByRole('option', { name: 'En análisis' }).click();
  await handler.getByTestId('siniestro-reserva').fill('10000');
  await handler.getByTestId('siniestro-indemnizacion-agregar').click();
  // The indemnity date is typed dd/mm/aaaa whatever the browser's locale; the form keeps ISO.
  const [py, pm, pd] = dia().split('-');
  await handler.getByTestId('siniestro-indemnizacion-fecha').fill(`${pd}${pm}${py}`);
  await expect(handler.getByTestId('siniestro-indemnizacion-fecha')).toHaveValue(`${pd}/${pm}/${py}`);
  // Guardar right after typing, as a user does: the amount's blur must not move the button.
  await handler.getByTestId('siniestro-indemnizacion-valor').fill('2500,5');
  await handler.getByTestId('siniestro-guardar').click();
  await expect(handler.getByText('Se guardaron los cambios.')).toBeVisible();
  await expect(handler.getByTestId('siniestro-detalle').getByTestId('siniestro-estado').first()).toHaveText('En análisis');
  await expect(handler.getByTestId('siniestro-reserva')).toHaveValue('10.000,00');
  await expect(handler.getByTestId('siniestro-indemnizacion-fecha')).toHaveValue(`${pd}/${pm}/${py}`);
  await expect(handler.getByTestId('siniestro-indemnizacion-valor')).toHaveValue('2.500,50');
  await handler.getByTestId('siniestro-comentario').fill('Pedimos el informe del liquidador.');
  await handler.getByTestId('siniestro-comentar').click();
  await expect(handler.getByText('Comentario publicado.')).toBeVisible();
  await expect(handler.getByTestId('siniestro-observacion')).toContainText('Pedimos el informe del liquidador.');
  await shot(handler, '3-detalle-handler');
  const detalleUrl = handler.url();
  // Closing the tab returns to the list.
  await handler.getByTestId('siniestros-tab-cerrar').click();
  await expect(handler.getByTestId('siniestros-table')).toBeVisible();
  await handlerCtx.close();

  // 3. A producer without the edit permission sees the whole form disabled.
  const productorCtx = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const productor = await productorCtx.newPage();
  await signIn(productor, 'cargosur', 'productor@cargosur.demo');
  await productor.goto(detalleUrl);
  await expect(productor.getByTestId('siniestro-detalle')).toBeVisible();
  await expect(productor.getByTestId('siniestro-form')).toHaveAttribute('data-disabled', 'true');
  await expect(productor.getByTestId('siniestro-reserva')).toBeDisabled();
  await expect(productor.getByTestId('siniestro-numero')).toBeDisabled();
  await expect(productor.getByTestId('siniestro-guardar')).toBeDisabled();
  await expect(productor.getByTestId('siniestro-id')).toHaveCount(0);
  await shot(productor, '4-detalle-productor');
  await productorCtx.close();
});

test('the claims list: dd/mm/aaaa days, filters, page and page size in the URL, the range error, pinned state and arrow, a column chooser, a click opens', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const certificado = await emitirCertificado();
  const productor = await idToken('cargosur', 'productor@cargosur.demo');
  // Eleven claims on a certificate of their own: ten on page 1 at size 10, one on page 2.
  for (let i = 0; i < 11; i++) {
    const res = await api(productor, 'POST', '/v1/siniestros', {
      idCertificado: certificado.id,
      numeroCertificado: certificado.nro,
      cif: certificado.cif,
      contacto: { nombre: 'María Pérez', email: 'maria.perez@cliente.demo', telefono: '+54 11 4444-5555' },
      cobertura: 3,
      fechaOcurrencia: dia(2),
      descripcion: `Vuelco número ${i + 1}`,
      lugarOcurrencia: 'Ruta Nacional 14, km 320',
      ubicacionActualMercaderia: 'Depósito de la transportista',
      montoReclamado: 1000 + i,
      comentarios: 'Sin comentarios.',
    });
    expect(res.status).toBe(201);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'cargosur', 'siniestros@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/siniestros'));

  const desde = page.getByTestId('siniestros-filtro-desde');
  const hasta = page.getByTestId('siniestros-filtro-hasta');
  const filas = page.getByTestId('siniestros-row');
  await page.getByTestId('siniestros-filtro-certificado').fill(certificado.nro);
  // The number reaches the URL once debounced, and a filter that lands restarts the paging: wait for it.
  await expect(page).toHaveURL(new RegExp(`q=${certificado.nro}`));
  // Days are typed and shown dd/mm/aaaa, whatever the browser's language.
  await expect(desde).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  const [y1, m1, d1] = dia(1).split('-');
  await desde.fill(`${d1}${m1}${y1}`);
  await expect(desde).toHaveValue(`${d1}/${m1}/${y1}`);
  await expect(page).toHaveURL(new RegExp(`desde=${dia(1)}`));
  await expect(filas).toHaveCount(5);

  await page.getByTestId('siniestros-page-size').selectOption('10');
  await expect(filas).toHaveCount(10);
  await page.getByTestId('siniestros-next').click();
  await expect(page.getByTestId('siniestros-page')).toHaveText('Página 2');
  await expect(filas).toHaveCount(1);
  await expect(page).toHaveURL(/tam=10/);
  await expect(page).toHaveURL(/cursores=/);
  // The certificate typed before the size change is still the filter (both reached the URL).
  await expect(page).toHaveURL(new RegExp(`q=${certificado.nro}`));

  // A reload shows the same page, size and filters.
  await page.reload();
  await expect(page.getByTestId('siniestros-page')).toHaveText('Página 2');
  await expect(filas).toHaveCount(1);
  await expect(page.getByTestId('siniestros-page-size')).toHaveValue('10');
  await expect(page.getByTestId('siniestros-filtro-certificado')).toHaveValue(certificado.nro);
  await expect(desde).toHaveValue(`${d1}/${m1}/${y1}`);
  await page.getByTestId('siniestros-prev').click();
  await expect(filas).toHaveCount(10);

  // With 20 columns the table scrolls sideways; the state and the open arrow stay pinned in sight.
  const primera = filas.first();
  await expect(primera.getByTestId('siniestro-estado')).toBeInViewport();
  await expect(primera.getByTestId('siniestro-estado')).toHaveText('Denunciado');
  // The badge shows its whole label (a pinned column squeezed to nothing would clip it).
  expect(
    await primera.getByTestId('siniestro-estado').evaluate((b) => b.scrollWidth <= b.clientWidth + 1 && b.clientWidth > 60),
  ).toBe(true);
  await expect(primera.getByTestId('siniestros-abrir')).toBeInViewport();
  expect(
    await primera
      .locator('td')
      .last()
      .evaluate((td) => getComputedStyle(td).position),
  ).toBe('sticky');
  await shot(page, '5-lista');

  // The column chooser hides a column, and the choice survives a reload.
  await expect(page.getByRole('columnheader', { name: 'Descripción' })).toBeVisible();
  await page.getByTestId('siniestros-columnas').click();
  await page.getByRole('checkbox', { name: 'Descripción' }).uncheck();
  await expect(page.getByRole('columnheader', { name: 'Descripción' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await shot(page, '6-columnas');
  await page.reload();
  await expect(filas).toHaveCount(10);
  await expect(page.getByRole('columnheader', { name: 'Descripción' })).toHaveCount(0);

  // A 'hasta' before 'desde' points at the range instead of saying there are no claims.
  const [y3, m3, d3] = dia(3).split('-');
  await hasta.fill(`${d3}${m3}${y3}`);
  await expect(page.getByTestId('siniestros-empty')).toHaveText('La fecha hasta debe ser posterior a la fecha desde');
  await expect(filas).toHaveCount(0);
  await shot(page, '7-rango');
  await hasta.fill('');
  await expect(filas).toHaveCount(10);

  // A single click on a row opens the claim; back on the list, the filters are still there.
  const numero = await filas.nth(1).getAttribute('data-numero');
  await filas.nth(1).locator('td').nth(3).click();
  await expect(page).toHaveURL(/\/siniestros\/\d+/);
  await expect(page.getByTestId('siniestro-detalle')).toHaveAttribute('data-numero', numero!);
  await page.getByTestId('siniestros-tab-lista').click();
  await expect(page.getByTestId('siniestros-filtro-certificado')).toHaveValue(certificado.nro);
  await expect(filas).toHaveCount(10);
});

/** A cargo certificate for the seeded client Exportadora Demo S.A. under the transport policy TR-…-0001, issued by the producer. */
const emitirCertificadoCarga = async () => {
  const productor = await idToken('cargosur', 'productor@cargosur.demo');
  const cliente = (await api(productor, 'GET', '/v1/clientes?filtro=Exportadora')).body.data[0] as { id: number; cif: string };
  const guardado = await api(productor, 'POST', '/v1/certificados', {
    clienteId: cliente.id,
    polizaId: 1,
    valor: 20_000,
    beneficioImaginario: 10,
    transporteIds: [1],
    mercaderiaId: 3,
    origenId: 32,
    destinoId: 76,
    fechaSalida: dia(),
  });
  expect(guardado.status).toBe(201);
  const emitido = await api(productor, 'POST', `/v1/certificados/${guardado.body.id}/emision`);
  expect(emitido.status).toBe(200);
  return { nro: emitido.body.nroCertificado as string, cif: cliente.cif };
};

test("the public notice takes a cargo certificate's number and the client's tax id; the insurer's handler sees the policy it falls under", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { nro, cif } = await emitirCertificadoCarga();

  const publico = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await publico.goto(tenantUrl('cargosur', '/siniestros/denuncias'));
  await publico.getByTestId('aviso-numero').fill(nro);
  await publico.getByTestId('aviso-cif').fill(cif);
  await publico.getByTestId('aviso-continuar').click();
  await expect(publico.getByTestId('aviso-certificado')).toHaveText(`Certificado: #${nro}`);
  await publico.getByTestId('denuncia-contacto-nombre').fill('Julián Gómez');
  await publico.getByTestId('denuncia-contacto-email').fill('julian.gomez@exportadora.demo');
  await publico.getByTestId('denuncia-contacto-telefono').fill('+54 11 5555-6666');
  await publico.getByTestId('denuncia-cobertura').click();
  await publico.getByRole('option', { name: /Mojadura/ }).click();
  const [yyyy, mm, dd] = dia().split('-');
  await publico.getByTestId('denuncia-fecha').fill(`${dd}${mm}${yyyy}`);
  await publico.getByTestId('denuncia-monto').fill('4321,5');
  await publico.getByTestId('denuncia-descripcion').fill('La carga llegó mojada.');
  await publico.getByTestId('denuncia-lugar').fill('Puerto de Santos');
  await publico.getByTestId('denuncia-ubicacion').fill('Depósito fiscal');
  await publico.getByTestId('denuncia-comentarios').fill('Pedimos inspección.');
  await publico.getByTestId('denuncia-informar').click();
  await expect(publico.getByRole('heading', { name: 'Gracias por contactarte' })).toBeVisible();
  const numero = ((await publico.getByTestId('aviso-numero-siniestro').textContent()) ?? '').replace(/^.*: /, '');
  await publico.close();

  const ctx = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const handler = await ctx.newPage();
  await signIn(handler, 'cargosur', 'siniestros@cargosur.demo');
  await handler.goto(tenantUrl('cargosur', '/siniestros'));
  await handler.getByTestId('siniestros-filtro-certificado').fill(nro);
  await listaFiltrada(handler, 'siniestros', nro);
  const row = handler.locator(`[data-testid=siniestros-row][data-numero="${numero}"]`);
  await expect(row).toContainText('USD 4.321,50');
  await row.click();
  await expect(handler.getByTestId('siniestro-certificado')).toHaveText(nro);
  await expect(handler.getByTestId('siniestro-tipo-certificado')).toHaveText(
    /^Póliza flotante de transporte · Póliza TR-\d{4}-0001$/,
  );
  await shot(handler, '8-flotante');
  await ctx.close();
});
