import { beforeAll, describe, expect, it } from 'vitest';
import { sumarDias } from '#lib/viajes/guardar.ts';
import { AYER, HOY, emisionPorTransferencia, viajeBsAsSaoPaulo } from '#test/fixtures/viaje-especifico.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';

// Masters change what every quote of the tenant prices: these tests edit bancoandino's, which no other
// suite prices in, and cargosur's only to read them.
const TENANT = 'bancoandino';
const MANANA = sumarDias(HOY, 1);

let admin: string;
let productor: string;

const maestro = async (nombre: string, token = admin) => {
  const res = await api('GET', `/v1/maestros/${nombre}`, { token });
  expect(res.status).toBe(200);
  return res.body;
};
const guardar = (nombre: string, body: unknown, token = admin) =>
  api('POST', `/v1/maestros/${nombre}/versiones`, { token, body });
const cotizar = async () => {
  const res = await api('POST', '/v1/viajes-especificos/cotizaciones', { token: productor, body: viajeBsAsSaoPaulo() });
  expect(res.status).toBe(200);
  return res.body as any[];
};
const ofertaDe = (ofertas: any[], coberturaId: number) => ofertas.find((o) => o.cobertura.id === coberturaId);

/** The tariff with one coverage's rates doubled (every 'base' rule). */
const encarecer = (tarifario: any, coberturaId: number) => ({
  ...tarifario,
  coberturas: tarifario.coberturas.map((c: any) =>
    c.id !== coberturaId
      ? c
      : {
          ...c,
          configuracion: {
            ...c.configuracion,
            reglas: c.configuracion.reglas.map((r: any) => (r.tipoOperacion === 'base' ? { ...r, valor: r.valor * 2 } : r)),
          },
        },
  ),
});

describe('masters: versions in effect by date', () => {
  beforeAll(async () => {
    useTestEmulators();
    [admin, productor] = await Promise.all([tokenOf(TENANT, 'administrador'), tokenOf(TENANT, 'productor')]);
  });

  it('a change effective today prices the next quote; a certificate issued before keeps its version and price', async () => {
    const antes = await maestro('tarifario');
    expect(antes.vigente.n).toBe(antes.ultima.n);

    const [limpia] = (await cotizar()).filter((o) => o.validaciones.length === 0);
    const guardado = await api('POST', '/v1/viajes-especificos/polizas', {
      token: productor,
      body: viajeBsAsSaoPaulo({ CoberturaId: limpia.cobertura.id }),
    });
    expect(guardado.status).toBe(200);
    const emitido = await api('POST', '/v1/viajes-especificos/polizas/emitidas', {
      token: productor,
      body: emisionPorTransferencia(guardado.body.id),
    });
    expect(emitido.status).toBe(200);

    const nueva = await guardar('tarifario', {
      versionBase: antes.ultima.n,
      vigenteDesde: HOY,
      contenido: encarecer(antes.ultima.contenido, limpia.cobertura.id),
    });
    expect(nueva.status).toBe(201);
    expect(nueva.body).toMatchObject({ n: antes.ultima.n + 1, vigenteDesde: HOY, por: `administrador@${TENANT}.demo` });
    expect(nueva.body.cambios.modificados).toEqual([`Cobertura ${limpia.cobertura.nombre}`]);

    const despues = ofertaDe(await cotizar(), limpia.cobertura.id);
    expect(despues.prima).toBeGreaterThan(limpia.prima);

    const viejo = await api('GET', `/v1/viajes-especificos/polizas/${guardado.body.id}`, { token: productor });
    expect(viejo.body.versiones.tarifario).toEqual({ n: antes.vigente.n, vigenteDesde: antes.vigente.vigenteDesde });
    expect(viejo.body.premio.monto).toBe(limpia.premio);

    const otro = await api('POST', '/v1/viajes-especificos/polizas', {
      token: productor,
      body: viajeBsAsSaoPaulo({ CoberturaId: limpia.cobertura.id }),
    });
    const nuevo = await api('GET', `/v1/viajes-especificos/polizas/${otro.body.id}`, { token: productor });
    expect(nuevo.body.versiones.tarifario).toEqual({ n: nueva.body.n, vigenteDesde: HOY });
    expect(nuevo.body.premio.monto).toBe(despues.premio);
  });

  it('a change scheduled for tomorrow does not touch today’s quote, and is listed as scheduled', async () => {
    const antes = await maestro('tarifario');
    const coberturaId = antes.ultima.contenido.coberturas[0].id;
    const hoy = ofertaDe(await cotizar(), coberturaId);
    const programada = await guardar('tarifario', {
      versionBase: antes.ultima.n,
      vigenteDesde: MANANA,
      contenido: encarecer(antes.ultima.contenido, coberturaId),
    });
    expect(programada.status).toBe(201);
    expect(ofertaDe(await cotizar(), coberturaId).premio).toBe(hoy.premio);

    const ahora = await maestro('tarifario');
    expect(ahora.vigente.n).toBe(antes.vigente.n);
    expect(ahora.ultima).toMatchObject({ n: programada.body.n, vigenteDesde: MANANA });
    expect(ahora.historial.map((v: any) => v.n)).toEqual([programada.body.n, ...antes.historial.map((v: any) => v.n)]);

    // Dates only move forward: today can no longer follow a change scheduled for tomorrow.
    const antesDeLaProgramada = await guardar('tarifario', {
      versionBase: ahora.ultima.n,
      vigenteDesde: HOY,
      contenido: ahora.ultima.contenido,
    });
    expect(antesDeLaProgramada.status).toBe(400);
    expect(antesDeLaProgramada.body.errors[0].path).toBe('vigenteDesde');
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const antes = await maestro('tiposContenedor');
    const res = await guardar('tiposContenedor', {
      versionBase: antes.ultima.n,
      vigenteDesde: AYER,
      contenido: [{ id: 1, codigo: '20DV', nombre: ' ' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'contenido.0.nombre', message: 'Requerido' },
      { path: 'vigenteDesde', message: 'La vigencia no puede empezar antes de hoy' },
    ]);
    const sinFecha = await guardar('tiposContenedor', { versionBase: antes.ultima.n, vigenteDesde: '1-2-2026', contenido: [] });
    expect(sinFecha.status).toBe(400);
    expect(sinFecha.body.errors[0].path).toBe('vigenteDesde');
    expect((await api('GET', '/v1/maestros/no-existe', { token: admin })).status).toBe(400);
    expect((await maestro('tiposContenedor')).historial).toEqual(antes.historial);
  });

  it('the annual tariff’s security measures: an empty or repeated one is refused naming it; a saved one is on the next offer', async () => {
    const antes = await maestro('ratingAnual');
    const conMedidas = (medidasSeguridad: unknown) => ({
      versionBase: antes.ultima.n,
      vigenteDesde: HOY,
      contenido: {
        ...antes.ultima.contenido,
        coberturas: antes.ultima.contenido.coberturas.map((c: any) => (c.id === 1 ? { ...c, medidasSeguridad } : c)),
      },
    });
    const malas = await guardar('ratingAnual', conMedidas([{ nombre: ' ' }, { nombre: 'GPS' }, { nombre: 'gps' }]));
    expect(malas.status).toBe(400);
    expect(malas.body.errors).toEqual([
      { path: 'contenido.coberturas.0.medidasSeguridad.0.nombre', message: 'Requerido' },
      { path: 'contenido.coberturas.0.medidasSeguridad', message: 'Hay medidas repetidas' },
    ]);
    const muchas = Array.from({ length: 11 }, (_, i) => ({ nombre: `Medida ${i + 1}` }));
    expect((await guardar('ratingAnual', conMedidas(muchas))).body.errors).toEqual([
      { path: 'contenido.coberturas.0.medidasSeguridad', message: 'Máximo 10 medidas' },
    ]);
    expect((await maestro('ratingAnual')).historial).toEqual(antes.historial);

    expect((await guardar('ratingAnual', conMedidas([{ nombre: 'Custodia armada en tránsitos nocturnos' }]))).status).toBe(201);
    const ofertas = await api('POST', '/v1/rating-anual/cotizaciones', {
      token: productor,
      body: {
        mae: { monto: 5_000_000, idMoneda: 840 },
        idFormaDePago: 0,
        comisionProductor: 15,
        siniestralidadPorAnio: [],
        mercaderias: [{ id: 1, porcentaje: 100 }],
        operaciones: [{ id: 203, porcentaje: 100 }],
        transportes: [{ id: 0, porcentaje: 100, responsabilidadMaxima: 200_000 }],
      },
    });
    expect(ofertaDe(ofertas.body, 1).medidasSeguridad).toEqual([{ nombre: 'Custodia armada en tránsitos nocturnos' }]);
  });

  it('two edits from the same version: one wins, the other gets 409; a retry of the winner gets its version', async () => {
    const antes = await maestro('tiposContenedor');
    const con = (nombre: string) => ({
      versionBase: antes.ultima.n,
      vigenteDesde: HOY,
      contenido: [...antes.ultima.contenido, { id: 900, codigo: 'TK', nombre }],
    });
    const [a, b] = await Promise.all([guardar('tiposContenedor', con('Tanque')), guardar('tiposContenedor', con('Isotanque'))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const ganador = a.status === 201 ? 'Tanque' : 'Isotanque';
    expect((a.status === 409 ? a : b).body.message).toBe(
      'Otra persona guardó una versión de este maestro mientras lo editabas. Recargá y volvé a intentar.',
    );
    const reintento = await guardar('tiposContenedor', con(ganador));
    expect(reintento.status).toBe(201);
    expect(reintento.body.n).toBe(antes.ultima.n + 1);

    const catalogo = await api('GET', '/v1/catalogos/tiposContenedor', { token: productor });
    expect(catalogo.body.data.find((t: any) => t.id === 900).nombre).toBe(ganador);
  });

  it("saves an entry's pt-BR name trimmed, and serves it with the catalogue", async () => {
    const antes = await maestro('tiposMercaderia');
    const contenido = antes.ultima.contenido.map((m: any) =>
      m.id === 1 ? { ...m, nombres: { 'pt-BR': '  Alimentos secos  ' } } : m,
    );
    const guardado = await guardar('tiposMercaderia', { versionBase: antes.ultima.n, vigenteDesde: HOY, contenido });
    expect(guardado.status).toBe(201);
    const catalogo = await api('GET', '/v1/catalogos/tiposMercaderia', { token: productor });
    expect(catalogo.body.data.find((m: any) => m.id === 1).nombres).toEqual({ 'pt-BR': 'Alimentos secos' });
  });

  it('refuses users without the permission, and keeps each tenant’s masters apart', async () => {
    const antes = await maestro('tiposContenedor');
    const body = { versionBase: antes.ultima.n, vigenteDesde: HOY, contenido: antes.ultima.contenido };
    expect((await guardar('tiposContenedor', body, productor)).status).toBe(403);
    expect((await api('GET', '/v1/maestros/tiposContenedor', { token: productor })).status).toBe(403);
    expect((await guardar('tiposContenedor', body, await tokenOf(TENANT, 'aseguradora'))).status).toBe(403);

    const sur = await tokenOf('cargosur', 'administrador');
    const suyo = await maestro('tiposContenedor', sur);
    expect(suyo.ultima.contenido.some((t: any) => t.id === 900)).toBe(false);
    const catalogoSur = await api('GET', '/v1/catalogos/tiposContenedor', { token: sur });
    expect(catalogoSur.body.data.some((t: any) => t.id === 900)).toBe(false);
    // Only the seed's version: bancoandino's edits are versions of bancoandino alone.
    expect(suyo.historial.map((v: any) => v.n)).toEqual([1]);
    expect(antes.historial.length).toBeGreaterThan(1);
  });
});
