import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { api, tokenOf, useTestEmulators, usuarioNuevo } from './helpers.ts';

const BASE = '/v1/marine-carga/transporte';
let productor: string;
let aseguradora: string;
let administrador: string;
let emisor: string;
let otroTenant: string;

/** A whole request as the spec's form sends it (the insured as the entity search returns it). */
const solicitud = (o: { moneda?: number; beneficiarioId?: number } = {}) => ({
  asegurado: {
    beneficiario: { id: o.beneficiarioId ?? 1, nombre: 'Ignorado', cif: '0', logo: null, markup: null, pais: null },
    direccionFiscalCompleta: 'Av. Corrientes 1234, CABA',
    giroDelAsegurado: 'Importación de maquinaria agrícola',
  },
  bienesAsegurado: {
    moneda: o.moneda ?? 840,
    sumaAsegurada: 2_500_000.5,
    descripcion: 'Cosechadoras y repuestos',
    territorialidad: 'Mercosur',
    embalaje: 'Contenedor 40 HC',
    incoterms: ['FOB', 'CIF'],
    siniestralidad: 'Sin siniestros en los últimos 5 años',
  },
  cobertura: {
    requerida: 'Todo riesgo',
    limite: { camion: 300_000, aereo: 0, maritimo: 1_500_000, ferrocarril: 0, encomiendaPostal: 0 },
  },
});

const enviar = (token: string, body: unknown, clave = randomUUID()) =>
  api('POST', BASE, { token, body, headers: { 'Idempotency-Key': clave } });

/** The mails written since `antes` (the local mail simulator's outbox). */
const correosDesde = (antes: Set<string>) => {
  const dir = inject('mailOutboxDir');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.txt') && !antes.has(f))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
};
const bandeja = () => new Set(fs.existsSync(inject('mailOutboxDir')) ? fs.readdirSync(inject('mailOutboxDir')) : []);

describe('marine cargo underwriting requests', () => {
  beforeAll(async () => {
    useTestEmulators();
    [productor, aseguradora, administrador, emisor, otroTenant] = await Promise.all([
      tokenOf('cargosur', 'productor'),
      tokenOf('cargosur', 'aseguradora'),
      tokenOf('cargosur', 'administrador'),
      tokenOf('cargosur', 'emisor'),
      tokenOf('fletepago', 'productor'),
    ]);
  });

  it('files a request once per key, Recibida with the insured read from the table, and mails the desk and the requester', async () => {
    const antes = bandeja();
    const clave = randomUUID();
    const r = await enviar(productor, solicitud(), clave);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ estado: 1, numero: expect.stringMatching(/^MC-\d{8}$/) });
    const otra = await enviar(productor, solicitud(), clave);
    expect(otra.body).toEqual(r.body);
    const d = await api('GET', `${BASE}/${r.body.id}`, { token: productor });
    expect(d.status).toBe(200);
    expect(d.body.asegurado.nombre).not.toBe('Ignorado');
    expect(d.body).toMatchObject({ estado: { id: 1, nombre: 'Recibida' }, siguientes: [], respuesta: null });
    expect(d.body.solicitud.bienesAsegurado.incoterms).toEqual(['FOB', 'CIF']);
    expect(d.body.novedades).toHaveLength(1);
    const correos = correosDesde(antes).filter((c) => c.includes(r.body.numero));
    expect(correos.some((c) => c.includes('Para: suscripcion@cargosur.portal-carga.example'))).toBe(true);
    expect(correos.some((c) => c.includes('Para: productor@cargosur.demo') && c.includes('Recibimos su solicitud'))).toBe(true);
  });

  it('refuses a wrong form field by field and files nothing', async () => {
    const lista = async () => (await api('GET', BASE, { token: productor })).body.meta.total;
    const antes = await lista();
    const vacia = await enviar(productor, { asegurado: {}, bienesAsegurado: { incoterms: [] }, cobertura: { limite: {} } });
    expect(vacia.status).toBe(400);
    const campos = vacia.body.errors.map((e: { path: string }) => e.path);
    for (const c of [
      'asegurado.beneficiario',
      'asegurado.direccionFiscalCompleta',
      'bienesAsegurado.moneda',
      'bienesAsegurado.sumaAsegurada',
      'bienesAsegurado.incoterms',
      'cobertura.requerida',
      'cobertura.limite.encomiendaPostal',
    ])
      expect(campos).toContain(c);
    const mal = solicitud();
    mal.bienesAsegurado.sumaAsegurada = 1e15;
    mal.bienesAsegurado.descripcion = 'x'.repeat(2001);
    mal.bienesAsegurado.incoterms = ['XYZ'];
    const r = await enviar(productor, mal);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'bienesAsegurado.sumaAsegurada', message: 'Debe ser menor o igual a 1.000.000.000.000' },
        { path: 'bienesAsegurado.descripcion', message: 'Máximo 2000 caracteres' },
      ]),
    );
    const moneda = await enviar(productor, solicitud({ moneda: 999 }));
    expect(moneda.body.errors).toEqual([{ path: 'bienesAsegurado.moneda', message: 'La moneda no existe' }]);
    const ajeno = await enviar(productor, solicitud({ beneficiarioId: 999_999 }));
    expect(ajeno.body.errors).toEqual([{ path: 'asegurado.beneficiario', message: 'El asegurado no existe' }]);
    expect(await lista()).toBe(antes);
  });

  it('the desk analyses, comments and quotes with the answer; each step audited in the timeline and mailed; final states stay', async () => {
    const { id, numero } = (await enviar(productor, solicitud())).body;
    const leer = async (token = aseguradora) => (await api('GET', `${BASE}/${id}`, { token })).body;
    const cambiar = (body: object, token = aseguradora) =>
      api('POST', `${BASE}/${id}/estado`, { token, body, headers: { 'Idempotency-Key': randomUUID() } });
    const d = await leer();
    expect(d.siguientes.map((e: { id: number }) => e.id)).toEqual([2, 3, 4]);
    const antes = bandeja();
    expect((await cambiar({ estado: 2, version: d.version })).status).toBe(200);
    // Quoting needs the answer the requester reads; a stale version is refused.
    const sinRespuesta = await cambiar({ estado: 3, version: d.version + 1 });
    expect(sinRespuesta.status).toBe(400);
    expect(sinRespuesta.body.errors).toEqual([{ path: 'respuesta', message: 'Indique la respuesta para el solicitante' }]);
    expect((await cambiar({ estado: 3, version: d.version, respuesta: 'x' })).status).toBe(409);
    const comentario = await api('POST', `${BASE}/${id}/comentarios`, {
      token: productor,
      body: { texto: '¿Necesitan el detalle de embalaje?' },
    });
    expect(comentario.status).toBe(201);
    const cotizada = await cambiar({ estado: 3, version: d.version + 1, respuesta: 'Tasa 0,35 ‰, franquicia 1 %' });
    expect(cotizada.body).toMatchObject({ estado: 3, version: d.version + 2 });
    const final = await leer(productor);
    expect(final).toMatchObject({
      estado: { id: 3, nombre: 'Cotizada' },
      respuesta: 'Tasa 0,35 ‰, franquicia 1 %',
      siguientes: [],
    });
    expect(final.novedades.map((n: { lado: string; estado: { id: number } | null }) => [n.lado, n.estado?.id ?? null])).toEqual([
      ['solicitante', 1],
      ['suscripcion', 2],
      ['solicitante', null],
      ['suscripcion', 3],
    ]);
    const correos = correosDesde(antes).filter((c) => c.includes(numero));
    expect(correos.filter((c) => c.includes('Para: productor@cargosur.demo'))).toHaveLength(2);
    expect(correos.some((c) => c.includes('Para: suscripcion@') && c.includes('embalaje'))).toBe(true);
    expect((await cambiar({ estado: 4, version: final.version, respuesta: 'No' })).status).toBe(409);
  });

  it('two underwriters at once: one change wins, the other is refused', async () => {
    const { id } = (await enviar(productor, solicitud())).body;
    const body = (estado: number) => ({ estado, version: 1, respuesta: 'Decisión' });
    const [a, b] = await Promise.all([
      api('POST', `${BASE}/${id}/estado`, { token: aseguradora, body: body(3) }),
      api('POST', `${BASE}/${id}/estado`, { token: administrador, body: body(4) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await api('GET', `${BASE}/${id}`, { token: aseguradora })).body.version).toBe(2);
  });

  it('who sees what: the desk all, a requester its company’s, no one another tenant’s; only the desk changes states', async () => {
    const { id } = (await enviar(productor, solicitud())).body;
    const otraEmpresa = await usuarioNuevo(administrador, [{ idEmpresa: 11, idRol: 'productor' }]);
    expect((await api('GET', `${BASE}/${id}`, { token: otraEmpresa })).status).toBe(404);
    const suyas = (await api('GET', BASE, { token: otraEmpresa })).body;
    expect(suyas.data.some((s: { id: number }) => s.id === id)).toBe(false);
    expect(suyas.meta.total).toBe(0);
    const mesa = (await api('GET', `${BASE}?estado=1`, { token: aseguradora })).body;
    expect(mesa.data[0]).toMatchObject({ id, estado: { id: 1 } });
    expect((await api('GET', `${BASE}/${id}`, { token: otroTenant })).status).toBe(404);
    expect((await api('GET', BASE, { token: otroTenant })).body.data.some((s: { id: number }) => s.id === id)).toBe(false);
    expect((await api('POST', `${BASE}/${id}/estado`, { token: productor, body: { estado: 2, version: 1 } })).status).toBe(403);
    expect((await enviar(emisor, solicitud())).status).toBe(403);
    expect((await api('POST', `${BASE}/${id}/comentarios`, { token: otraEmpresa, body: { texto: 'hola' } })).status).toBe(404);
  });
});
