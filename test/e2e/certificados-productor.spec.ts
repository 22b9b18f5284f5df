import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { textoDePdf } from '../fixtures/texto-pdf.ts';
import { signIn, tenantUrl } from './support.ts';
import { dia, elegirCliente, emitirCertificadoCarga } from './carga.ts';
import { codigoDelDetalle, verificarEnTelefono } from './verificacion.ts';
import { screenshots } from './wizard.ts';

const shot = screenshots('certificados-productor');

/** After the issue the detail opens; the certificate PDF is rendered after it and its link downloads a PDF with its number and period. */
const abrirPdfEmitido = async (page: Page, detalle: RegExp) => {
  await expect(page).toHaveURL(detalle);
  await expect(page.getByTestId('estado-badge')).toHaveAttribute('data-estado', '20');
  const numero = (await page.getByTestId('cert-detalle-titulo').textContent())?.replace('Certificado N° ', '') ?? '';
  expect(numero).not.toBe('');
  const enlace = page.getByTestId('cert-doc-certificado');
  await expect(enlace).toBeVisible({ timeout: 30_000 });
  const [descarga] = await Promise.all([page.waitForEvent('download'), enlace.click()]);
  const pdf = await readFile(await descarga.path());
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  const texto = (await textoDePdf(pdf, 'todas')).join(' ');
  expect(texto).toContain(`Certificado N° ${numero}`);
  expect(texto).toMatch(/Vigencia (Desde la salida el|Del) \d{2}\/\d{2}\/\d{4}/);
  return { numero, texto };
};

test('the producer issues a cargo and a container certificate for Exportadora Demo S.A., opens both PDFs and sees them in their grids; a client consultant sees no premium or final price', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'cargosur', 'productor@cargosur.demo');

  // Cargo: the producer reads the client's active transport policies (no admin permission needed).
  await emitirCertificadoCarga(page, 'E2E-PROD-CARGA', { alCotizar: () => shot(page, '01-carga-cotizada') });
  const { numero: nroCarga, texto: pdfCarga } = await abrirPdfEmitido(page, /\/certificados\/detalle\/\d+$/);
  // Its verification code is beside the number and on the paper, and the public page finds it on a phone.
  const codigoCarga = await codigoDelDetalle(page);
  expect(pdfCarga).toContain(codigoCarga);
  const publica = await verificarEnTelefono(page, codigoCarga, {
    tipo: 'Certificado de carga',
    nro: nroCarga,
    estado: 'Emitido',
    trayecto: /^Argentina - Brasil \(/,
    suma: /^US\$ \d{1,3}(\.\d{3})*,\d{2}$/,
  });
  await publica.screenshot({ path: 'test-results/verificacion-carga-390.png', fullPage: true });
  await publica.close();

  // Containers: the client's container policy, the types its issuer condition prices.
  await page.goto(tenantUrl('cargosur', '/contenedores/certificados/nuevo'));
  await elegirCliente(page, 'cont');
  await page.getByTestId('cont-poliza').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('cont-fechaSalida').fill(dia(10));
  await page.getByTestId('cont-fechaLlegada').fill(dia(20));
  await page.getByTestId('cont-fechaDevolucion').fill(dia(30));
  await page.getByTestId('cont-tipo').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('cont-cantidad').fill('3');
  await page.getByTestId('cont-referencia-input').fill('E2E-PROD-CONT');
  await page.getByTestId('cont-cotizar').click();
  const precio = page.getByTestId('cert-precio');
  await expect(precio.getByTestId('cont-precio-linea')).toHaveCount(1);
  await expect(precio.getByTestId('cert-precio-final')).toBeVisible();
  await shot(page, '02-contenedores-cotizado');
  await page.getByTestId('cert-emitir').click();
  const { numero: nroContenedores, texto: pdfContenedores } = await abrirPdfEmitido(page, /\/contenedores\/certificados\/\d+$/);
  await shot(page, '03-contenedores-detalle');
  const codigoContenedores = await codigoDelDetalle(page);
  expect(pdfContenedores).toContain(codigoContenedores);
  const contenedores = await verificarEnTelefono(page, codigoContenedores, {
    tipo: 'Certificado de contenedores',
    nro: nroContenedores,
    trayecto: /^3 × /,
    suma: 'No aplica',
    vigencia: /^\d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}$/,
  });
  await expect(contenedores.getByTestId('verificacion-fecha-salida')).toBeVisible();
  await contenedores.close();

  // The grids: the producer has prima.mostrar and markup.consultar.
  await page.goto(tenantUrl('cargosur', '/certificados'));
  const filaCarga = page.getByTestId('cert-row').filter({ hasText: 'E2E-PROD-CARGA' });
  await expect(filaCarga.getByTestId('cert-numero')).toHaveText(nroCarga);
  for (const columna of ['Prima', 'Markup', 'Precio final'])
    await expect(page.getByRole('columnheader', { name: columna, exact: true })).toBeVisible();
  await page.goto(tenantUrl('cargosur', '/contenedores'));
  const filaCont = page.getByTestId('cont-row').filter({ hasText: 'E2E-PROD-CONT' });
  await expect(filaCont.getByTestId('estado-badge')).toHaveAttribute('data-estado', '20');
  await expect(filaCont.getByTestId('cont-print')).toBeVisible();
  for (const columna of ['Prima', 'Precio final'])
    await expect(page.getByRole('columnheader', { name: columna, exact: true })).toBeVisible();
  await shot(page, '04-grilla-contenedores');

  // A consultant of the client sees the certificate without premium or final price.
  const otra = await browser.newPage();
  await signIn(otra, 'cargosur', 'clienteConsultor@cargosur.demo');
  await otra.goto(tenantUrl('cargosur', '/contenedores'));
  await expect(otra.getByTestId('cont-row').filter({ hasText: 'E2E-PROD-CONT' })).toBeVisible();
  await expect(otra.getByRole('columnheader', { name: 'Beneficiario', exact: true })).toBeVisible();
  await expect(otra.getByRole('columnheader', { name: 'Prima', exact: true })).toHaveCount(0);
  await expect(otra.getByRole('columnheader', { name: 'Precio final', exact: true })).toHaveCount(0);
  await expect(otra.getByTestId('cont-nuevo')).toHaveCount(0);
  await shot(otra, '05-grilla-consultor');
  await otra.close();
});
