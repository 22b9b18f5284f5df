import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { CertificadoAnual } from '#lib/data/certificados-anuales.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { textoDePdf } from '#test/fixtures/texto-pdf.ts';
import { api, expectFreshPresign, tokenOf, useTestEmulators } from './helpers.ts';
import { cotizacionAnual } from '../fixtures/cotizacion-anual.ts';

const BASE = '/v1/rating-anual';
let productor: string;
let aseguradora: string;
let otroTenant: string;

/** Dangerous goods: coverage 1 (Aseguradora del Sur, the demo insurer's company) refuses them. */
const imo = () => cotizacionAnual({ mercaderias: [{ id: 8, porcentaje: 100, esUsada: false }] });
const SOLICITUD = {
  tipoMercaderia: 'Químicos IMO clase 3',
  transporte: 'Camión con GPS y custodia',
  logistica: 'Zárate a Córdoba',
};

const guardar = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api('POST', `${BASE}/certificados`, { token: productor, body: { tomadorId: 1, ...body }, headers });

/** The quote once the documents function rendered the paper of its state (it runs right after the event). */
const enlace = async (id: number) => {
  for (let i = 0; i < 100; i++) {
    const r = await api('GET', `${BASE}/certificados/${id}/descarga`, { token: productor });
    if (r.status === 200) return r.body.url as string;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`the paper of ${id} was never rendered`);
};

describe('annual rating: quote, save, approval, issue', () => {
  beforeAll(async () => {
    useTestEmulators();
    [productor, aseguradora, otroTenant] = await Promise.all([
      tokenOf('cargosur', 'productor'),
      tokenOf('cargosur', 'aseguradora'),
      tokenOf('fletepago', 'productor'),
    ]);
  });

  it('answers the insurers’ combined parameters and the currencies with coverages', async () => {
    const r = await api('GET', `${BASE}/parametros-aseguradora?idMoneda=840`, { token: productor });
    expect(r.status).toBe(200);
    expect(r.body.parametros).toMatchObject({ comisionMinima: 10, comisionMaxima: 25, cuotasPermitidas: [1, 3, 6] });
    expect(r.body.monedas.map((m: { id: number }) => m.id).sort()).toEqual([32, 840]);
  });

  it('quotes every coverage of the currency with its traces, and ignores money the body claims', async () => {
    const r = await api('POST', `${BASE}/cotizaciones`, { token: productor, body: cotizacionAnual() });
    expect(r.status).toBe(200);
    expect(r.body.map((o: any) => o.cobertura.id).sort()).toEqual([1, 2, 3, 4, 5]);
    const uno = r.body.find((o: any) => o.cobertura.id === 1);
    // The hand-computed case of the engine's tests, through the API.
    expect([uno.prima.monto, uno.premio.monto, uno.primaDeposito]).toEqual([5433.75, 9926.74, 1630.13]);
    expect(uno.calculoPrima.reglas.at(-1).resultado).toBe(uno.prima.monto);
    const tampered = await api('POST', `${BASE}/cotizaciones`, {
      token: productor,
      body: { ...cotizacionAnual(), prima: 1, premio: 1, extraPrimaVariable: 0, primaMinimoDeDeposito: null },
    });
    expect(tampered.body.map((o: any) => o.premio.monto)).toEqual(r.body.map((o: any) => o.premio.monto));
  });

  it('renders an unsaved offer’s PDF priced again on the server, with its security measures; only for who quotes', async () => {
    const pdf = (body: Record<string, unknown>, token = productor) => api('POST', `${BASE}/cotizaciones/pdf`, { token, body });
    // Money the body claims is not read: the paper carries the server's premium.
    const r = await pdf({ cotizacion: { ...cotizacionAnual(), prima: 1, premio: 1 }, coberturaId: 1, premio: { monto: 1 } });
    expect(r.status).toBe(200);
    expectFreshPresign(r.body.url);
    const bytes = new Uint8Array(await (await fetch(r.body.url)).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const texto = await textoDePdf(bytes);
    expect(texto).toEqual(
      expect.arrayContaining([
        'Medidas de seguridad exigidas',
        'Rastreo satelital (GPS) del vehículo en el transporte terrestre',
        'Detenciones y pernoctes sólo en lugares vigilados',
        expect.stringMatching(/ 9\.926,74$/),
      ]),
    );
    // A coverage that does not quote the request (the peso one, for a MAE in dollars) has no paper.
    expect((await pdf({ cotizacion: cotizacionAnual(), coberturaId: 6 })).status).toBe(422);
    expect((await pdf({ cotizacion: cotizacionAnual(), coberturaId: 1 }, aseguradora)).status).toBe(403);
  });

  it('prices a Brazilian tenant’s quote with Brazil’s taxes: IOF, no IVA nor Ingresos Brutos', async () => {
    const rotasul = await tokenOf('rotasul', 'productor');
    const r = await api('POST', `${BASE}/cotizaciones`, { token: rotasul, body: cotizacionAnual({ condicionFiscal: 11 }) });
    expect(r.status).toBe(200);
    const uno = r.body.find((o: any) => o.cobertura.id === 1);
    expect(uno.calculoPremio.resultados).toMatchObject({ 'Premio Neto': 8005.44, IOF: 590.8 });
    expect(uno.calculoPremio.resultados).not.toHaveProperty('IVA');
    expect(uno.calculoPremio.resultados).not.toHaveProperty('Ingresos Brutos');
    expect(uno.premio.monto).toBe(8596.24);
  });

  it('refuses a wrong form with the spec’s messages, field by field', async () => {
    const r = await api('POST', `${BASE}/cotizaciones`, {
      token: productor,
      body: cotizacionAnual({
        comisionProductor: 28,
        mercaderias: [
          { id: 1, porcentaje: 70 },
          { id: 2, porcentaje: 40 },
        ],
        operaciones: [{ id: 203, porcentaje: 90 }],
      }),
    });
    expect(r.status).toBe(400);
    expect(Object.fromEntries(r.body.errors.map((e: any) => [e.path, e.message]))).toEqual({
      mercaderias: 'La sumatoria de los porcentajes no puede ser mayor al 100%',
      operaciones: 'La sumatoria de los porcentajes no puede ser menor al 100%',
      comisionProductor: 'Debe estar entre 10 y 25',
    });
    const sinTomador = await api('POST', `${BASE}/certificados`, {
      token: productor,
      body: { cotizacion: cotizacionAnual(), coberturaId: 1 },
    });
    expect(sinTomador.status).toBe(400);
    expect(sinTomador.body.errors).toContainEqual({ path: 'tomadorId', message: 'Debe indicar el tomador de la póliza' });
  });

  it('a refused configuration yields validations, and is issued only after the insurer approves it', async () => {
    const ofertas = await api('POST', `${BASE}/cotizaciones`, { token: productor, body: imo() });
    const uno = ofertas.body.find((o: any) => o.cobertura.id === 1);
    expect(uno.validaciones).toEqual([
      { codigo: 603, mensaje: 'La cobertura no admite la mercadería Mercadería peligrosa (IMO)' },
    ]);

    const guardado = await guardar({ cotizacion: imo(), coberturaId: 1 });
    expect(guardado.status).toBe(201);
    expect(guardado.body.estado).toBe(10);
    const id = guardado.body.id;
    // The insurer does not see a quote the producer has not sent it.
    expect((await api('GET', `${BASE}/certificados/${id}`, { token: aseguradora })).status).toBe(404);
    const sinAprobar = await api('POST', `${BASE}/certificados/${id}/emision`, { token: productor });
    expect(sinAprobar.status).toBe(409);
    expect(sinAprobar.body.message).toMatch(/solicitá la aprobación/);

    const solicitud = await api('POST', `${BASE}/certificados/${id}/solicitud-aprobacion`, { token: productor, body: SOLICITUD });
    expect(solicitud.body).toEqual({ id, estado: 5 });
    const bandeja = await api('GET', `${BASE}/certificados?estado=5&size=100`, { token: aseguradora });
    expect(bandeja.body.data.map((f: any) => f.id)).toContain(id);
    // The producer cannot decide for the insurer.
    expect((await api('POST', `${BASE}/certificados/${id}/aprobacion`, { token: productor, body: {} })).status).toBe(403);
    const aprobado = await api('POST', `${BASE}/certificados/${id}/aprobacion`, {
      token: aseguradora,
      body: { observaciones: 'Con custodia' },
    });
    expect(aprobado.body).toEqual({ id, estado: 7 });

    const emitido = await api('POST', `${BASE}/certificados/${id}/emision`, { token: productor });
    expect(emitido.status).toBe(200);
    expect(emitido.body.nroCertificado).toMatch(/^FA-\d{8}$/);
    const detalle = await api('GET', `${BASE}/certificados/${id}`, { token: productor });
    expect(detalle.body).toMatchObject({
      estado: { id: 20, nombre: 'Emitido' },
      solicitudAprobacion: SOLICITUD,
      decision: { resultado: 'aprobado', observaciones: 'Con custodia' },
      documentos: ['certificado', 'cotizacion'],
    });
    expectFreshPresign(await enlace(id));
  });

  it('saves straight into approval with the modal’s answers, and one concurrent decision wins', async () => {
    const guardado = await guardar({ cotizacion: imo(), coberturaId: 1, solicitudAprobacion: SOLICITUD });
    expect(guardado.body.estado).toBe(5);
    const id = guardado.body.id;
    const [a, b] = await Promise.all([
      api('POST', `${BASE}/certificados/${id}/aprobacion`, { token: aseguradora, body: {} }),
      api('POST', `${BASE}/certificados/${id}/rechazo`, { token: aseguradora, body: {} }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const c = await new TenantDb('cargosur').get(CertificadoAnual, { id }, { consistent: true });
    expect(c!.version).toBe(2);
  });

  it('saves once per idempotency key, lists by cursor with its total, and deletes softly', async () => {
    const key = randomUUID();
    const cuerpo = { cotizacion: cotizacionAnual(), coberturaId: 2 };
    // A double click: the second waits for nothing and is told the first is under way; a retry gets the first answer.
    const [a, b] = await Promise.all([guardar(cuerpo, { 'idempotency-key': key }), guardar(cuerpo, { 'idempotency-key': key })]);
    const primero = a.status === 201 ? a : b;
    expect([a.status, b.status].filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const reintento = await guardar(cuerpo, { 'idempotency-key': key });
    expect(reintento.body.id).toBe(primero.body.id);
    const id = primero.body.id;
    const antes = await api('GET', `${BASE}/certificados?size=1`, { token: productor });
    expect(antes.body.data).toHaveLength(1);
    expect(antes.body.meta.nextCursor).not.toBeNull();
    const siguiente = await api('GET', `${BASE}/certificados?size=1&cursor=${encodeURIComponent(antes.body.meta.nextCursor)}`, {
      token: productor,
    });
    expect(siguiente.body.data[0].id).not.toBe(antes.body.data[0].id);

    expect((await api('DELETE', `${BASE}/certificados/${id}`, { token: productor })).status).toBe(200);
    expect((await api('GET', `${BASE}/certificados/${id}`, { token: productor })).status).toBe(404);
    const despues = await api('GET', `${BASE}/certificados?size=100`, { token: productor });
    expect(despues.body.meta.total).toBe(antes.body.meta.total - 1);
    expect(despues.body.data.map((f: any) => f.id)).not.toContain(id);
  });

  it('changes the internal reference of a quote until it is issued', async () => {
    const { body } = await guardar({ cotizacion: cotizacionAnual(), coberturaId: 1 });
    const r = await api('PATCH', `${BASE}/certificados/${body.id}`, {
      token: productor,
      body: { nroReferenciaInterna: ' OC-77 ' },
    });
    expect(r.status).toBe(200);
    expect((await api('GET', `${BASE}/certificados/${body.id}`, { token: productor })).body.nroReferenciaInterna).toBe('OC-77');
    const largo = await api('PATCH', `${BASE}/certificados/${body.id}`, {
      token: productor,
      body: { nroReferenciaInterna: 'x'.repeat(101) },
    });
    expect(largo.body.errors).toEqual([{ path: 'nroReferenciaInterna', message: 'Máximo 100 caracteres' }]);
    await api('POST', `${BASE}/certificados/${body.id}/emision`, { token: productor });
    const emitido = await api('PATCH', `${BASE}/certificados/${body.id}`, {
      token: productor,
      body: { nroReferenciaInterna: 'OC-78' },
    });
    expect(emitido.status).toBe(409);
    const ajeno = await api('PATCH', `${BASE}/certificados/${body.id}`, {
      token: otroTenant,
      body: { nroReferenciaInterna: 'X' },
    });
    expect(ajeno.status).toBe(404);
  });

  it('never deletes an issued certificate', async () => {
    const { body } = await guardar({ cotizacion: cotizacionAnual(), coberturaId: 1 });
    expect((await api('POST', `${BASE}/certificados/${body.id}/emision`, { token: productor })).status).toBe(200);
    expect((await api('DELETE', `${BASE}/certificados/${body.id}`, { token: productor })).status).toBe(409);
  });

  it('another tenant learns nothing of it', async () => {
    const { body } = await guardar({ cotizacion: cotizacionAnual(), coberturaId: 1 });
    for (const [method, path] of [
      ['GET', `${BASE}/certificados/${body.id}`],
      ['GET', `${BASE}/certificados/${body.id}/descarga`],
      ['POST', `${BASE}/certificados/${body.id}/emision`],
      ['DELETE', `${BASE}/certificados/${body.id}`],
    ] as const)
      expect((await api(method, path, { token: otroTenant })).status).toBe(404);
    const lista = await api('GET', `${BASE}/certificados?size=100`, { token: otroTenant });
    expect(lista.body.data.map((f: any) => f.id)).not.toContain(body.id);
  });

  it('refuses a tomador the producer does not reach', async () => {
    const r = await guardar({ cotizacion: cotizacionAnual(), coberturaId: 1, tomadorId: 999_999 });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'tomadorId', message: 'El tomador no existe' }]);
  });
});
