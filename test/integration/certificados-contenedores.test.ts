import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Cliente } from '#lib/data/clientes.ts';
import { Empresa } from '#lib/data/empresas.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { digitoVerificadorRfc } from '#shared/fiscal/mexico.ts';
import { api, expectFreshPresign, setPassword, signIn, tokenOf, useTestEmulators, usuarioNuevo } from './helpers.ts';

useTestEmulators();

const db = () => new TenantDb('cargosur');
const hoy = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
const enDias = (n: number) => new Date(Date.parse(hoy()) + n * 86_400_000).toISOString().slice(0, 10);
const BASE = '/v1/contenedores/certificados';

let admin: string;
let productorDemo: string;
let aseguradora: string;
let emisor: string;
let consultorCliente: string;
let poliza: { id: number; endosos: { id: number }[] };
let clienteId: number;

/** A container floating policy of Aseguradora del Sur (id 1), in dollars. */
const nuevaPoliza = async (o: Record<string, unknown> = {}) => {
  const r = await api('POST', '/v1/polizas', {
    token: admin,
    body: {
      numero: `CT-${randomUUID().slice(0, 8)}`,
      aseguradoraId: 1,
      nombre: `Flotante contenedores ${randomUUID().slice(0, 6)}`,
      ramo: 'contenedores',
      monedaId: 840,
      paisId: 32,
      vigenciaDesde: '2026-01-01',
      vigenciaHasta: '2099-12-31',
      tasa: 0.3,
      primaMinima: 40,
      cobertura: { nombre: 'Daños al contenedor', deducibles: [] },
      limitesPorEmbarque: [],
      endosos: [{ nombre: 'General', vigenciaDesde: '2026-01-01', vigenciaHasta: '2099-12-31' }],
      exclusiones: { mercaderias: [], paises: [] },
      ...o,
    },
  });
  expect(r.status).toBe(201);
  return r.body as { id: number; endosos: { id: number }[] };
};

/** A tenant's client (no producer) with its own company and terms on the given policies. */
const nuevoCliente = async (polizaIds: number[]) => {
  const id = 800_000_000 + randomInt(100_000_000);
  const empresaId = 700_000_000 + randomInt(100_000_000);
  await db().write([
    ...Empresa.put(
      { id: empresaId, cif: `30${id}`, nombre: `Cliente ${id}`, tipo: 'cliente', paisId: 32, configuracion: {} },
      {},
    ),
    ...Cliente.create({
      id,
      nombre: `Naviera ${id}`,
      cif: `30${id}`,
      paisId: 32,
      email: null,
      logo: null,
      markup: null,
      productorId: null,
      creado: new Date().toISOString(),
      version: 1,
      condicionesComerciales: polizaIds.map(
        (polizaId) =>
          ({ polizaId, tasa: 0.3, primaMinima: 40, tasaIntermediario: null, primaMinimaIntermediario: null }) as never,
      ),
      empresaClienteId: empresaId,
    }),
  ]);
  return id;
};

const usuarioDeCliente = async (id: number, rol: 'Consultor') => {
  const email = `cliente.${randomUUID().slice(0, 8)}@cliente.demo`;
  const res = await api('POST', `/v1/clientes/${id}/usuarios`, {
    token: admin,
    body: { email, nombreYApellido: 'Carla Cliente', idNacionalidad: 32, telefono: '11 4444 5555', roles: [rol] },
  });
  expect(res.status).toBe(201);
  await setPassword('cargosur', email, 'Clave-segura-123');
  return signIn('cargosur', email, 'Clave-segura-123');
};

/** An issuer whose container condition prices 20' Dry (45 + 30) and 40' Dry (70 + 50), premium at least 100. */
const nuevoEmisor = async (polizaId: number, endosoId: number) => {
  const base = 'CON010101AB';
  const r = await api('POST', '/v1/emisores', {
    token: admin,
    body: {
      nombreComercial: `Emisor contenedores ${randomUUID().slice(0, 8)}`,
      idPais: 484,
      condicionesComerciales: {
        transporte: [],
        contenedores: [
          {
            polizaId,
            endosoId,
            beneficiarioId: 0,
            tasaVenta: {
              contenedores: [
                { idTipo: 1, prima: 45, primaTransporte: 30 },
                { idTipo: 2, prima: 70, primaTransporte: 50 },
              ],
            },
            premioMinimo: 100,
            premioMaximo: 0,
            premio: 250,
          },
        ],
      },
      informacionFiscal: {
        rfc: base + digitoVerificadorRfc(base),
        razonSocial: 'Emisora de Contenedores S.A. de C.V.',
        idRegimenFiscal: 6,
        idUsoCFDI: 'G03',
        idMonedaFacturacion: 484,
        domicilioFiscal: { estado: 'CDMX', codigoPostal: '06600', municipio: 'Cuauhtémoc' },
      },
      informacionComercial: { idTipoCliente: null, idConfiguracionFacturacion: null, constanciaDeSituacionFiscal: [] },
    },
  });
  expect(r.status).toBe(201);
  return r.body.id as number;
};

/** Three 20' Dry and one 40' Dry, leaving today, arriving in 10 days, returned in 20. */
const viaje = (o: Record<string, unknown> = {}) => ({
  clienteId,
  polizaId: poliza.id,
  nroReferenciaInterna: null,
  fechaSalida: hoy(),
  fechaLlegada: enDias(10),
  fechaDevolucion: enDias(20),
  contenedores: [
    { idTipo: 1, cantidad: 3 },
    { idTipo: 2, cantidad: 1 },
  ],
  ...o,
});

const guardar = (body: Record<string, unknown>, token = emisor, key?: string) =>
  api('POST', BASE, { token, body, headers: key ? { 'idempotency-key': key } : {} });
const leer = (id: number, token = emisor) => api('GET', `${BASE}/${id}`, { token });
const emitir = (id: number, token = emisor) => api('POST', `${BASE}/${id}/emision`, { token });

const documentosListos = async (id: number) => {
  for (let i = 0; i < 100; i++) {
    const c = await leer(id);
    if (!c.body.documentosPendientes) return c.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`documents of ${id} never rendered`);
};

beforeAll(async () => {
  [admin, productorDemo, aseguradora] = await Promise.all([
    tokenOf('cargosur', 'administrador'),
    tokenOf('cargosur', 'productor'),
    tokenOf('cargosur', 'aseguradora'),
  ]);
  poliza = await nuevaPoliza();
  clienteId = await nuevoCliente([poliza.id]);
  const emisorId = await nuevoEmisor(poliza.id, poliza.endosos[0]!.id);
  [emisor, consultorCliente] = await Promise.all([
    usuarioNuevo(admin, [{ idEmpresa: emisorId, idRol: 'productor' }]),
    usuarioDeCliente(clienteId, 'Consultor'),
  ]);
});

describe('container certificates: quote, save, issue', () => {
  it('quotes on the server per container type with its trace, saving nothing', async () => {
    const r = await api('POST', `${BASE}/cotizaciones`, { token: emisor, body: viaje() });
    expect(r.status).toBe(200);
    // 3 × (45 + 30) + 1 × (70 + 50) = 345, above the minimum of 100.
    expect(r.body).toMatchObject({ subtotal: 345, prima: 345, precioFinal: 345, requiereAprobacion: false });
    expect(r.body.lineas).toEqual([
      expect.objectContaining({ tipo: expect.objectContaining({ id: 1 }), cantidad: 3, montoPrima: 135, montoTransporte: 90 }),
      expect.objectContaining({ tipo: expect.objectContaining({ id: 2 }), cantidad: 1, montoPrima: 70, montoTransporte: 50 }),
    ]);
    // Two lines per type and the minimum's check.
    expect(r.body.calculo.reglas.length).toBe(5);
  });

  it('saves, issues with a CT- number and renders both PDFs; a tampered price is ignored', async () => {
    const g = await guardar({ ...viaje({ nroReferenciaInterna: 'BL-55/9' }), prima: 1, precioFinal: 1, subtotal: 1 });
    expect(g.status).toBe(201);
    expect(g.body).toMatchObject({ estado: { id: 10 }, nroCertificado: null, precio: { prima: 345, precioFinal: 345 } });
    const cotizado = await documentosListos(g.body.id);
    expect(cotizado).toMatchObject({ ramo: 'contenedores', cantidadContenedores: 4, fechaDevolucion: enDias(20) });
    expect(cotizado.documentos).toEqual({ certificado: false, cotizacion: true });
    const cotizacion = await api('GET', `${BASE}/${g.body.id}/documentos/cotizacion`, { token: emisor });
    expect(cotizacion.status).toBe(200);

    const e = await emitir(g.body.id);
    expect(e.status).toBe(200);
    expect(e.body).toMatchObject({ estado: { id: 20 } });
    expect(e.body.nroCertificado).toMatch(/^CT-\d{8}$/);
    const emitido = await documentosListos(g.body.id);
    expect(emitido).toMatchObject({ nroCertificado: e.body.nroCertificado, prima: 345, precioFinal: 345 });
    expect(emitido.documentos.certificado).toBe(true);
    expect(emitido.historial.map((h: any) => h.accion)).toEqual(expect.arrayContaining(['guardar', 'emitir']));

    const pdf = await api('GET', `${BASE}/${g.body.id}/documentos/certificado`, { token: emisor });
    expect(pdf.status).toBe(200);
    expectFreshPresign(pdf.body.url);
    const bytes = new Uint8Array(await (await fetch(pdf.body.url)).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    // The grid: the row of spec 2 §3.4, found by number and by reference; totals from the kind's counters.
    const lista = await api('GET', `${BASE}?size=100`, { token: emisor });
    const fila = lista.body.data.find((f: any) => f.id === g.body.id);
    expect(fila).toMatchObject({
      nroCertificado: e.body.nroCertificado,
      nroReferenciaInterna: 'BL-55/9',
      fechaSalida: hoy(),
      fechaLlegada: enDias(10),
      fechaDevolucion: enDias(20),
      prima: 345,
      precioFinal: 345,
      estado: { id: 20 },
      documentos: { certificado: true, cotizacion: true },
    });
    expect(lista.body.meta.total).toBeGreaterThanOrEqual(1);
    const porNumero = await api('GET', `${BASE}?nroCertificado=${e.body.nroCertificado}`, { token: emisor });
    expect(porNumero.body.data.map((f: any) => f.id)).toEqual([g.body.id]);
    const porReferencia = await api('GET', `${BASE}?filtro=bl559`, { token: emisor });
    expect(porReferencia.body.data.map((f: any) => f.id)).toContain(g.body.id);
    // The cargo grid does not list it; the policy's list does.
    const carga = await api('GET', `/v1/certificados?nroCertificado=${e.body.nroCertificado}`, { token: admin });
    expect(carga.body.data).toEqual([]);
    const dePoliza = await api('GET', `/v1/contenedores/polizas/${poliza.id}/certificados?size=100`, { token: admin });
    expect(dePoliza.body.data.map((f: any) => f.id)).toContain(g.body.id);
    expect((await emitir(g.body.id)).status).toBe(409);
  });

  it('cancels a quote, and gives an issued one baja with a reason', async () => {
    const cotizacion = await guardar(viaje());
    const cancelada = await api('POST', `${BASE}/${cotizacion.body.id}/cancelacion`, { token: emisor });
    expect(cancelada.body.estado.id).toBe(252);
    expect((await emitir(cotizacion.body.id)).status).toBe(409);

    const g = await guardar(viaje());
    await emitir(g.body.id);
    const sinMotivo = await api('POST', `${BASE}/${g.body.id}/baja`, { token: emisor, body: { motivo: ' ' } });
    expect(sinMotivo.status).toBe(400);
    expect(sinMotivo.body.errors[0].path).toBe('motivo');
    const baja = await api('POST', `${BASE}/${g.body.id}/baja`, { token: emisor, body: { motivo: 'Buque desviado' } });
    expect(baja.body.estado.id).toBe(255);
    expect((await leer(g.body.id)).body.baja).toMatchObject({ motivo: 'Buque desviado' });
  });

  it('sends a return after the policy ends to approval; the insurer approves it and it is issued', async () => {
    const g = await guardar({ ...viaje({ fechaDevolucion: '2100-01-15' }), observacion: 'Devolución tardía' });
    expect(g.status).toBe(201);
    expect(g.body.estado.id).toBe(5);
    expect(g.body.precio.validaciones.map((v: any) => v.codigo)).toEqual([563]);
    expect((await emitir(g.body.id)).status).toBe(409);
    expect((await api('POST', `${BASE}/${g.body.id}/aprobacion`, { token: emisor, body: {} })).status).toBe(403);
    const aprobada = await api('POST', `${BASE}/${g.body.id}/aprobacion`, {
      token: aseguradora,
      body: { observaciones: 'Aceptado' },
    });
    expect(aprobada.status).toBe(200);
    expect(aprobada.body.estado.id).toBe(7);
    expect((await emitir(g.body.id)).body.estado.id).toBe(20);
    expect((await leer(g.body.id)).body.decision).toMatchObject({ resultado: 'aprobado', observaciones: 'Aceptado' });
  });

  it('issues once under two concurrent issues: one number', async () => {
    const g = await guardar(viaje());
    const [a, b] = await Promise.all([emitir(g.body.id), emitir(g.body.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ganadora = a.status === 200 ? a : b;
    expect((await leer(g.body.id)).body.nroCertificado).toBe(ganadora.body.nroCertificado);
  });

  it('answers an idempotent retry with the same certificate', async () => {
    const key = randomUUID();
    const a = await guardar(viaje(), emisor, key);
    const b = await guardar(viaje(), emisor, key);
    expect(b.body.id).toBe(a.body.id);
  });

  it('refuses bad input with the field and its message, writing nothing', async () => {
    const total = async () => (await api('GET', `${BASE}?size=1`, { token: emisor })).body.meta.total;
    const antes = await total();
    const casos: [Record<string, unknown>, string, string][] = [
      [{ fechaDevolucion: enDias(5) }, 'fechaDevolucion', 'La fecha de devolución debe ser posterior a la de fin del viaje'],
      [
        {
          contenedores: [
            { idTipo: 1, cantidad: 1 },
            { idTipo: 1, cantidad: 2 },
          ],
        },
        'contenedores',
        'Hay un tipo de contenedor repetido',
      ],
      [
        { contenedores: [{ idTipo: 6, cantidad: 1 }] },
        'contenedores',
        'El emisor no tiene tasa para el tipo de contenedor Flat rack',
      ],
      [{ contenedores: [] }, 'contenedores', 'El campo contenedores es requerido'],
      // Issue 27 item 6: a type the catalogue does not have.
      [{ contenedores: [{ idTipo: 99, cantidad: 1 }] }, 'contenedores.0.idTipo', 'El tipo de contenedor no existe'],
    ];
    for (const [cambio, path, message] of casos) {
      const r = await guardar(viaje(cambio));
      expect(r.status, path).toBe(400);
      expect(r.body.errors).toContainEqual({ path, message });
    }
    const cero = await guardar(viaje({ contenedores: [{ idTipo: 1, cantidad: 0 }] }));
    expect(cero.status).toBe(400);
    expect(cero.body.errors[0].path).toBe('contenedores.0.cantidad');
    expect(await total()).toBe(antes);
  });
});

describe('container certificates: who sees what', () => {
  let id: number;
  let cargaId: number;
  beforeAll(async () => {
    id = (await guardar(viaje())).body.id;
    // A cargo certificate of the demo client under the demo transport policy.
    const carga = await api('POST', '/v1/certificados', {
      token: admin,
      body: {
        clienteId: 7,
        polizaId: 1,
        valor: 10_000,
        transporteIds: [1],
        mercaderiaId: 3,
        origenId: 156,
        destinoId: 32,
        fechaSalida: hoy(),
      },
    });
    expect(carga.status).toBe(201);
    cargaId = carga.body.id;
  });

  it('hides the premium without prima.mostrar and the final price without markup.consultar', async () => {
    // The client's read-only users read neither (each permission alone: shared/certificados/contenedores.test.ts).
    const fila = (await api('GET', `${BASE}?size=100`, { token: consultorCliente })).body.data.find((f: any) => f.id === id);
    expect(fila).toBeDefined();
    expect(fila).not.toHaveProperty('prima');
    expect(fila).not.toHaveProperty('precioFinal');
    const detalle = (await leer(id, consultorCliente)).body;
    expect(detalle.id).toBe(id);
    expect(detalle).not.toHaveProperty('prima');
    expect(detalle.precio).not.toHaveProperty('prima');
    expect(detalle.precio).not.toHaveProperty('precioFinal');
  });

  it('refuses other companies, other tenants and the other kind with 404', async () => {
    expect((await leer(id, productorDemo)).status).toBe(404);
    expect((await leer(id, await tokenOf('rotasul', 'productor'))).status).toBe(404);
    expect((await emitir(id, productorDemo)).status).toBe(404);
    expect((await leer(cargaId, admin)).status).toBe(404);
    expect((await emitir(cargaId, admin)).status).toBe(404);
    expect((await api('POST', `${BASE}/${cargaId}/cancelacion`, { token: admin })).status).toBe(404);
    expect((await api('GET', `/v1/certificados/${id}`, { token: admin })).status).toBe(404);
    expect((await api('GET', `/v1/certificados/${cargaId}`, { token: admin })).status).toBe(200);
    const lista = await api('GET', `${BASE}?size=100`, { token: productorDemo });
    expect(lista.body.data.map((f: any) => f.id)).not.toContain(id);
  });
});

describe("a client's active policies for the certificate forms", () => {
  it('lists the in-force associated policies of the asked line, with the working company conditions', async () => {
    const vencida = await nuevaPoliza({ vigenciaDesde: '2020-01-01', vigenciaHasta: '2020-12-31', endosos: [] });
    const transporte = await api('POST', '/v1/polizas', {
      token: admin,
      body: {
        numero: `TR-${randomUUID().slice(0, 8)}`,
        aseguradoraId: 1,
        nombre: `Flotante transporte ${randomUUID().slice(0, 6)}`,
        ramo: 'transporte',
        monedaId: 840,
        paisId: 32,
        vigenciaDesde: '2026-01-01',
        vigenciaHasta: '2099-12-31',
        tasa: 0.15,
        primaMinima: 50,
        cobertura: { nombre: 'Todo riesgo', deducibles: [] },
        limitesPorEmbarque: [],
        endosos: [],
        exclusiones: { mercaderias: [], paises: [] },
      },
    });
    const otroCliente = await nuevoCliente([poliza.id, vencida.id, transporte.body.id]);
    const r = await api('GET', `/v1/clientes/${otroCliente}/polizas-activas/contenedores`, { token: emisor });
    expect(r.status).toBe(200);
    expect(r.body.data.map((p: any) => p.id)).toEqual([poliza.id]);
    expect(r.body.data[0]).toMatchObject({
      ramo: 'contenedores',
      moneda: { id: 840 },
      aseguradora: { id: 1 },
      endosos: [expect.objectContaining({ id: poliza.endosos[0]!.id, nombre: 'General' })],
      condiciones: [
        { polizaId: poliza.id, tiposContenedor: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })] },
      ],
    });
    const deTransporte = await api('GET', `/v1/clientes/${otroCliente}/polizas-activas/transporte`, { token: emisor });
    expect(deTransporte.body.data.map((p: any) => p.id)).toEqual([transporte.body.id]);
    expect(deTransporte.body.data[0].condiciones).toEqual([]);
  });

  it("answers the demo producer with its seeded conditions and refuses another producer's client with 404", async () => {
    const r = await api('GET', '/v1/clientes/7/polizas-activas/contenedores', { token: productorDemo });
    expect(r.status).toBe(200);
    expect(r.body.data.map((p: any) => p.id)).toEqual([2]);
    expect(r.body.data[0].condiciones[0].tiposContenedor.map((t: any) => t.id)).toEqual([1, 2, 4, 5]);
    const t = await api('GET', '/v1/clientes/7/polizas-activas/transporte', { token: productorDemo });
    expect(t.body.data.map((p: any) => p.id)).toEqual([1]);
    expect(t.body.data[0].condiciones[0].markup).toEqual({ asignacion: 'Prima', sugerido: 10, minimo: 5, maximo: 20 });
    // The producer's company (tipo productor) prices with its own container condition.
    const precio = await api('POST', `${BASE}/cotizaciones`, {
      token: productorDemo,
      body: {
        clienteId: 7,
        polizaId: 2,
        endosoId: 1,
        fechaSalida: hoy(),
        fechaLlegada: enDias(5),
        fechaDevolucion: enDias(9),
        contenedores: [
          { idTipo: 1, cantidad: 2 },
          { idTipo: 5, cantidad: 1 },
        ],
      },
    });
    expect(precio.status).toBe(200);
    // 2 × (45 + 30) + 1 × (130 + 85) = 365.
    expect(precio.body.prima).toBe(365);
    expect((await api('GET', '/v1/clientes/7/polizas-activas/contenedores', { token: emisor })).status).toBe(404);
    expect((await api('GET', `/v1/clientes/${clienteId}/polizas-activas/contenedores`, { token: consultorCliente })).status).toBe(
      403,
    );
  });
});
