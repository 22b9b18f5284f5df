import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { hoyNegocio } from '#lib/data/catalogos.ts';
import { CustodiaCertificado } from '#lib/data/custodias.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { fecha } from '#shared/text/fecha.ts';
import { fechasAjenas } from '#test/fixtures/fechas.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';

let productor: string;
let otroTenant: string;
let certificado: number;
let numeroCertificado: string;
let otroCertificado: number;

const BA = { lat: -34.6037, lng: -58.3816, nombre: 'Buenos Aires' };
const ROSARIO = { lat: -32.9442, lng: -60.6505, nombre: 'Rosario' };
const SALTA = { lat: -24.7821, lng: -65.4232, nombre: 'Salta' };
const CIUDAD_DE_MEXICO = { lat: 19.4326, lng: -99.1332 };
const cotizar = (body: object, token = productor) =>
  api('POST', '/v1/custodia/cotizaciones', { token, body: { idCertificado: certificado, ramo: 'carga', ...body } });
const contratar = (body: object, token = productor) =>
  api('POST', '/v1/custodia/contrataciones', {
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      idCertificado: certificado,
      ramo: 'carga',
      date: hoyNegocio(),
      hour: '08:30',
      email: 'logistica@exportadora.demo',
      driver: {
        name: 'Juan Pérez',
        company: 'Transportes del Sur',
        licensePlate: 'AB123CD',
        phone: { codeCountry: '54', area: '11', number: '4567890' },
      },
      tripDetails: 'Requiere monitoreo GPS',
      ...body,
    },
  });

describe('security custody: quote and hire on an issued certificate', () => {
  beforeAll(async () => {
    useTestEmulators();
    [productor, otroTenant] = await Promise.all([tokenOf('cargosur', 'productor'), tokenOf('fletepago', 'productor')]);
    const filas = (await api('GET', '/v1/certificados?size=50', { token: productor })).body.data as {
      id: number;
      nroCertificado: string | null;
      estado: { id: number };
    }[];
    const elegibles = filas.filter((f) => f.estado.id === 20 || f.estado.id === 30);
    [certificado, otroCertificado] = elegibles.map((f) => f.id) as [number, number];
    numeroCertificado = elegibles[0]!.nroCertificado ?? String(certificado);
  });

  it('quotes through the provider with the spec’s body and keeps the quote on the certificate', async () => {
    const r = await cotizar({ from: BA, to: ROSARIO, qtVehicles: 2 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      isSuccessfull: true,
      errors: [],
      data: { uid: expect.any(String), plan: { name: 'Custodia armada' } },
    });
    expect(r.body.data.rate).toBeGreaterThan(0);
    const c = await new TenantDb('cargosur').get(
      CustodiaCertificado,
      { ramo: 'carga', certificadoId: certificado },
      { consistent: true },
    );
    expect(c?.cotizacion).toMatchObject({
      uid: r.body.data.uid,
      rate: r.body.data.rate,
      qtVehicles: 2,
      from: { latitude: BA.lat },
    });
  });

  it('answers the provider’s refusals with its messages, and the spec’s message for a missing origin', async () => {
    const lejos = await cotizar({ from: BA, to: CIUDAD_DE_MEXICO, qtVehicles: 45 });
    expect(lejos.body).toEqual({
      isSuccessfull: false,
      data: null,
      errors: [
        'El proveedor no cubre recorridos de más de 4.000 km',
        'El proveedor no dispone de más de 40 vehículos por servicio',
      ],
    });
    const sinOrigen = await cotizar({ to: ROSARIO });
    expect(sinOrigen.status).toBe(400);
    expect(sinOrigen.body.errors).toEqual([{ path: 'from', message: 'Debe especificár el lugar de origen' }]);
  });

  it('writes long routes’ kilometres es-AR in the plan (2.094 km, not 2094 km)', async () => {
    const r = await cotizar({ from: BA, to: SALTA });
    expect(r.body.data.plan.description).toMatch(/, \d\.\d{3} km aproximados\.$/);
  });

  it('hires the quoted custody at the quoted rate (the body’s is ignored), keeps it, announces and mails it', async () => {
    const { uid, rate } = (await cotizar({ from: BA, to: ROSARIO })).body.data;
    const pasada = await contratar({ uid, date: '2020-01-01' });
    expect(pasada.body.errors).toEqual([{ path: 'date', message: 'La fecha no puede ser anterior a hoy' }]);
    expect((await contratar({ uid: 'inventado' })).body.errors).toEqual([
      { path: 'uid', message: 'Cotizá la custodia antes de contratarla' },
    ]);
    expect((await contratar({ uid, hour: '03:00' })).body).toEqual({
      isSuccessfull: false,
      errors: ['No hay custodias disponibles entre las 00:00 y las 06:00'],
    });
    const r = await contratar({ uid, rate: 1 });
    expect(r.body).toEqual({ isSuccessfull: true, errors: [] });
    const c = await new TenantDb('cargosur').get(
      CustodiaCertificado,
      { ramo: 'carga', certificadoId: certificado },
      { consistent: true },
    );
    expect(c?.contratacion).toMatchObject({ uid, rate, hour: '08:30', driver: { phone: { codeCountry: '+54' } } });
    const detalle = await api('GET', `/v1/custodia/certificados/carga/${certificado}`, { token: productor });
    expect(detalle.status).toBe(200);
    expect(detalle.body).toMatchObject({
      cotizacion: { uid, rate, plan: { name: 'Custodia armada' } },
      contratacion: { uid, rate, date: hoyNegocio(), hour: '08:30', email: 'logistica@exportadora.demo' },
    });
    const eventos = fs.readFileSync(path.join(inject('eventsLocalDir'), 'eventos.jsonl'), 'utf8');
    expect(eventos).toContain('CustodiaContratada');
    const dir = inject('mailOutboxDir');
    const correos = fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    const correo = correos.find(
      (m) =>
        m.includes('Para: logistica@exportadora.demo') &&
        m.includes(`Custodia contratada para el certificado ${numeroCertificado}`),
    );
    // The certificate, the route, the price with its currency, and the start as the portal writes it.
    expect(correo).toContain(`para el certificado ${numeroCertificado}`);
    expect(correo).toContain('Recorrido: Buenos Aires → Rosario.');
    const precio = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rate);
    expect(correo).toContain(`Precio: $ ${precio}.`);
    expect(correo).toContain(`Inicio: ${fecha(hoyNegocio())} a las 08:30.`);
    expect(fechasAjenas(correo!)).toEqual([]);
  });

  it('an unknown certificate is not found; another tenant’s certificate of the same number keeps its own custody', async () => {
    expect(
      (
        await api('POST', '/v1/custodia/cotizaciones', {
          token: productor,
          body: { idCertificado: 999_999, ramo: 'viaje', from: BA, to: ROSARIO },
        })
      ).status,
    ).toBe(404);
    // The hire of the test before is final: no other quote (nor hire) on that certificate.
    const otra = await cotizar({ from: BA, to: ROSARIO }, productor);
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe('La custodia de este certificado ya está contratada.');
    const ajena = await new TenantDb('fletepago').get(
      CustodiaCertificado,
      { ramo: 'carga', certificadoId: certificado },
      { consistent: true },
    );
    expect(ajena?.cotizacion ?? null).toBeNull();
    const leida = await api('GET', `/v1/custodia/certificados/carga/${certificado}`, { token: otroTenant });
    // Its own certificate of that number (or none): never this tenant's quote or hire.
    expect([200, 404, 409]).toContain(leida.status);
    expect(leida.body.cotizacion ?? null).toBeNull();
    expect(leida.body.contratacion ?? null).toBeNull();
    expect(
      (
        await api('POST', '/v1/custodia/cotizaciones', {
          token: otroTenant,
          body: { idCertificado: 999_999, ramo: 'carga', from: BA, to: ROSARIO },
        })
      ).status,
    ).toBe(404);
  });

  it('two people hiring the same quote at once hire it once: one answer is the hire, the other a refusal', async () => {
    const body = { idCertificado: otroCertificado, from: BA, to: ROSARIO };
    const { uid } = (await cotizar(body)).body.data;
    const [a, b] = await Promise.all([
      contratar({ idCertificado: otroCertificado, uid }),
      contratar({ idCertificado: otroCertificado, uid }),
    ]);
    const exitos = [a, b].filter((r) => r.status === 200 && r.body.isSuccessfull);
    expect(exitos).toHaveLength(1);
    const otra = exitos[0] === a ? b : a;
    // The provider refuses the second hire of its quote, or the certificate changed under it (409).
    expect(otra.status === 409 || JSON.stringify(otra.body.errors) === JSON.stringify(['La cotización ya fue contratada'])).toBe(
      true,
    );
    const eventos = fs
      .readFileSync(path.join(inject('eventsLocalDir'), 'eventos.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('CustodiaContratada') && l.includes(uid));
    expect(eventos).toHaveLength(1);
    // The hiring company rides along, so a webhook reaches that company's endpoints.
    expect(JSON.parse(eventos[0] as string).detail.empresaEmisoraId).toEqual(expect.any(Number));
  });
});
