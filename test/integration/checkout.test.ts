import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CotizacionEmbarcacion, guardarCotizacionEmbarcacion } from '#lib/data/embarcaciones.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { firmar } from '#lib/ports/billetera/firma.ts';
import { guardarIntencionSimulada, leerIntencionSimulada } from '#lib/ports/billetera/local.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';

const HOST = 'cargosur.localhost';
let productor: string;

const visitante = (method: string, ruta: string) => api(method, `/v1/checkout${ruta}`, { host: HOST });
const cotizacion = (cambios: object = {}) => ({
  nombre: 'La Gaviota',
  total: 185_430.456,
  sumaAsegurada: 42_000_000,
  coberturaId: 'todo-riesgo',
  aseguradoraId: 1,
  tomador: { nombre: 'Marina Costa', email: 'marina@cargosur.demo' },
  ...cambios,
});
const nueva = async (total = 185_430.456) => {
  const r = await api('POST', '/v1/checkout', { token: productor, body: cotizacion({ total }) });
  expect(r.status).toBe(201);
  return r.body as { id: string; url: string };
};
const simulador = (ruta: string, method = 'GET') => fetch(`http://127.0.0.1:${inject('apiPort')}/_billetera/${ruta}`, { method });
/** The wallet's notification, signed with `secreto` (the shared one unless told). */
const aviso = (body: object, secreto = inject('walletSecret')) => {
  const crudo = JSON.stringify(body);
  return api('POST', '/v1/checkout/webhook', {
    host: HOST,
    apiKey: null,
    body: crudo,
    headers: { 'x-firma': firmar(secreto, crudo) },
  });
};
const hasta = async <T>(leer: () => Promise<T>, listo: (x: T) => boolean) => {
  for (let i = 0; i < 100; i++) {
    const x = await leer();
    if (listo(x)) return x;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('never ready');
};

describe('the boat-insurance checkout', () => {
  beforeAll(async () => {
    useTestEmulators();
    process.env.WALLET_LOCAL_DIR = inject('walletLocalDir');
    productor = await tokenOf('cargosur', 'productor');
  });

  it('shows the server’s values whatever the link says, and the quotation PDF', async () => {
    const { id, url } = await nueva();
    expect(url).toMatch(new RegExp(`/checkout\\?total=185430\\.46&nombre=La\\+Gaviota&moneda=%24&id=${id}$`));
    const v = await visitante('GET', `/${id}`);
    expect(v.body).toEqual({
      id,
      nombre: 'La Gaviota',
      total: 185_430.46,
      moneda: { codigo: 'ARS', simbolo: '$' },
      estado: 'pendiente',
      intencion: null,
      pagoRechazado: false,
      poliza: null,
    });
    const pdf = await hasta(
      () => visitante('GET', `/${id}/documentos/cotizacion`),
      (r) => r.status === 200,
    );
    expect(new URL(pdf.body.url).pathname).toContain(id);
    expect((await visitante('GET', `/${id}/documentos/poliza`)).status).toBe(404);
    expect((await visitante('GET', '/no-existe-este-id-0000')).status).toBe(404);
    expect((await api('GET', `/v1/checkout/${id}`, { host: 'fletepago.localhost' })).status).toBe(404);
  });

  it('keeps what the policy will say (sum insured, coverage, the tenant’s insurer) and refuses what cannot be', async () => {
    const { id } = await nueva();
    const q = (await new TenantDb('cargosur').get(CotizacionEmbarcacion, { id }, { consistent: true }))!;
    expect(q).toMatchObject({
      sumaAsegurada: 42_000_000,
      cobertura: { id: 'todo-riesgo', nombre: 'Todo riesgo con franquicia' },
      aseguradora: { id: 1, nombre: 'Aseguradora del Sur S.A.' },
    });
    const crear = (cambios: object) => api('POST', '/v1/checkout', { token: productor, body: cotizacion(cambios) });
    // Company 10 is a producer, not an insurer.
    expect((await crear({ aseguradoraId: 10 })).body.errors).toEqual([
      { path: 'aseguradoraId', message: 'No es una aseguradora del portal' },
    ]);
    expect((await crear({ total: 50_000, sumaAsegurada: 40_000 })).body.errors).toEqual([
      { path: 'total', message: 'El total no puede superar la suma asegurada' },
    ]);
    const sinCobertura = await crear({ coberturaId: 'casco-y-motor' });
    expect(sinCobertura.status).toBe(400);
    expect(sinCobertura.body.errors).toEqual([{ path: 'coberturaId', message: 'Elegí una cobertura de embarcaciones' }]);
  });

  it('creates the intention on the server (ARS, 6 minutes, the quote’s id) and answers the same one while it lasts', async () => {
    const { id } = await nueva();
    const antes = Date.now();
    const a = await visitante('POST', `/${id}/intencion`);
    expect(a.status).toBe(200);
    const b = await visitante('POST', `/${id}/intencion`);
    expect(b.body.intencion.id).toBe(a.body.intencion.id);
    const expira = Date.parse(a.body.intencion.expira) - antes;
    expect(expira).toBeGreaterThan(5.9 * 60_000);
    expect(expira).toBeLessThanOrEqual(6 * 60_000 + 5_000);
    const simulada = leerIntencionSimulada(a.body.intencion.id)!;
    expect(simulada).toMatchObject({
      externalIntentionId: id,
      productName: 'Seguro de embarcación de placer',
      price: 185_430.46,
      currency: 'ARS',
      webhookUrl: expect.stringMatching(/^http:\/\/cargosur\.localhost:\d+\/v1\/checkout\/webhook$/),
    });
    const pagina = await (await simulador(a.body.intencion.id)).text();
    expect(pagina).toContain('ARS 185.430,46');
  });

  it('refuses a notification without the wallet’s signature and changes nothing', async () => {
    const { id } = await nueva();
    const { intencion } = (await visitante('POST', `/${id}/intencion`)).body;
    const body = { id: intencion.id, externalIntentionId: id, status: 'APPROVED' };
    expect((await aviso(body, 'otro-secreto')).status).toBe(403);
    const sinFirma = await api('POST', '/v1/checkout/webhook', { host: HOST, apiKey: null, body });
    expect(sinFirma.status).toBe(403);
    expect((await visitante('GET', `/${id}`)).body.estado).toBe('pendiente');
  });

  it('the wallet approves: paid once with its policy number, PDF and e-mail; a second notice and a second payment change nothing', async () => {
    const { id } = await nueva();
    const { intencion } = (await visitante('POST', `/${id}/intencion`)).body;
    const aprobado = await simulador(`${intencion.id}/aprobar`, 'POST');
    expect(await aprobado.text()).toContain('Pago aprobado');
    const pagada = (await visitante('GET', `/${id}`)).body;
    expect(pagada).toMatchObject({ estado: 'pagada', intencion: null, poliza: { numero: expect.stringMatching(/^EMB-\d{8}$/) } });
    // The policy runs a year from its payment.
    const { poliza } = (await new TenantDb('cargosur').get(CotizacionEmbarcacion, { id }, { consistent: true }))!;
    const fin = new Date(poliza!.fecha);
    fin.setUTCFullYear(fin.getUTCFullYear() + 1);
    expect(poliza!.vigencia).toEqual({ desde: poliza!.fecha, hasta: fin.toISOString() });
    expect((await aviso({ id: intencion.id, externalIntentionId: id, status: 'APPROVED' })).status).toBe(200);
    expect((await visitante('GET', `/${id}`)).body.poliza).toEqual(pagada.poliza);
    const otra = await visitante('POST', `/${id}/intencion`);
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe('La cotización ya está pagada.');
    await hasta(
      () => visitante('GET', `/${id}/documentos/poliza`),
      (r) => r.status === 200,
    );
    const dir = inject('mailOutboxDir');
    const correo = await hasta(
      async () =>
        fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.txt'))
          .map((f) => fs.readFileSync(path.join(dir, f), 'utf8')),
      (cs) => cs.some((c) => c.includes(pagada.poliza.numero)),
    );
    expect(correo.find((c) => c.includes(pagada.poliza.numero))).toMatch(/Para: marina@cargosur\.demo[\s\S]*Adjuntos: .*\.pdf/);
  });

  it('an expired intention is renewed; a rejected one is closed; the status query pays when the notice was lost', async () => {
    const { id } = await nueva(90_000);
    const primera = (await visitante('POST', `/${id}/intencion`)).body.intencion;
    const db = new TenantDb('cargosur');
    const q = (await db.get(CotizacionEmbarcacion, { id }, { consistent: true }))!;
    // Six minutes later: the intention has expired.
    const vencida = { ...q.intencion!, expira: new Date(Date.now() - 1000).toISOString() };
    await db.write(guardarCotizacionEmbarcacion(q, { ...q, intencion: vencida, version: q.version + 1 }));
    const segunda = (await visitante('POST', `/${id}/intencion`)).body.intencion;
    expect(segunda.id).not.toBe(primera.id);
    expect(await (await simulador(`${segunda.id}/rechazar`, 'POST')).text()).toContain('Pago rechazado');
    // The page is told the payment was rejected (not just shown 'Pagar' again) until another one starts.
    expect((await visitante('GET', `/${id}`)).body).toMatchObject({ estado: 'pendiente', intencion: null, pagoRechazado: true });
    const abierta = (await visitante('POST', `/${id}/intencion`)).body;
    expect(abierta.pagoRechazado).toBe(false);
    const tercera = abierta.intencion;
    // The wallet approved it but its notice never arrived: the page's next read asks the wallet.
    guardarIntencionSimulada({ ...leerIntencionSimulada(tercera.id)!, estado: 'aprobada' });
    expect((await visitante('GET', `/${id}`)).body).toMatchObject({ estado: 'pagada', poliza: { numero: expect.any(String) } });
  });
});
