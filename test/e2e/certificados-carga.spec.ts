import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn, tenantUrl } from './support.ts';
import { choose, screenshots } from './wizard.ts';

const shot = screenshots('certificados-carga');

/** A departure a month from today, as the date input takes it (dd-mm-yyyy). */
const salida = () => {
  const d = new Date(Date.now() + 30 * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`;
};

test('the administration issues a cargo certificate for Exportadora Demo S.A. under its policy, opens the PDF and sees it in the grid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/certificados/nuevo'));

  // 'Cotizar' with nothing chosen: the form says what is missing and asks the server nothing.
  await page.getByTestId('cert-cotizar').click();
  await expect(page.getByText('Revise los campos marcados en rojo')).toBeVisible();

  // The seeded client has the transport policy among its active policies.
  await page.getByTestId('cert-cliente').fill('Exportadora');
  await page.getByTestId('cert-cliente-option').first().click();
  await choose(page, 'cert-poliza', /TR-\d{4}-0001/);
  await choose(page, 'cert-origenId', 'Argentina');
  await choose(page, 'cert-destinoId', 'Brasil');
  await page.getByTestId('cert-transportes-input').click({ force: true });
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByTestId('cert-fechaSalida').fill(salida());
  await page.getByTestId('cert-mercaderia').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('cert-valor').fill('10000');
  await page.getByTestId('cert-referencia').fill('E2E-CARGA-1');
  await page.getByTestId('cert-cotizar').click();

  // The server's price: premium, markup and final price, for a role that reads them.
  const precio = page.getByTestId('cert-precio');
  await expect(precio.getByTestId('cert-precio-suma')).toContainText('US$ 10.000,00');
  await expect(precio.getByTestId('cert-precio-final')).toBeVisible();
  await shot(page, '01-cotizado');

  await page.getByTestId('cert-emitir').click();
  await expect(page).toHaveURL(/\/certificados\/detalle\/\d+$/);
  await expect(page.getByTestId('estado-badge')).toHaveAttribute('data-estado', '20');
  const numero = (await page.getByTestId('cert-detalle-titulo').textContent())?.replace('Certificado N° ', '') ?? '';
  expect(numero).not.toBe('');

  // The certificate PDF is rendered after the issue: the detail shows its link once it exists.
  const enlace = page.getByTestId('cert-doc-certificado');
  await expect(enlace).toBeVisible({ timeout: 30_000 });
  const [descarga] = await Promise.all([page.waitForEvent('download'), enlace.click()]);
  expect((await readFile(await descarga.path())).subarray(0, 4).toString()).toBe('%PDF');
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
