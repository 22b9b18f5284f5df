import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, tokenOf } from './helpers.ts';

const unico = () => `IT-${randomInt(1_000_000_000)}`;

/** A valid body: a transport policy of Aseguradora del Sur (company 1 of every demo tenant). */
const cuerpo = (over: Record<string, unknown> = {}) => ({
  numero: unico(),
  aseguradoraId: 1,
  nombre: `Prueba ${randomUUID().slice(0, 8)}`,
  ramo: 'transporte',
  monedaId: 840,
  paisId: 32,
  vigenciaDesde: '2026-01-01',
  vigenciaHasta: '2099-12-31',
  tasa: 0.25,
  primaMinima: 30,
  cobertura: { nombre: 'Todo riesgo', deducibles: [{ concepto: 'Por embarque', tipo: 'porcentaje', valor: 10 }] },
  limitesPorEmbarque: [{ transporteId: 1, limite: 500_000 }],
  endosos: [{ nombre: 'Exportaciones', vigenciaDesde: '2026-02-01', vigenciaHasta: '2026-12-31' }],
  ...over,
});

const crear = async (token: string, over: Record<string, unknown> = {}) => {
  const res = await api('POST', '/v1/polizas', { token, body: cuerpo(over) });
  expect(res.status).toBe(201);
  return res.body;
};

describe('policies', () => {
  it('creates, reads back and edits a policy; endorsement ids stay, and the trail records each change', async () => {
    const token = await tokenOf('cargosur', 'administrador');
    const creada = await crear(token, { nombre: 'Flotante Ñandú' });
    expect(creada).toMatchObject({
      aseguradora: { id: 1, nombre: 'Aseguradora del Sur S.A.' },
      moneda: { id: 840, simbolo: 'US$' },
      estado: 'vigente',
      version: 1,
      endosos: [{ id: 1, nombre: 'Exportaciones' }],
      historial: [{ accion: 'crear', usuario: 'administrador@cargosur.demo' }],
    });
    const leida = await api('GET', `/v1/polizas/${creada.id}`, { token });
    expect(leida.body).toEqual(creada);

    const { id: _id, aseguradora: _a, moneda: _m, estado: _e, historial: _h, ...resto } = creada;
    const editada = await api('PUT', `/v1/polizas/${creada.id}`, {
      token,
      body: {
        ...resto,
        aseguradoraId: 1,
        monedaId: 840,
        tasa: 0.3,
        endosos: [...creada.endosos, { nombre: 'Importaciones', vigenciaDesde: '2026-03-01', vigenciaHasta: '2026-06-30' }],
      },
    });
    expect(editada.status).toBe(200);
    expect(editada.body).toMatchObject({ tasa: 0.3, version: 2, endosos: [{ id: 1 }, { id: 2, nombre: 'Importaciones' }] });
    expect(editada.body.historial.map((h: any) => h.accion)).toEqual(['crear', 'editar']);
    expect(editada.body.historial[1]).toMatchObject({ desde: { tasa: 0.25 }, hacia: { tasa: 0.3 } });

    // A stale edit (version 1 again) is refused and changes nothing.
    const vieja = await api('PUT', `/v1/polizas/${creada.id}`, {
      token,
      body: { ...resto, aseguradoraId: 1, monedaId: 840, tasa: 9 },
    });
    expect(vieja.status).toBe(409);
    expect((await api('GET', `/v1/polizas/${creada.id}`, { token })).body.tasa).toBe(0.3);
  });

  it('keeps the number unique per insurer (spaces and case aside), not across insurers', async () => {
    const token = await tokenOf('cargosur', 'administrador');
    const numero = unico();
    await crear(token, { numero });
    const dup = await api('POST', '/v1/polizas', { token, body: cuerpo({ numero: ` ${numero.toLowerCase()}` }) });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual([{ path: 'numero', message: 'La aseguradora ya tiene una póliza con ese número' }]);
    await crear(token, { numero, aseguradoraId: 2 });

    // An edit onto another policy's number is refused too; moving to a free number frees the old one.
    const otra = await crear(token);
    const { id, aseguradora: _a, moneda: _m, estado: _e, historial: _h, ...resto } = otra;
    const base = { ...resto, aseguradoraId: 1, monedaId: 840 };
    expect((await api('PUT', `/v1/polizas/${id}`, { token, body: { ...base, numero } })).status).toBe(409);
    const nuevoNumero = unico();
    expect((await api('PUT', `/v1/polizas/${id}`, { token, body: { ...base, numero: nuevoNumero } })).status).toBe(200);
    await crear(token, { numero: otra.numero });
  });

  it('refuses bad input with the field and its message, and writes nothing', async () => {
    const token = await tokenOf('cargosur', 'administrador');
    const numero = unico();
    const mala = await api('POST', '/v1/polizas', {
      token,
      body: cuerpo({
        numero,
        nombre: '',
        tasa: 101,
        vigenciaHasta: '2025-01-01',
        endosos: [{ nombre: 'Fuera', vigenciaDesde: '2020-01-01', vigenciaHasta: '2020-02-01' }],
      }),
    });
    expect(mala.status).toBe(400);
    expect(mala.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'nombre', message: 'El campo nombre es requerido' },
        { path: 'tasa', message: 'Debe estar entre 0 y 100' },
      ]),
    );
    // Cross-field rules run once the fields parse.
    const fechas = await api('POST', '/v1/polizas', {
      token,
      body: cuerpo({ numero, vigenciaHasta: '2025-01-01', endosos: [] }),
    });
    expect(fechas.body.errors).toEqual([
      { path: 'vigenciaHasta', message: 'La fecha hasta debe ser posterior a la fecha desde' },
    ]);
    // References must exist: a producer is not an insurer; unknown currency and transport mode.
    const refs = await api('POST', '/v1/polizas', {
      token,
      body: cuerpo({ numero, aseguradoraId: 10, monedaId: 1, limitesPorEmbarque: [{ transporteId: 99, limite: 1 }] }),
    });
    expect(refs.status).toBe(400);
    expect(refs.body.errors).toEqual([
      { path: 'aseguradoraId', message: 'La empresa no es una aseguradora' },
      { path: 'monedaId', message: 'La moneda no existe' },
      { path: 'limitesPorEmbarque.0.transporteId', message: 'El medio de transporte no existe' },
    ]);
    const busqueda = await api('GET', `/v1/polizas?texto=${numero}`, { token });
    expect(busqueda.body.data).toEqual([]);
  });

  it('annuls a policy once: it reads anulada, cannot be edited, and a retry answers the same', async () => {
    const token = await tokenOf('cargosur', 'administrador');
    const p = await crear(token);
    const anulada = await api('POST', `/v1/polizas/${p.id}/anulacion`, { token, body: { version: 1, motivo: 'Rescindida' } });
    expect(anulada.status).toBe(200);
    expect(anulada.body).toMatchObject({ estado: 'anulada', version: 2 });
    expect(anulada.body.historial.at(-1)).toMatchObject({ accion: 'anular', desde: 'vigente', hacia: 'anulada' });
    const otra = await api('POST', `/v1/polizas/${p.id}/anulacion`, { token, body: { version: 1, motivo: 'Rescindida' } });
    expect(otra.body).toEqual(anulada.body);
    const { id: _id, aseguradora: _a, moneda: _m, estado: _e, historial: _h, ...resto } = anulada.body;
    const edit = await api('PUT', `/v1/polizas/${p.id}`, { token, body: { ...resto, aseguradoraId: 1, monedaId: 840 } });
    expect(edit.status).toBe(409);
  });

  it('a retried create with the same Idempotency-Key returns the first policy', async () => {
    const token = await tokenOf('cargosur', 'administrador');
    const body = cuerpo();
    const headers = { 'idempotency-key': randomUUID() };
    const a = await api('POST', '/v1/polizas', { token, body, headers });
    const b = await api('POST', '/v1/polizas', { token, body, headers });
    expect(a.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);
  });

  it('lists by cursor with filters, totals from counters, and the demo policies in their states', async () => {
    const token = await tokenOf('cargosur', 'administrador');
    const prefijo = `Paginada ${randomUUID().slice(0, 6)}`;
    for (const n of [1, 2, 3]) await crear(token, { nombre: `${prefijo} ${n}`, ramo: 'contenedores' });
    const p1 = await api('GET', `/v1/polizas?texto=${encodeURIComponent(prefijo)}&size=2`, { token });
    expect(p1.body.data.map((p: any) => p.nombre)).toEqual([`${prefijo} 1`, `${prefijo} 2`]);
    const p2 = await api('GET', `/v1/polizas?texto=${encodeURIComponent(prefijo)}&size=2&cursor=${p1.body.meta.nextCursor}`, {
      token,
    });
    expect(p2.body.data.map((p: any) => p.nombre)).toEqual([`${prefijo} 3`]);
    expect(p2.body.meta.nextCursor).toBeNull();

    const ramo = await api('GET', `/v1/polizas?ramo=contenedores&texto=${encodeURIComponent(prefijo)}`, { token });
    expect(ramo.body.data).toHaveLength(3);
    const todas = await api('GET', '/v1/polizas?size=100', { token });
    expect(todas.body.meta.total).toBeGreaterThanOrEqual(6);

    // Demo: two policies of Aseguradora del Sur in force, one expired of another insurer.
    const anio = new Date().getFullYear();
    const porNumero = await api('GET', `/v1/polizas?texto=tr-${anio}-0001`, { token });
    expect(porNumero.body.data).toMatchObject([{ id: 1, estado: 'vigente', endosos: [{ id: 1 }, { id: 2 }] }]);
    const vencidas = await api('GET', '/v1/polizas?estado=vencida', { token });
    expect(vencidas.body.data.map((p: any) => p.estado)).toContain('vencida');
    expect(vencidas.body.data.every((p: any) => p.estado === 'vencida')).toBe(true);
    expect(vencidas.body.meta.total).toBeNull();
    const vigentes = await api('GET', '/v1/polizas?estado=vigente&size=100', { token });
    expect(vigentes.body.data.every((p: any) => p.estado === 'vigente')).toBe(true);
    const delSur = await api('GET', '/v1/polizas?aseguradoraId=2', { token });
    expect(delSur.body.data.every((p: any) => p.aseguradora.id === 2)).toBe(true);

    const combinados = await api('GET', '/v1/polizas?ramo=transporte&estado=vigente', { token });
    expect(combinados.status).toBe(400);
    expect(combinados.body.errors).toEqual([
      { path: 'query.estado', message: 'Filtrá por aseguradora, ramo o estado, uno a la vez' },
    ]);
  });

  it('isolates tenants and enforces the permissions', async () => {
    // Ids follow the three demo policies of each tenant; viajeseguro has none past them.
    const p = await crear(await tokenOf('cargosur', 'administrador'));
    expect(p.id).toBeGreaterThan(3);
    expect((await api('GET', `/v1/polizas/${p.id}`, { token: await tokenOf('viajeseguro', 'administrador') })).status).toBe(404);
    const consultor = await tokenOf('cargosur', 'consultor');
    expect((await api('GET', `/v1/polizas/${p.id}`, { token: consultor })).status).toBe(200);
    expect((await api('POST', '/v1/polizas', { token: consultor, body: cuerpo() })).status).toBe(403);
    const productor = await tokenOf('cargosur', 'productor');
    expect((await api('GET', '/v1/polizas', { token: productor })).status).toBe(403);
  });
});
