import { expect, test, type Page } from '@playwright/test';
import { usuarioCognito } from '../../shared/auth/login.ts';
import { DEMO_PASSWORD } from '../../scripts/local/config.ts';
import { signIn, tenantUrl } from './support.ts';

const HOST = 'cargosur.localhost';
const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/siniestros-${name}.png`, fullPage: true });

/** The Cognito ID token of a demo user (USER_PASSWORD_AUTH through the portal's Cognito endpoint, as the SPA does). */
const idToken = async (tenant: string, email: string): Promise<string> => {
  const config = (await (await fetch(`${base()}/config.json`, { headers: { 'x-tenant-host': HOST } })).json()) as {
    userPoolClientId: string;
  };
  const res = await fetch(`${base()}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: usuarioCognito(tenant, email), PASSWORD: DEMO_PASSWORD },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`no token for ${email}`);
  return body.AuthenticationResult.IdToken;
};

const api = async (token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-tenant-host': HOST },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
};

/** Business day (UTC-3) minus n days, yyyy-mm-dd. */
const dia = (n = 0) => new Date(Date.now() - 3 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

/** A specific-trip certificate of insurer 1 (Aseguradora del Sur), issued by the producer. */
const emitirCertificado = async () => {
  const productor = await idToken('cargosur', 'productor@cargosur.demo');
  const viaje = {
    ValorFactura: 30_000,
    BeneficioImaginario: 10,
    MonedaId: 840,
    MercaderiaId: 3,
    OperacionId: 202,
    TransporteId: 0,
    OrigenId: 32,
    DestinoId: 76,
    FechaSalida: dia(),
    FormaDePagoId: 0,
    Cuotas: 1,
    TomadorId: 1,
  };
  const ofertas = await api(productor, 'POST', '/v1/viajes-especificos/cotizaciones', viaje);
  const oferta = ofertas.body.find(
    (o: { validaciones: unknown[]; cobertura: { idAseguradora: number } }) =>
      !o.validaciones.length && o.cobertura.idAseguradora === 1,
  );
  const guardado = await api(productor, 'POST', '/v1/viajes-especificos/polizas', { ...viaje, CoberturaId: oferta.cobertura.id });
  const emitido = await api(productor, 'POST', '/v1/viajes-especificos/polizas/emitidas', {
    Id: guardado.body.id,
    NroReferenciaInterna: 'R-E2E',
    DetalleTipoMercaderia: 'Equipos',
    DetalleOrigen: 'Depósito CABA',
    DetalleDestino: 'CD São Paulo',
    Notificaciones: { Emails: [] },
    MetodoPago: { Descripcion: 'Transferencia' },
  });
  expect(emitido.status).toBeLessThan(300);
  const detalle = await api(productor, 'GET', `/v1/viajes-especificos/polizas/${guardado.body.id}`);
  return { nro: emitido.body.nroCertificado as string, cif: detalle.body.tomador.cif as string };
};

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
  await publico.getByTestId('denuncia-fecha').fill(`${dd}${mm}${yyyy}`);
  await expect(publico.getByTestId('denuncia-fecha')).toHaveValue(`${dd}-${mm}-${yyyy}`);
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
  const row = handler.locator(`[data-testid=siniestros-row][data-numero="${numero}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('siniestros-row-id')).toBeVisible();
  await expect(row).toContainText('USD 12.345,67');
  await row.dblclick();
  await expect(handler.getByTestId('siniestros-tab').filter({ hasText: `Siniestro ${numero}` })).toBeVisible();
  await expect(handler.getByTestId('siniestro-archivo')).toHaveCount(3);
  await handler.getByTestId('siniestro-estado-select').click();
  await handler.getByRole('option', { name: 'En análisis' }).click();
  await handler.getByTestId('siniestro-reserva').fill('10000');
  await handler.getByTestId('siniestro-indemnizacion-agregar').click();
  // The indemnity date is typed dd-mm-aaaa whatever the browser's locale; the form keeps ISO.
  const [py, pm, pd] = dia().split('-');
  await handler.getByTestId('siniestro-indemnizacion-fecha').fill(`${pd}${pm}${py}`);
  await expect(handler.getByTestId('siniestro-indemnizacion-fecha')).toHaveValue(`${pd}-${pm}-${py}`);
  // Guardar right after typing, as a user does: the amount's blur must not move the button.
  await handler.getByTestId('siniestro-indemnizacion-valor').fill('2500,5');
  await handler.getByTestId('siniestro-guardar').click();
  await expect(handler.getByText('Se guardaron los cambios.')).toBeVisible();
  await expect(handler.getByTestId('siniestro-detalle').getByTestId('siniestro-estado').first()).toHaveText('En análisis');
  await expect(handler.getByTestId('siniestro-reserva')).toHaveValue('10.000,00');
  await expect(handler.getByTestId('siniestro-indemnizacion-fecha')).toHaveValue(`${pd}-${pm}-${py}`);
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
