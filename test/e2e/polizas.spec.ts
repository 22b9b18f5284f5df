import { expect, test, type Page } from '@playwright/test';
import { signIn, tenantUrl } from './support.ts';

const choose = async (page: Page, testId: string, option: string | RegExp) => {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
};

test('an administrator creates a policy with an endorsement, finds it in the list by number, edits it and sees the change in its history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const numero = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'cargosur', 'administrador@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/polizas'));
  await page.getByTestId('polizas-add').click();
  await expect(page).toHaveURL(/\/polizas\/nueva$/);

  // Saving empty shows the spec's messages on the fields.
  await page.getByTestId('poliza-guardar').click();
  await expect(page.getByText('El campo número es requerido')).toBeVisible();

  await page.getByTestId('poliza-numero').fill(numero);
  await page.getByTestId('poliza-nombre').fill('Flotante Exportaciones E2E');
  await choose(page, 'poliza-aseguradora', 'Aseguradora del Sur S.A.');
  await page.getByTestId('poliza-ramo').getByText('Contenedores').click();
  await choose(page, 'poliza-moneda', /Dólar estadounidense/);
  await choose(page, 'poliza-pais', 'Argentina');
  await page.getByTestId('poliza-vigenciaDesde').fill('01012026');
  await page.getByTestId('poliza-vigenciaHasta').fill('31122030');
  await page.getByTestId('poliza-tasa').fill('0,25');
  await page.getByTestId('poliza-prima-minima').fill('1500');
  await page.getByTestId('poliza-cobertura').fill('Todo riesgo contenedor');
  await page.getByTestId('poliza-limites-agregar').click();
  await choose(page, 'poliza-limite-0-transporte', 'Marítimo');
  await page.getByTestId('poliza-limite-0-monto').fill('80000');
  await page.getByTestId('poliza-endosos-agregar').click();
  await page.getByTestId('poliza-endoso-0-nombre').fill('Refrigerados');
  await page.getByTestId('poliza-endoso-0-vigenciaDesde').fill('01022026');
  await page.getByTestId('poliza-endoso-0-vigenciaHasta').fill('31122026');
  await page.getByTestId('poliza-guardar').click();

  // The new policy opens in edit mode with its endorsement numbered and its creation in the history.
  await expect(page).toHaveURL(/\/polizas\/\d+$/);
  await expect(page.getByRole('heading', { name: `Póliza ${numero}` })).toBeVisible();
  await expect(page.getByTestId('poliza-estado')).toHaveText(/vigente/i);
  await expect(page.getByTestId('poliza-historial')).toContainText('Alta');
  await expect(page.getByTestId('poliza-prima-minima')).toHaveValue('1.500,00');

  await page.goto(tenantUrl('cargosur', '/polizas'));
  await page.getByTestId('polizas-search').fill(numero.toLowerCase());
  const fila = page.locator(`[data-testid="polizas-row"][data-numero="${numero}"]`);
  await expect(fila).toContainText('Flotante Exportaciones E2E');
  await expect(fila).toContainText('Contenedores');
  await expect(fila).toContainText('US$ 1.500,00');
  await fila.click();

  await page.getByTestId('poliza-tasa').fill('0,3');
  await page.getByTestId('poliza-guardar').click();
  await expect(page.getByTestId('poliza-historial')).toContainText('Cambió: tasa');
  await page.reload();
  await expect(page.getByTestId('poliza-tasa')).toHaveValue('0,3 %');
});
