import { expect, test, type Browser } from '@playwright/test';
import { signIn, tenantUrl } from './support.ts';

const como = async (browser: Browser, who: string) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'cargosur', `${who}@cargosur.demo`);
  return page;
};

test('a producer files a marine cargo underwriting request; the underwriter quotes it and the producer reads the answer', async ({
  browser,
}) => {
  const productor = await como(browser, 'productor');
  await productor.goto(tenantUrl('cargosur', '/marine-carga/transporte'));
  await expect(productor.getByRole('heading', { name: 'Suscribir Negocios de Marine Carga - Transportes' })).toBeVisible();
  // An invalid submit marks the fields and sends nothing.
  await productor.getByTestId('suscripcion-enviar').click();
  await expect(productor.getByText('Requerido')).toHaveCount(16);

  await productor.getByTestId('suscripcion-asegurado').fill('Agro');
  await productor.getByRole('option').first().click();
  await productor.getByTestId('suscripcion-asegurado.direccionFiscalCompleta').fill('Av. Corrientes 1234, CABA');
  await productor.getByTestId('suscripcion-asegurado.giroDelAsegurado').fill('Exportación de granos');
  // The currency is found by its symbol.
  await productor.getByTestId('suscripcion-moneda').fill('us$');
  await productor.getByRole('option', { name: 'US$ · Dólar estadounidense' }).click();
  await productor.getByTestId('suscripcion-bienesAsegurado.sumaAsegurada').fill('1.250.000,75');
  await productor.getByTestId('suscripcion-incoterms').fill('CI');
  await productor.getByRole('option', { name: 'CIF' }).click();
  await productor.getByTestId('suscripcion-bienesAsegurado.descripcion').fill('Soja a granel');
  await productor.getByTestId('suscripcion-bienesAsegurado.territorialidad').fill('Mundial');
  await productor.getByTestId('suscripcion-bienesAsegurado.embalaje').fill('A granel en bodega');
  await productor.getByTestId('suscripcion-bienesAsegurado.siniestralidad').fill('Un faltante en 2024');
  await productor.getByTestId('suscripcion-cobertura.requerida').fill('Todo riesgo con faltantes');
  for (const l of ['camion', 'aereo', 'maritimo', 'ferrocarril', 'encomiendaPostal'])
    await productor.getByTestId(`suscripcion-cobertura.limite.${l}`).fill(l === 'maritimo' ? '1000000' : '0');
  await productor.getByTestId('suscripcion-enviar').click();
  await expect(productor.getByTestId('suscripcion-enviada')).toContainText('Su solicitud de suscripción se envio con éxito');
  await expect(productor.getByTestId('suscripcion-bienesAsegurado.descripcion')).toBeDisabled();
  await productor.getByTestId('suscripcion-seguimiento').click();
  const numero = ((await productor.getByTestId('suscripcion-titulo').textContent()) ?? '').replace('Solicitud ', '');
  await expect(productor.getByTestId('suscripcion-estado').first()).toHaveAttribute('data-estado', '1');

  // The desk finds it in its queue and quotes it with the terms.
  const suscriptora = await como(browser, 'aseguradora');
  await suscriptora.goto(tenantUrl('cargosur', '/marine-carga/solicitudes'));
  await suscriptora.locator(`[data-numero="${numero}"]`).click();
  await suscriptora.getByTestId('suscripcion-nuevo-estado').getByText('Cotizada').click();
  await suscriptora.getByTestId('suscripcion-cambiar').click();
  await expect(suscriptora.getByText('Indique la respuesta para el solicitante')).toBeVisible();
  await suscriptora.getByTestId('suscripcion-respuesta-texto').fill('Tasa 0,42 ‰; faltantes con franquicia 0,5 %.');
  await suscriptora.getByTestId('suscripcion-cambiar').click();
  await expect(suscriptora.getByTestId('suscripcion-respuesta')).toContainText('Tasa 0,42 ‰');

  await productor.reload();
  await expect(productor.getByTestId('suscripcion-respuesta')).toContainText('faltantes con franquicia 0,5 %');
  await expect(productor.getByTestId('suscripcion-cambio')).toHaveCount(0);
});
