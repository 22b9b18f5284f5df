import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../scripts/local/config.ts';
import { signIn, tenantUrl } from './support.ts';

const HOST = 'cargosur.localhost';
const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The Cognito ID token of a demo user, signed in with USER_PASSWORD_AUTH through the portal's Cognito endpoint (as the SPA does). */
const idToken = async (email: string): Promise<string> => {
  const config = (await (await fetch(`${base()}/config.json`, { headers: { 'x-tenant-host': HOST } })).json()) as {
    userPoolClientId: string;
  };
  const res = await fetch(`${base()}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`no token for ${email}`);
  return body.AuthenticationResult.IdToken;
};

/** Calls the local gateway as the SPA does (fetch cannot set Host: the tenant travels in x-tenant-host). */
const api = async (token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-tenant-host': HOST },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
};

/** Two days ago (yyyy-mm-dd): a retroactive departure, excess code 540 on coverage 101, whatever the time zone. */
const antesDeAyer = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

test('a quote with excess goes to approval, the insurer approves it on "En aprobación", the producer sees it approved and issues it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const productor = await idToken('productor@cargosur.demo');
  const viaje = {
    ValorFactura: 50_000,
    GastoEnvio: 2_000,
    DemasGastos: 500,
    BeneficioImaginario: 10,
    MonedaId: 840,
    MercaderiaId: 3,
    OperacionId: 202,
    TransporteId: 0,
    OrigenId: 32,
    DestinoId: 76,
    FechaSalida: antesDeAyer(),
    FormaDePagoId: 0,
    Cuotas: 1,
    TomadorId: 1,
    CoberturaId: 101,
  };

  // 1. The producer's quote carries the excess (540) and is sent to approval (API: the approval modal is unit-tested).
  const ofertas = await api(productor, 'POST', '/v1/viajes-especificos/cotizaciones', viaje);
  expect(ofertas.body[0].validaciones.map((v: { codigo: number }) => v.codigo)).toContain(540);
  const solicitud = await api(productor, 'POST', '/v1/viajes-especificos/polizas/con-riesgos', {
    ...viaje,
    respuestas: [{ pregunta: 'Motivo de la demora', respuesta: 'Demora en aduana' }],
    contenedores: [{ tipo: "40' Dry", valor: 25_000 }],
    observacion: 'Salió antes de contratar',
  });
  expect(solicitud.status).toBe(200);
  const id = solicitud.body.id as number;

  // 2. The insurer reviews and approves it on 'En aprobación'.
  const insurerContext = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const insurer = await insurerContext.newPage();
  await signIn(insurer, 'cargosur', 'aseguradora@cargosur.demo');
  await insurer.goto(tenantUrl('cargosur', '/seguros/viajes-especificos/aprobaciones'));
  const row = insurer.locator(`[data-testid="aprobaciones-row"][data-id="${id}"]`);
  await expect(row).toBeVisible();
  await row.getByTestId('aprobaciones-revisar').click();
  const panel = insurer.getByTestId('aprobaciones-revision');
  await expect(panel.getByText('Motivo de la demora')).toBeVisible();
  await expect(panel.getByText('Demora en aduana')).toBeVisible();
  await expect(panel.getByTestId('aprobaciones-excesos')).toContainText('540');
  await insurer.getByTestId('aprobaciones-observaciones').fill('Aprobado con franquicia');
  await insurer.screenshot({ path: 'test-results/aprobacion-revision.png' });
  await insurer.getByTestId('aprobaciones-aprobar').click();
  await expect(insurer.getByTestId('aprobaciones-decidido')).toContainText('Le avisamos al productor');
  await insurer.getByTestId('aprobaciones-cerrar').click();
  await expect(row).toHaveCount(0);
  await insurerContext.close();

  // 3. The producer finds it approved in the list and opens the detail with a double click.
  const producerContext = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await producerContext.newPage();
  await signIn(page, 'cargosur', 'productor@cargosur.demo');
  await page.goto(tenantUrl('cargosur', '/seguros/viajes-especificos/polizas'));
  const fila = page.locator(`[data-testid="polizas-row"][data-id="${id}"]`);
  await expect(fila.getByTestId('estado-badge')).toHaveText('Aprobado');
  await fila.dblclick();
  await expect(page).toHaveURL(new RegExp(`/seguros/viajes-especificos/polizas/${id}$`));
  await expect(page.getByTestId('detalle-titulo')).toHaveText(`Cotización aprobada N° ${id}`);
  await expect(page.getByTestId('estado-badge').first()).toHaveText('Aprobado');
  await expect(page.getByTestId('solicitud-decision')).toContainText('Aprobado con franquicia');
  await expect(page.getByTestId('detalle-editar')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/aprobacion-detalle-aprobado.png', fullPage: true });

  // 4. Issue: the button opens the wizard on its issue step; the issue itself goes through the API here.
  await page.getByTestId('detalle-emitir').click();
  await expect(page).toHaveURL(new RegExp(`/seguros/viajes-especificos/polizas/${id}/emitir$`));
  const emitido = await api(productor, 'POST', '/v1/viajes-especificos/polizas/emitidas', {
    Id: id,
    NroReferenciaInterna: 'REF-E2E-1',
    NumeroFacturaComercial: 'FC A-0001-00009999',
    DetalleTipoMercaderia: 'Notebooks en cajas paletizadas',
    DetalleOrigen: 'Depósito fiscal, Av. Pedro de Mendoza 2000, CABA',
    DetalleDestino: 'Centro logístico, Rodovia Anhanguera km 25, São Paulo',
    Notificaciones: { Emails: [] },
    MetodoPago: { Descripcion: 'Transferencia' },
  });
  expect(emitido.status).toBe(200);

  await page.goto(tenantUrl('cargosur', `/seguros/viajes-especificos/polizas/${id}`));
  await expect(page.getByTestId('detalle-titulo')).toHaveText(`Póliza emitida N° ${id}`);
  await expect(page.getByTestId('detalle-emision-referencia')).toContainText('REF-E2E-1');
  await expect(page.getByTestId('detalle-emitir')).toHaveCount(0);
  await expect(page.getByTestId('historial-item')).toHaveCount(3);
  const codigo = (await page.getByTestId('detalle-codigo').textContent())?.trim() ?? '';
  await page.screenshot({ path: 'test-results/aprobacion-detalle-emitido.png', fullPage: true });
  await producerContext.close();

  // 5. Anyone can verify the issued certificate, without a session.
  const publicContext = await browser.newContext();
  const publico = await publicContext.newPage();
  await publico.goto(tenantUrl('cargosur', `/verificar/${codigo}`));
  await expect(publico.getByTestId('verificacion-resultado')).toContainText('Certificado válido');
  await expect(publico.getByTestId('verificacion-nro')).toHaveText(emitido.body.nroCertificado);
  await publico.getByTestId('verificacion-codigo').fill('ZZZZ-ZZZZ-ZZZZ');
  await publico.getByTestId('verificacion-submit').click();
  await expect(publico.getByTestId('verificacion-no-encontrado')).toHaveText('No encontramos un certificado con ese código.');
  await publicContext.close();
});
