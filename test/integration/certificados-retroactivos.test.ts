import { beforeAll, describe, expect, it } from 'vitest';
import { CertificadoCarga, guardarCertificadoCarga } from '#lib/data/certificados-carga.ts';
import { BAJA_TARDIA } from '#shared/certificados/carga.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';
import { db, emitido } from './declaraciones-datos.ts';

useTestEmulators();

/** Business days from today (UTC-3), as the server reckons them. */
const dia = (n = 0) => new Date(Date.now() - 3 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

let admin: string;
let productor: string;
let aseguradora: string;
let clienteOperador: string;

/** A shipment of the demo's Exportadora (client 7, company 40) under the demo's cargo policy 1 (insurer 1). */
const embarque = (fechaSalida: string) => ({
  clienteId: 7,
  polizaId: 1,
  valor: 20_000,
  beneficioImaginario: 10,
  transporteIds: [1],
  mercaderiaId: 3,
  origenId: 32,
  destinoId: 76,
  fechaSalida,
});

const guardar = (fechaSalida: string) => api('POST', '/v1/certificados', { token: productor, body: embarque(fechaSalida) });
const emitir = (id: number, token = productor) => api('POST', `/v1/certificados/${id}/emision`, { token });
const baja = (id: number, token: string, motivo = 'El viaje ya llegó sin novedad', base = '/v1/certificados') =>
  api('POST', `${base}/${id}/baja`, { token, body: { motivo } });

beforeAll(async () => {
  [admin, productor, aseguradora, clienteOperador] = await Promise.all([
    tokenOf('cargosur', 'administrador'),
    tokenOf('cargosur', 'productor'),
    tokenOf('cargosur', 'aseguradora'),
    tokenOf('cargosur', 'clienteOperador'),
  ]);
});

describe('a cargo certificate whose departure is before today', () => {
  it('is saved for the insurer with code 540, issued only once approved, and its baja is the insurer’s', async () => {
    const g = await guardar(dia(-3));
    expect(g.status).toBe(201);
    expect(g.body.estado.id).toBe(5);
    expect(g.body.precio.validaciones.map((v: any) => v.codigo)).toEqual([540]);
    expect(g.body.precio.validaciones[0].mensaje).toMatch(/anterior a hoy: una salida retroactiva necesita la aprobación/);
    expect((await emitir(g.body.id)).status).toBe(409);

    const aprobada = await api('POST', `/v1/certificados/${g.body.id}/aprobacion`, {
      token: aseguradora,
      body: { observaciones: 'Sin siniestro conocido a la fecha' },
    });
    expect(aprobada.body.estado.id).toBe(7);
    const e = await emitir(g.body.id);
    expect(e.status).toBe(200);
    expect(e.body.estado.id).toBe(20);

    // After the departure: not the producer (it issued it), not the client, even with a reason.
    const delProductor = await baja(g.body.id, productor);
    expect(delProductor.status).toBe(403);
    expect(delProductor.body.message).toBe(BAJA_TARDIA);
    expect((await baja(g.body.id, clienteOperador)).status).toBe(403);
    // The insurer gives it, with a reason.
    const sinMotivo = await baja(g.body.id, aseguradora, ' ');
    expect(sinMotivo.status).toBe(400);
    expect(sinMotivo.body.errors[0].path).toBe('motivo');
    const dada = await baja(g.body.id, aseguradora);
    expect(dada.status).toBe(200);
    expect(dada.body.estado.id).toBe(255);
    const leido = await api('GET', `/v1/certificados/${g.body.id}`, { token: productor });
    expect(leido.body.baja).toMatchObject({ motivo: 'El viaje ya llegó sin novedad', usuario: 'Inés Suscriptora' });
  });

  it('quoted before its departure and issued after it asks for the approval again', async () => {
    const g = await guardar(dia());
    expect(g.body.estado.id).toBe(10);
    // The day passes: the stored departure is now yesterday.
    const c = (await db().get(CertificadoCarga, { id: g.body.id }, { consistent: true }))!;
    await db().write(
      guardarCertificadoCarga(c, { ...c, request: { ...c.request, fechaSalida: dia(-1) }, version: c.version + 1 } as typeof c),
    );
    const e = await emitir(g.body.id);
    expect(e.status).toBe(409);
    expect(e.body.message).toMatch(/necesita la aprobación de la aseguradora\. Cotizá el embarque de nuevo/);
  });

  it('departing today or later is issued, and given baja by its producer, never by the client', async () => {
    const g = await guardar(dia(5));
    expect(g.body.estado.id).toBe(10);
    expect((await emitir(g.body.id)).body.estado.id).toBe(20);
    expect((await baja(g.body.id, clienteOperador)).status).toBe(403);
    expect((await baja(g.body.id, productor, 'Viaje suspendido')).body.estado.id).toBe(255);
  });
});

describe('a container certificate after its departure', () => {
  it('is given baja by the insurer or the administration, not by the producer who issued it', async () => {
    const hoy = new Date().toISOString();
    const base = '/v1/contenedores/certificados';
    const [a, b] = await Promise.all(
      [0, 1].map(() => emitido({ fecha: hoy, emisorId: 10, polizaId: 2, aseguradoraId: 1, ramo: 'contenedores' })),
    );
    const delProductor = await baja(a!.id, productor, 'Buque desviado', base);
    expect(delProductor.status).toBe(403);
    expect(delProductor.body.message).toBe(BAJA_TARDIA);
    expect((await baja(a!.id, aseguradora, 'Buque desviado', base)).body.estado.id).toBe(255);
    expect((await baja(b!.id, admin, 'Buque desviado', base)).body.estado.id).toBe(255);
  });
});
