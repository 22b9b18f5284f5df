import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { textoDePdf } from '../fixtures/texto-pdf.ts';
import { signIn, tenantUrl } from './support.ts';
import { emitirCertificadoCarga } from './carga.ts';
import { screenshots } from './wizard.ts';

const shot = screenshots('certificados-carga');

test('the administration issues a cargo certificate for Exportadora Demo S.A. under its policy, opens the PDF and sees it in the grid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await emitirCertificadoCarga(page, 'E2E-CARGA-1', {
    // 'Cotizar' with nothing chosen: the form says what is missing and asks the server nothing.
    alAbrir: async () => {
      await page.getByTestId('cert-cotizar').click();
      await expect(page.getByText('Revise los campos marcados en rojo')).toBeVisible();
    },
    // The server's price: premium, markup and final price, for a role that reads them.
    alCotizar: async () => {
      await expect(page.getByTestId('cert-precio').getByTestId('cert-precio-suma')).toContainText('US$ 10.000,00');
      await shot(page, '01-cotizado');
    },
  });
  const numero = (await page.getByTestId('cert-detalle-titulo').textContent())?.replace('Certificado N° ', '') ?? '';
  expect(numero).not.toBe('');

  // The certificate PDF is rendered after the issue: the detail shows its link once it exists.
  const enlace = page.getByTestId('cert-doc-certificado');
  await expect(enlace).toBeVisible({ timeout: 30_000 });
  const [descarga] = await Promise.all([page.waitForEvent('download'), enlace.click()]);
  const pdf = await readFile(await descarga.path());
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  // The paper carries its policy's terms and period, and no premium (it is the client's).
  const texto = (await textoDePdf(pdf, 'todas')).join(' ');
  expect(texto).toContain(`Certificado N° ${numero}`);
  expect(texto).toMatch(/Vigencia de la póliza \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}/);
  expect(texto).toContain('Aseguradora y póliza');
  expect(texto).not.toMatch(/Prima|Markup/);
  await shot(page, '02-detalle');

  // The grid lists it with the premium, markup and final price columns of the administration.
  await page.goto(tenantUrl('cargosur', '/certificados'));
  const fila = page.getByTestId('cert-row').filter({ hasText: 'E2E-CARGA-1' });
  await expect(fila.getByTestId('cert-numero')).toHaveText(numero);
  await expect(fila).toContainText('US$ 10.000,00');
  for (const columna of ['Prima', 'Markup', 'Precio final'])
    await expect(page.getByRole('columnheader', { name: columna, exact: true })).toBeVisible();
  await expect(fila.getByTestId('cert-print')).toHaveAttribute('aria-label', 'Descargar certificado');
  await shot(page, '03-grilla');
});

test("a client's operator quotes and issues for its own client, fixed, without the client search it may not make", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'cargosur', 'clienteoperador@cargosur.demo');
  const prohibidas: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) prohibidas.push(r.url());
  });
  await emitirCertificadoCarga(page, 'E2E-CARGA-CLIENTE', { delCliente: true });
  await expect(page.getByTestId('cert-detalle-titulo')).toContainText('Certificado N°');
  expect(prohibidas).toEqual([]);
});
