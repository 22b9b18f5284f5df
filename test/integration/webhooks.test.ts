import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verificar } from '#shared/webhooks/firma.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';
import {
  emitirCertificadoCarga,
  esperarEnRegistro,
  esperarEntregas,
  recibidos,
  registrar,
  type Recibido,
} from './webhooks-datos.ts';

useTestEmulators();

const BASE = '/v1/integraciones/webhooks';
const receptor = (nombre: string) => `http://localhost:${inject('apiPort')}/_receptor/${nombre}`;

let admin: string;
let productor: string;
let otroTenant: string;
const creados: string[] = [];

beforeAll(async () => {
  [admin, productor, otroTenant] = await Promise.all([
    tokenOf('cargosur', 'administrador'),
    tokenOf('cargosur', 'productor'),
    tokenOf('rotasul', 'administrador'),
  ]);
});

afterAll(async () => {
  for (const id of creados) await api('DELETE', `${BASE}/${id}`, { token: admin, empresaId: 10 });
});

const nuevo = async (url: string, eventos = ['certificado.emitido'], headers: Record<string, string> = {}) => {
  const res = await registrar(admin, { url, eventos, descripcion: 'ERP de prueba' }, headers);
  if (res.status === 201) creados.push(res.body.endpoint.id);
  return res;
};

/** Issue 30 item 3, records 0169–0171: a partner company's endpoints, signed deliveries and their log. */
describe('webhook endpoints', () => {
  it('registers one whose secret is shown once; a retry with the same key answers it without the secret', async () => {
    const clave = randomUUID();
    const creado = await nuevo(receptor(`alta-${clave.slice(0, 8)}`), ['certificado.emitido'], { 'idempotency-key': clave });
    expect(creado.status, JSON.stringify(creado.body)).toBe(201);
    const { endpoint, secreto } = creado.body;
    expect(endpoint).toMatchObject({ activo: true, eventos: ['certificado.emitido'], descripcion: 'ERP de prueba' });
    expect(secreto.valor).toMatch(/^whsec_[\w-]{43}$/);
    const otraVez = await registrar(
      admin,
      { url: endpoint.url, eventos: ['certificado.emitido'], descripcion: 'ERP de prueba' },
      {
        'idempotency-key': clave,
      },
    );
    expect(otraVez.body).toEqual({ endpoint, secreto: null });
    const lista = await api('GET', BASE, { token: admin, empresaId: 10 });
    expect(lista.body.data.map((e: { id: string }) => e.id)).toContain(endpoint.id);
    expect(JSON.stringify(lista.body)).not.toContain(secreto.valor);
  });

  // An internal address is refused in the cloud only (the local stack's receiver is on loopback): shared/webhooks/destino.test.ts.
  it('refuses a URL that is not https, carries credentials or a fragment, with the field, and changes nothing', async () => {
    const antes = (await api('GET', BASE, { token: admin, empresaId: 10 })).body.data.length;
    for (const url of [
      'ftp://erp.example.com/x',
      'https://user:pw@erp.example.com/x',
      'http://erp.example.com/x',
      'https://erp.example.com/x#parte',
      'no es url',
    ]) {
      const res = await registrar(admin, { url, eventos: ['certificado.emitido'] });
      expect(res.status, url).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['url']);
    }
    const sinEventos = await registrar(admin, { url: receptor('x'), eventos: [] });
    expect(sinEventos.status).toBe(400);
    expect(sinEventos.body.errors[0]).toMatchObject({ path: 'eventos', message: 'El campo eventos es requerido' });
    const desconocido = await registrar(admin, { url: receptor('x'), eventos: ['certificado.robado'] });
    expect(desconocido.status).toBe(400);
    expect((await api('GET', BASE, { token: admin, empresaId: 10 })).body.data.length).toBe(antes);
  });

  it('is another company’s or tenant’s business: 404, and none of their lists shows it', async () => {
    const { endpoint } = (await nuevo(receptor('ajeno'))).body;
    const deOtra = await api('GET', `${BASE}/${endpoint.id}/entregas`, { token: admin, empresaId: 11 });
    expect(deOtra.status).toBe(404);
    expect((await api('DELETE', `${BASE}/${endpoint.id}`, { token: otroTenant })).status).toBe(404);
    expect((await api('PATCH', `${BASE}/${endpoint.id}`, { token: otroTenant, body: { activo: false } })).status).toBe(404);
    const lista = await api('GET', BASE, { token: otroTenant });
    expect(JSON.stringify(lista.body)).not.toContain(endpoint.id);
    expect((await api('GET', BASE, { token: productor })).status).toBe(403);
  });

  it('rotates with two signatures, retires the old one, never the last; two rotations at once add one secret', async () => {
    const { endpoint, secreto } = (await nuevo(receptor('rotacion'))).body;
    const [a, b] = await Promise.all([
      api('POST', `${BASE}/${endpoint.id}/secretos`, { token: admin, empresaId: 10 }),
      api('POST', `${BASE}/${endpoint.id}/secretos`, { token: admin, empresaId: 10 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const rotado = a.status === 201 ? a.body : b.body;
    expect(rotado.endpoint.secretos).toHaveLength(2);
    const retirado = await api('DELETE', `${BASE}/${endpoint.id}/secretos/${secreto.id}`, { token: admin, empresaId: 10 });
    expect(retirado.status).toBe(200);
    expect(retirado.body.secretos.map((s: { id: string }) => s.id)).toEqual([rotado.secreto.id]);
    const ultimo = await api('DELETE', `${BASE}/${endpoint.id}/secretos/${rotado.secreto.id}`, { token: admin, empresaId: 10 });
    expect(ultimo.status).toBe(409);
  });
});

describe('webhook deliveries', () => {
  it('posts an issued certificate to the issuer’s endpoint, signed with the recipe, and logs it delivered', async () => {
    const nombre = `emision-${randomUUID().slice(0, 8)}`;
    const { endpoint, secreto } = (await nuevo(receptor(nombre))).body;
    const { id, nroCertificado } = await emitirCertificadoCarga(productor);
    const esDeEste = (x: Recibido) => JSON.parse(x.cuerpo).datos.id === id;
    const recibido = (await esperarEntregas(nombre, (r) => r.some(esDeEste))).find(esDeEste)!;
    const carga = JSON.parse(recibido.cuerpo);
    expect(carga).toMatchObject({ tipo: 'certificado.emitido', datos: { id, nroCertificado, producto: 'transporte' } });
    expect(recibido.cabeceras['portal-entrega']).toBe(carga.id);
    const t = Number(/t=(\d+)/.exec(recibido.cabeceras['portal-firma']!)![1]);
    expect(verificar(recibido.cabeceras['portal-firma']!, recibido.cuerpo, secreto.valor, t)).toBe('valida');
    expect(verificar(recibido.cabeceras['portal-firma']!, recibido.cuerpo.replace('"tipo"', '"tipo" '), secreto.valor, t)).toBe(
      'no-coincide',
    );

    const entrega = await esperarEnRegistro(admin, endpoint.id, (e) => e.id === carga.id && e.estado !== 'pendiente');
    expect(entrega).toMatchObject({ estado: 'entregada', intentos: 1, carga: recibido.cuerpo, proximoIntento: null });
    expect(entrega.historial[0]).toMatchObject({ codigo: 200, error: null });
  });

  it('logs a failing receiver’s attempt and the next one a minute later; a redelivery waits until it is over', async () => {
    const nombre = `falla-${randomUUID().slice(0, 8)}`;
    const { endpoint } = (await nuevo(receptor(nombre))).body;
    const { id } = await emitirCertificadoCarga(productor);
    const entrega = await esperarEnRegistro(admin, endpoint.id, (e) => JSON.parse(e.carga).datos.id === id && e.intentos === 1);
    expect(entrega).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(entrega.historial[0]).toMatchObject({ codigo: 500 });
    const espera = Date.parse(entrega.proximoIntento!) - Date.parse(entrega.historial[0]!.fecha);
    expect(espera).toBeGreaterThanOrEqual(59_000);
    expect(espera).toBeLessThanOrEqual(61_000);
    const reenvio = await api('POST', `${BASE}/${endpoint.id}/entregas/${entrega.id}/reenvio`, { token: admin, empresaId: 10 });
    expect(reenvio.status).toBe(409);
  });

  it('sends nothing to a paused endpoint nor to one not subscribed to the event', async () => {
    const pausado = `pausado-${randomUUID().slice(0, 8)}`;
    const otroEvento = `otro-${randomUUID().slice(0, 8)}`;
    const testigo = `testigo-${randomUUID().slice(0, 8)}`;
    const p = (await nuevo(receptor(pausado))).body.endpoint;
    await nuevo(receptor(otroEvento), ['siniestro.estado_cambiado']);
    await nuevo(receptor(testigo));
    expect((await api('PATCH', `${BASE}/${p.id}`, { token: admin, empresaId: 10, body: { activo: false } })).body.activo).toBe(
      false,
    );
    const { id } = await emitirCertificadoCarga(productor);
    await esperarEntregas(testigo, (r) => r.some((x) => JSON.parse(x.cuerpo).datos.id === id));
    expect(await recibidos(pausado)).toEqual([]);
    expect(await recibidos(otroEvento)).toEqual([]);
  });
});
