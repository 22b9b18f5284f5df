import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, tokenOf, useTestEmulators, usuarioNuevo } from './helpers.ts';

const BASE = '/v1/cauciones/aduaneras';
let productor: string;
let aseguradora: string;
let administrador: string;
let emisor: string;
let otroTenant: string;
let sinCauciones: string;

/** A request as the form sends it (the tomador as the entity search returns it). */
const solicitud = (o: Record<string, unknown> = {}) => ({
  tomador: { id: 1, nombre: 'Ignorado', cif: '0', logo: null, markup: null, pais: null },
  tipo: 'importacionTemporaria',
  moneda: 840,
  sumaAsegurada: 85_000.25,
  plazoMeses: 6,
  aduana: 'Buenos Aires (001)',
  destinacion: '26001IT14000123X',
  observaciones: 'Maquinaria para exposición',
  ...o,
});

const enviar = (token: string, body: unknown, clave = randomUUID()) =>
  api('POST', BASE, { token, body, headers: { 'Idempotency-Key': clave } });

const bandeja = () => new Set(fs.existsSync(inject('mailOutboxDir')) ? fs.readdirSync(inject('mailOutboxDir')) : []);
const correosDesde = (antes: Set<string>) =>
  fs
    .readdirSync(inject('mailOutboxDir'))
    .filter((f) => f.endsWith('.txt') && !antes.has(f))
    .map((f) => fs.readFileSync(path.join(inject('mailOutboxDir'), f), 'utf8'));

describe('customs-bond quotation requests (issue 27 item 25)', () => {
  beforeAll(async () => {
    useTestEmulators();
    [productor, aseguradora, administrador, emisor, otroTenant, sinCauciones] = await Promise.all([
      tokenOf('cargosur', 'productor'),
      tokenOf('cargosur', 'aseguradora'),
      tokenOf('cargosur', 'administrador'),
      tokenOf('cargosur', 'emisor'),
      tokenOf('fletepago', 'productor'),
      tokenOf('viajeseguro', 'productor'),
    ]);
  });

  it('files a request once per key, Recibida with the tomador read from the table, listed and mailed to the insurer', async () => {
    const antes = bandeja();
    const clave = randomUUID();
    const r = await enviar(productor, solicitud(), clave);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ estado: 1, numero: expect.stringMatching(/^CA-\d{8}$/) });
    expect((await enviar(productor, solicitud(), clave)).body).toEqual(r.body);
    const d = await api('GET', `${BASE}/${r.body.id}`, { token: productor });
    expect(d.status).toBe(200);
    expect(d.body.tomador.nombre).not.toBe('Ignorado');
    expect(d.body).toMatchObject({
      tipo: 'importacionTemporaria',
      sumaAsegurada: 85_000.25,
      estado: { id: 1, nombre: 'Recibida' },
      siguientes: [],
      respuesta: null,
      solicitud: { plazoMeses: 6, aduana: 'Buenos Aires (001)' },
    });
    const lista = (await api('GET', BASE, { token: productor })).body;
    expect(lista.data[0]).toMatchObject({ id: r.body.id, numero: r.body.numero, tipo: 'importacionTemporaria' });
    // A bond is not an underwriting request: the marine cargo list does not show it.
    const marine = (await api('GET', '/v1/marine-carga/transporte', { token: productor })).body;
    expect(marine.data.some((s: { numero: string }) => s.numero === r.body.numero)).toBe(false);
    const correos = correosDesde(antes).filter((c) => c.includes(r.body.numero));
    expect(
      correos.some((c) => c.includes('Para: suscripcion@cargosur.portal-carga.example') && c.includes('Importación temporaria')),
    ).toBe(true);
    expect(correos.some((c) => c.includes('Para: productor@cargosur.demo') && c.includes('Recibimos su solicitud'))).toBe(true);
  });

  it('refuses a wrong form field by field (400) and files nothing', async () => {
    const total = async () => (await api('GET', BASE, { token: productor })).body.meta.total;
    const antes = await total();
    const vacia = await enviar(productor, {});
    expect(vacia.status).toBe(400);
    const campos = vacia.body.errors.map((e: { path: string }) => e.path);
    for (const c of ['tomador', 'tipo', 'moneda', 'sumaAsegurada', 'plazoMeses', 'aduana']) expect(campos).toContain(c);
    const mal = await enviar(productor, solicitud({ plazoMeses: 61, aduana: 'x'.repeat(121) }));
    expect(mal.status).toBe(400);
    expect(mal.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'plazoMeses', message: 'Máximo 60 meses' },
        { path: 'aduana', message: 'Máximo 120 caracteres' },
      ]),
    );
    const otras = await enviar(productor, solicitud({ tipo: 'otras', observaciones: '' }));
    expect(otras.body.errors).toEqual([{ path: 'observaciones', message: 'Indique en las observaciones qué caución necesita' }]);
    expect((await enviar(productor, solicitud({ moneda: 999 }))).body.errors).toEqual([
      { path: 'moneda', message: 'La moneda no existe' },
    ]);
    expect((await enviar(productor, solicitud({ tomador: { id: 999_999 } }))).body.errors).toEqual([
      { path: 'tomador', message: 'El tomador no existe' },
    ]);
    expect(await total()).toBe(antes);
  });

  it('the insurer analyses and quotes with the terms; the requester comments and reads the answer; final states stay', async () => {
    const { id } = (await enviar(productor, solicitud())).body;
    const cambiar = (body: object, token = aseguradora) =>
      api('POST', `${BASE}/${id}/estado`, { token, body, headers: { 'Idempotency-Key': randomUUID() } });
    const d = (await api('GET', `${BASE}/${id}`, { token: aseguradora })).body;
    expect(d.siguientes.map((e: { id: number }) => e.id)).toEqual([2, 3, 4]);
    expect((await cambiar({ estado: 2, version: 1 })).status).toBe(200);
    const sinRespuesta = await cambiar({ estado: 3, version: 2 });
    expect(sinRespuesta.status).toBe(400);
    expect(sinRespuesta.body.errors).toEqual([{ path: 'respuesta', message: 'Indique la respuesta para el solicitante' }]);
    expect((await cambiar({ estado: 3, version: 1, respuesta: 'x' })).status).toBe(409);
    const comentario = await api('POST', `${BASE}/${id}/comentarios`, { token: productor, body: { texto: '¿Contragarantía?' } });
    expect(comentario.status).toBe(201);
    expect((await cambiar({ estado: 3, version: 2, respuesta: 'Tasa 1,2 % anual, mínimo U$S 150' })).body).toMatchObject({
      estado: 3,
      version: 3,
    });
    const final = (await api('GET', `${BASE}/${id}`, { token: productor })).body;
    expect(final).toMatchObject({ estado: { id: 3 }, respuesta: 'Tasa 1,2 % anual, mínimo U$S 150', siguientes: [] });
    expect(final.novedades.map((n: { lado: string; estado: { id: number } | null }) => [n.lado, n.estado?.id ?? null])).toEqual([
      ['solicitante', 1],
      ['suscripcion', 2],
      ['solicitante', null],
      ['suscripcion', 3],
    ]);
    expect((await cambiar({ estado: 4, version: 3, respuesta: 'No' })).status).toBe(409);
  });

  it('the insurer (or the administration that grants its role) answers, never the requester', async () => {
    const { id } = (await enviar(productor, solicitud())).body;
    expect((await api('POST', `${BASE}/${id}/estado`, { token: productor, body: { estado: 2, version: 1 } })).status).toBe(403);
    const d = (await api('GET', `${BASE}/${id}`, { token: productor })).body;
    expect(d.siguientes).toEqual([]);
    expect((await api('GET', `${BASE}/${id}`, { token: administrador })).body.siguientes.length).toBeGreaterThan(0);
    expect((await enviar(emisor, solicitud())).status).toBe(403);
    expect((await enviar(aseguradora, solicitud())).status).toBe(403);
  });

  it('who sees what: the insurer all, a requester its company’s, no one another tenant’s, nothing without the flag', async () => {
    const { id } = (await enviar(productor, solicitud())).body;
    const otraEmpresa = await usuarioNuevo(administrador, [{ idEmpresa: 11, idRol: 'productor' }]);
    expect((await api('GET', `${BASE}/${id}`, { token: otraEmpresa })).status).toBe(404);
    const suyas = (await api('GET', BASE, { token: otraEmpresa })).body;
    expect(suyas.data.some((s: { id: number }) => s.id === id)).toBe(false);
    expect(suyas.meta.total).toBe(0);
    expect((await api('POST', `${BASE}/${id}/comentarios`, { token: otraEmpresa, body: { texto: 'hola' } })).status).toBe(404);
    const mesa = (await api('GET', `${BASE}?estado=1`, { token: aseguradora })).body;
    expect(mesa.data[0]).toMatchObject({ id, estado: { id: 1 }, empresa: { id: expect.any(Number) } });
    expect((await api('GET', `${BASE}/${id}`, { token: otroTenant })).status).toBe(404);
    expect((await api('GET', BASE, { token: otroTenant })).body.data.some((s: { id: number }) => s.id === id)).toBe(false);
    expect((await api('GET', BASE, { token: sinCauciones })).status).toBe(403);
    expect((await enviar(sinCauciones, solicitud())).status).toBe(403);
  });
});
