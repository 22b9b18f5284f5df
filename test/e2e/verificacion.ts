import { expect, type Page } from '@playwright/test';
import { tenantUrl } from './support.ts';

/** The verification code an issued certificate's detail shows beside its number. */
export const codigoDelDetalle = async (page: Page) => {
  const codigo = page.getByTestId('detalle-codigo');
  await expect(codigo).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  return (await codigo.textContent())!;
};

/**
 * What a third party sees on the public page of a code, on a 390 px phone and signed in as nobody:
 * the certificate valid, its kind named, its own lines, and nothing wider than the screen.
 */
export const verificarEnTelefono = async (page: Page, codigo: string, datos: Record<string, string | RegExp>) => {
  const telefono = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await telefono.goto(tenantUrl('cargosur', `/verificar/${codigo}`));
  await expect(telefono.getByTestId('verificacion-resultado')).toHaveAttribute('data-valido', 'true');
  for (const [campo, valor] of Object.entries(datos))
    await expect(telefono.getByTestId(`verificacion-${campo}`)).toHaveText(valor);
  expect(await telefono.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  return telefono;
};
