import { expect } from '@playwright/test';
import { usuarioCognito } from '../../shared/auth/login.ts';
import { DEMO_PASSWORD } from '../../scripts/local/config.ts';

/** The portal's API as a script calls it (no browser): what a spec needs ready before its screens. */
const HOST = 'cargosur.localhost';
const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The Cognito ID token of a demo user (USER_PASSWORD_AUTH through the portal's Cognito endpoint, as the SPA does). */
export const idToken = async (tenant: string, email: string): Promise<string> => {
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

export const api = async (token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-tenant-host': HOST },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
};

/** Business day (UTC-3) minus n days, yyyy-mm-dd. */
export const dia = (n = 0) => new Date(Date.now() - 3 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

/** A specific-trip certificate of insurer 1 (Aseguradora del Sur), issued by the producer. */
export const emitirCertificado = async () => {
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
  return { id: guardado.body.id as number, nro: emitido.body.nroCertificado as string, cif: detalle.body.tomador.cif as string };
};
