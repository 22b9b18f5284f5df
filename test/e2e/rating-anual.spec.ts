import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { textoDePdf } from '../fixtures/texto-pdf.ts';
import { signIn, tenantUrl } from './support.ts';
import { codigoDelDetalle, verificarEnTelefono } from './verificacion.ts';

const COTIZADOR = '/seguros/flotantes/rating-anual/certificados/cotizador';

/** Each actor in a browser of its own (the session lives in the browser's storage). */
const como = async (browser: Browser, who: string) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'cargosur', `${who}@cargosur.demo`);
  return page;
};

const elegir = async (page: Page, testId: string, opcion: string) => {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
};

/** The paper is rendered right after the event: the print button answers once it exists. */
const descargarPdf = async (page: Page) => {
  for (let intento = 0; intento < 20; intento++) {
    const descarga = page.waitForEvent('download', { timeout: 2_000 }).catch(() => null);
    await page.getByTestId('anual-imprimir').click();
    const d = await descarga;
    if (d) return readFile((await d.path())!);
  }
  throw new Error('the PDF never came');
};

test('a producer rates an annual policy in three steps, asks for approval, the insurer approves and the producer issues it', async ({
  browser,
}) => {
  const productor = await como(browser, 'productor');
  // Spec 1 §2.1's create route is the quoter, not the detail of a quote called 'nuevo'.
  await productor.goto(tenantUrl('cargosur', '/seguros/flotantes/rating-anual/certificados/nuevo'));
  await expect(productor).toHaveURL(new RegExp(`${COTIZADOR}$`));
  await expect(productor.getByTestId('anual-migas')).toHaveText('Seguros›Rating anual›Cotizador');
  await productor.getByTestId('anual-tomador').fill('Frig');
  await productor.getByRole('option').first().click();

  // Step 1: the MAE and its compositions; dangerous goods, which most coverages refuse.
  await productor.getByTestId('anual-mae-monto').fill('20000000');
  await productor.getByTestId('anual-mae-monto').blur();
  await elegir(productor, 'composicion-mercaderias-0-id', 'Mercadería peligrosa (IMO)');
  await productor.getByTestId('composicion-mercaderias-agregar').click();
  await elegir(productor, 'composicion-mercaderias-1-id', 'Granos y cereales');
  // Percent and amount edit each other on the MAE; the percents must total 100.
  await productor.getByTestId('composicion-mercaderias-0-tasa').fill('70');
  await expect(productor.getByTestId('composicion-mercaderias-0-valor')).toHaveValue('14.000.000,00');
  await productor.getByTestId('composicion-mercaderias-1-tasa').fill('40');
  await elegir(productor, 'composicion-operaciones-0-id', 'Tránsito nacional');
  await elegir(productor, 'composicion-transportes-0-id', 'Terrestre');
  await productor.getByTestId('composicion-transportes-0-limite').fill('500000');
  await productor.getByTestId('anual-cotizar').click();
  await expect(productor.getByText('Revise los errores resaltados en rojo')).toBeVisible();
  await expect(productor.getByTestId('composicion-mercaderias-error')).toHaveText(
    'La sumatoria de los porcentajes no puede ser mayor al 100%',
  );
  await productor.getByTestId('composicion-mercaderias-1-tasa').fill('30');
  await productor.getByTestId('anual-siniestro').getByText('Sí').click();
  await productor.getByTestId('anual-siniestros-2-cantidad').fill('1');
  await productor.getByTestId('anual-siniestros-2-monto').fill('60000');
  await productor.getByTestId('anual-cotizar').click();

  // Step 2: the offers; Aseguradora del Sur's refuses the goods and offers the approval request.
  await expect(productor.getByTestId('anual-declaracion-jurada')).toBeVisible();
  const refusada = productor.getByTestId('oferta-anual-1');
  await expect(refusada.getByTestId('oferta-riesgo-excedido')).toHaveText('Riesgo excedido');
  await expect(refusada.getByTestId('oferta-seleccionar')).toHaveCount(0);
  // A card lists its coverage's security measures and downloads its paper, before anything is saved.
  const limpia = productor.getByTestId('oferta-anual-3');
  await expect(limpia.getByTestId('oferta-medidas')).toContainText(
    'Rastreo satelital (GPS) del vehículo en el transporte terrestre',
  );
  const [papel] = await Promise.all([productor.waitForEvent('download'), limpia.getByTestId('oferta-pdf').click()]);
  const bytes = await readFile((await papel.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await textoDePdf(bytes)).toEqual(
    expect.arrayContaining(['Oferta sin guardar', 'Detenciones y pernoctes sólo en lugares vigilados']),
  );
  // Step 3 of a clean offer restates the parties and the annual premium, and shows the charts.
  await productor.getByTestId('oferta-anual-3').getByTestId('oferta-seleccionar').click();
  await expect(productor.getByTestId('anual-resumen-partes')).toContainText('Frig');
  await expect(productor.getByTestId('anual-total')).toHaveText(/^Premio anual: \S+ \d{1,3}(\.\d{3})*,\d{2}$/);
  await expect(productor.getByTestId('anual-graficos')).toBeVisible();
  await expect(productor.locator('.recharts-surface').first()).toBeVisible();
  await productor.getByText('Cobertura', { exact: true }).click();

  await refusada.getByTestId('oferta-solicitar-aprobacion').click();
  await productor.getByTestId('anual-aprobacion-enviar').click();
  await expect(productor.getByText('Requerido').first()).toBeVisible();
  await productor.getByTestId('anual-aprobacion-tipoMercaderia').fill('Solventes IMO clase 3 en tambores');
  await productor.getByTestId('anual-aprobacion-transporte').fill('Camiones con GPS y custodia');
  await productor.getByTestId('anual-aprobacion-logistica').fill('Zárate a Córdoba por ruta 9');
  await productor.getByTestId('anual-aprobacion-enviar').click();
  await expect(productor.getByText('Solicitud enviada')).toBeVisible();
  await expect(productor.getByTestId('anual-exito-titulo')).toHaveText('Solicitud de aprobación enviada');
  const numero = ((await productor.getByTestId('anual-exito-numero').textContent()) ?? '').replace('Cotización N° ', '');
  expect(Number(numero)).toBeGreaterThan(0);
  await productor.getByTestId('anual-exito-detalle').click();
  await expect(productor.getByTestId('estado-badge')).toHaveAttribute('data-estado', '5');
  await expect(productor.getByTestId('anual-emitir')).toHaveCount(0);

  // The insurer approves it.
  const aseguradora = await como(browser, 'aseguradora');
  // The insurer sees the annual list but may not quote: no '+' that would lead to /error/403.
  await expect(aseguradora.getByTestId('sidebar').getByTestId('nav-ratingAnual')).toBeVisible();
  await expect(aseguradora.getByTestId('sidebar').getByTestId('nav-add-ratingAnual')).toHaveCount(0);
  await aseguradora.goto(tenantUrl('cargosur', `/seguros/flotantes/rating-anual/certificados/${numero}`));
  await expect(aseguradora.getByTestId('anual-solicitud')).toContainText('Solventes IMO clase 3 en tambores');
  await aseguradora.getByTestId('anual-aprobar').click();
  await aseguradora.getByTestId('cert-modal-texto').fill('Con custodia en todo el trayecto');
  await aseguradora.getByTestId('cert-modal-ok').click();
  await expect(aseguradora.getByTestId('estado-badge')).toHaveAttribute('data-estado', '7');

  // The producer issues it and opens its PDF.
  await productor.reload();
  await expect(productor.getByTestId('anual-decision')).toContainText('Con custodia en todo el trayecto');
  await productor.getByTestId('anual-emitir').click();
  await productor.getByTestId('anual-emitir-ok').click();
  await expect(productor.getByTestId('estado-badge')).toHaveAttribute('data-estado', '20');
  await expect(productor.getByTestId('anual-titulo')).toContainText(/FA-\d{8}/);
  const certificado = await descargarPdf(productor);
  expect(certificado.subarray(0, 4).toString()).toBe('%PDF');
  // The paper carries its year of cover and the conditions the insurer approved it on.
  const texto = (await textoDePdf(certificado, 'todas')).join(' ');
  expect(texto).toMatch(/Vigencia Del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}/);
  expect(texto).toContain('Condiciones de la aseguradora Con custodia en todo el trayecto');
  // Its verification code is beside the number and on the paper; the public page names its scope instead of a route.
  const codigo = await codigoDelDetalle(productor);
  expect(texto).toContain(codigo);
  const publica = await verificarEnTelefono(productor, codigo, {
    tipo: 'Flotante anual',
    nro: /^FA-\d{8}$/,
    trayecto: 'Flotante anual',
    suma: / por embarque$/,
    vigencia: /^\d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}$/,
  });
  await expect(publica.getByTestId('verificacion-fecha-salida')).toHaveCount(0);
  await publica.close();
});
