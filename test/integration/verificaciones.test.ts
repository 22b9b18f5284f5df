import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CertificadoAnual } from '#lib/data/certificados-anuales.ts';
import { vigenciaAnual } from '#shared/rating-anual/vigencia.ts';
import { CertificadoCarga } from '#lib/data/certificados-carga.ts';
import { Cliente } from '#lib/data/clientes.ts';
import { CotizacionEmbarcacion } from '#lib/data/embarcaciones.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { Verificacion } from '#lib/data/verificaciones.ts';
import { EXPORTADORA_DEMO } from '#scripts/local/condiciones-demo.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';
import { cotizacionAnual } from '../fixtures/cotizacion-anual.ts';

/**
 * The public verification page finds every kind of certificate by the code given at its issue: cargo
 * and containers under the seeded floating policies, an annual floating certificate and a paid boat
 * policy (the specific trip's is in viajes-especificos.test.ts).
 */

const HOST = 'cargosur.localhost';
const db = () => new TenantDb('cargosur');
const enDias = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const CODIGO = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
const verificar = (codigo: string, host = HOST) => api('GET', `/v1/publico/verificaciones/${codigo}`, { host });

let productor: string;

/** A public answer carries the key data and nothing else: no price field, no party's tax id. */
const expectSoloDatosPublicos = (respuesta: object, cuits: string[]) => {
  expect(Object.keys(respuesta).sort()).toEqual(
    [
      'aseguradora',
      'cobertura',
      'estado',
      'fechaEmision',
      'fechaSalida',
      'nroCertificado',
      'sumaAsegurada',
      'tipo',
      'tomador',
      'trayecto',
      'valido',
      'vigencia',
    ].sort(),
  );
  for (const cuit of cuits) expect(JSON.stringify(respuesta)).not.toContain(cuit);
};

/** Issues a cargo certificate of Exportadora Demo under the seeded transport policy (Argentina → Brasil, by sea). */
const emitirCarga = async () => {
  const g = await api('POST', '/v1/certificados', {
    token: productor,
    body: {
      clienteId: EXPORTADORA_DEMO,
      polizaId: 1,
      valor: 10_000,
      beneficioImaginario: 10,
      transporteIds: [1],
      mercaderiaId: 3,
      origenId: 32,
      destinoId: 76,
      fechaSalida: enDias(30),
    },
  });
  expect(g.status).toBe(201);
  const e = await api('POST', `/v1/certificados/${g.body.id}/emision`, { token: productor });
  expect(e.status).toBe(200);
  return (await api('GET', `/v1/certificados/${g.body.id}`, { token: productor })).body;
};

beforeAll(async () => {
  useTestEmulators();
  productor = await tokenOf('cargosur', 'productor');
});

describe('the public verification of every kind of certificate', () => {
  it('finds an issued cargo certificate by its code, valid, with its route and sum insured and no price or tax id', async () => {
    const c = await emitirCarga();
    expect(c.codigoVerificacion).toMatch(CODIGO);
    const cliente = (await db().get(Cliente, { id: EXPORTADORA_DEMO }))!;
    const r = await verificar(c.codigoVerificacion);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      tipo: 'carga',
      valido: true,
      nroCertificado: c.nroCertificado,
      estado: 'Emitido',
      fechaEmision: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      fechaSalida: enDias(30),
      vigencia: null,
      aseguradora: c.poliza.aseguradora.nombre,
      cobertura: 'Todo riesgo',
      tomador: cliente.nombre,
      trayecto: 'Argentina - Brasil (Marítimo)',
      sumaAsegurada: 'US$ 11.000,00',
    });
    expectSoloDatosPublicos(r.body, [cliente.cif]);
    // The code is the one the certificate's item carries, reserved for that certificate alone.
    const item = (await db().get(CertificadoCarga, { id: c.id }, { consistent: true }))!;
    expect(item.codigoVerificacion).toBe(c.codigoVerificacion);
    expect(await db().get(Verificacion, { codigo: c.codigoVerificacion })).toMatchObject({
      entidad: 'certificado-carga',
      id: c.id,
    });
    // Another tenant's host does not find it.
    expect((await verificar(c.codigoVerificacion, 'rotasul.localhost')).status).toBe(404);
  });

  it('answers a cargo certificate given baja as not valid', async () => {
    const c = await emitirCarga();
    const baja = await api('POST', `/v1/certificados/${c.id}/baja`, { token: productor, body: { motivo: 'Viaje suspendido' } });
    expect(baja.status).toBe(200);
    const r = await verificar(c.codigoVerificacion);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ tipo: 'carga', valido: false, estado: 'Baja', nroCertificado: c.nroCertificado });
  });

  it('finds an issued container certificate: the containers as its scope, covered until their return, no sum insured', async () => {
    const base = '/v1/contenedores/certificados';
    const g = await api('POST', base, {
      token: productor,
      body: {
        clienteId: EXPORTADORA_DEMO,
        polizaId: 2,
        fechaSalida: enDias(10),
        fechaLlegada: enDias(20),
        fechaDevolucion: enDias(30),
        contenedores: [
          { idTipo: 1, cantidad: 3 },
          { idTipo: 2, cantidad: 1 },
        ],
      },
    });
    expect(g.status).toBe(201);
    expect((await api('GET', `${base}/${g.body.id}`, { token: productor })).body.codigoVerificacion).toBeNull();
    expect((await api('POST', `${base}/${g.body.id}/emision`, { token: productor })).status).toBe(200);
    const c = (await api('GET', `${base}/${g.body.id}`, { token: productor })).body;
    expect(c.codigoVerificacion).toMatch(CODIGO);
    const r = await verificar(c.codigoVerificacion);
    expect(r.body).toMatchObject({
      tipo: 'contenedores',
      valido: true,
      nroCertificado: expect.stringMatching(/^CT-\d{8}$/),
      estado: 'Emitido',
      fechaSalida: enDias(10),
      vigencia: { desde: enDias(10), hasta: enDias(30) },
      cobertura: 'Daños al contenedor',
      trayecto: "3 × 20' Dry, 1 × 40' Dry",
      sumaAsegurada: null,
    });
    expectSoloDatosPublicos(r.body, []);
  });

  it('finds an issued annual certificate: "Flotante anual" as its scope, insured up to its transports’ limits per shipment', async () => {
    const base = '/v1/rating-anual/certificados';
    const g = await api('POST', base, {
      token: productor,
      body: {
        tomadorId: 1,
        coberturaId: 1,
        cotizacion: cotizacionAnual(),
      },
    });
    expect(g.status).toBe(201);
    expect((await api('POST', `${base}/${g.body.id}/emision`, { token: productor })).status).toBe(200);
    const c = (await api('GET', `${base}/${g.body.id}`, { token: productor })).body;
    expect(c.codigoVerificacion).toMatch(CODIGO);
    const item = (await db().get(CertificadoAnual, { id: g.body.id }, { consistent: true }))!;
    const r = await verificar(c.codigoVerificacion);
    expect(r.body).toEqual({
      tipo: 'anual',
      valido: true,
      nroCertificado: expect.stringMatching(/^FA-\d{8}$/),
      estado: 'Emitido',
      fechaEmision: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      fechaSalida: null,
      vigencia: vigenciaAnual(item.fechaEmision!),
      aseguradora: item.oferta.cobertura.aseguradora,
      cobertura: item.oferta.cobertura.nombre,
      tomador: item.tomador.nombre,
      trayecto: 'Flotante anual',
      sumaAsegurada: 'Terrestre: US$ 200.000,00 por embarque',
    });
    expectSoloDatosPublicos(r.body, [item.tomador.cif, item.beneficiario.cif]);
  });

  it('finds a paid boat policy, in force for its year; the checkout shows its code', async () => {
    const q = await api('POST', '/v1/checkout', {
      token: productor,
      body: {
        nombre: 'La Gaviota',
        total: 185_430.46,
        sumaAsegurada: 42_000_000,
        coberturaId: 'todo-riesgo',
        aseguradoraId: 1,
        tomador: { nombre: 'Marina Costa', email: 'marina@cargosur.demo' },
      },
    });
    expect(q.status).toBe(201);
    const id = q.body.id as string;
    const { intencion } = (await api('POST', `/v1/checkout/${id}/intencion`, { host: HOST })).body;
    const aprobado = await fetch(`http://127.0.0.1:${inject('apiPort')}/_billetera/${intencion.id}/aprobar`, { method: 'POST' });
    expect(aprobado.status).toBe(200);
    const pagada = (await api('GET', `/v1/checkout/${id}`, { host: HOST })).body;
    expect(pagada.poliza.codigoVerificacion).toMatch(CODIGO);
    const r = await verificar(pagada.poliza.codigoVerificacion);
    expect(r.body).toEqual({
      tipo: 'embarcacion',
      valido: true,
      nroCertificado: pagada.poliza.numero,
      estado: 'Vigente',
      fechaEmision: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      fechaSalida: null,
      vigencia: { desde: expect.any(String), hasta: expect.any(String) },
      aseguradora: expect.any(String),
      cobertura: 'Todo riesgo con franquicia',
      tomador: 'Marina Costa',
      trayecto: 'Embarcación La Gaviota',
      sumaAsegurada: '$ 42.000.000,00',
    });
    const item = (await db().get(CotizacionEmbarcacion, { id }, { consistent: true }))!;
    expectSoloDatosPublicos(r.body, [item.aseguradora.cif]);
    expect(Date.parse(r.body.vigencia.hasta) - Date.parse(r.body.vigencia.desde)).toBeGreaterThan(364 * 86_400_000);
    expect(await db().get(Verificacion, { codigo: pagada.poliza.codigoVerificacion })).toMatchObject({
      entidad: 'embarcacion',
      id,
    });
  });

  it('answers 404 to a code nobody was given, and 400 to one that is not a code', async () => {
    const r = await verificar('ZZZZ-ZZZZ-ZZZZ');
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('No encontramos un certificado con ese código.');
    expect((await verificar('no-es-un-codigo')).status).toBe(400);
  });
});
