import { expect, type Page } from '@playwright/test';
import { tenantUrl } from './support.ts';
import { choose } from './wizard.ts';

/** A day `dias` from today, as people type it in a date input (dd/mm/aaaa). */
export const dia = (dias: number) => {
  const d = new Date(Date.now() + dias * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

/** The seeded client, by the search of the client select. */
export const elegirCliente = async (page: Page, prefijo: string) => {
  await page.getByTestId(`${prefijo}-cliente`).fill('Exportadora');
  await page.getByTestId(`${prefijo}-cliente-option`).first().click();
};

/**
 * Quotes a cargo certificate for Exportadora Demo S.A. (Argentina → Brasil, 10.000, leaving in 30
 * days) under its transport policy and issues it; the detail of the issued certificate is open after.
 * `alAbrir` runs on the empty form, `alCotizar` on the quoted one. A user of the client itself
 * (`delCliente`) finds it already chosen and fixed.
 */
export const emitirCertificadoCarga = async (
  page: Page,
  referencia: string,
  {
    alAbrir,
    alCotizar,
    delCliente = false,
  }: { alAbrir?: () => Promise<unknown>; alCotizar?: () => Promise<unknown>; delCliente?: boolean } = {},
) => {
  await page.goto(tenantUrl('cargosur', '/certificados/nuevo'));
  // The form, not the loader before it, is what `alAbrir` looks at.
  await expect(page.getByTestId('cert-transportes-input')).toBeAttached();
  await alAbrir?.();
  if (delCliente) {
    await expect(page.getByTestId('cert-cliente')).toHaveValue('Exportadora Demo S.A.');
    await expect(page.getByTestId('cert-cliente')).toHaveAttribute('readonly', '');
  } else await elegirCliente(page, 'cert');
  await choose(page, 'cert-poliza', /TR-\d{4}-0001/);
  await choose(page, 'cert-origenId', 'Argentina');
  await choose(page, 'cert-destinoId', 'Brasil');
  await page.getByTestId('cert-transportes-input').click({ force: true });
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByTestId('cert-fechaSalida').fill(dia(30));
  await page.getByTestId('cert-mercaderia').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('cert-valor').fill('10000');
  await page.getByTestId('cert-referencia').fill(referencia);
  await page.getByTestId('cert-cotizar').click();
  await expect(page.getByTestId('cert-precio').getByTestId('cert-precio-suma')).toBeVisible();
  await alCotizar?.();
  await page.getByTestId('cert-emitir').click();
  await expect(page).toHaveURL(/\/certificados\/detalle\/\d+$/);
  await expect(page.getByTestId('estado-badge')).toHaveAttribute('data-estado', '20');
};
