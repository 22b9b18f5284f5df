import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CertificadoCarga, guardarCertificadoCarga } from '#lib/data/certificados-carga.ts';
import { Cliente } from '#lib/data/clientes.ts';
import { DocumentoPendiente } from '#lib/data/documentos-pendientes.ts';
import { Empresa } from '#lib/data/empresas.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { digitoVerificadorRfc } from '#shared/fiscal/mexico.ts';
import { api, expectFreshPresign, setPassword, signIn, tokenOf, useTestEmulators, usuarioNuevo } from './helpers.ts';

useTestEmulators();

const db = () => new TenantDb('cargosur');
const hoy = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);

let admin: string;
let productor: string;
let aseguradora: string;
let otroEmisor: string;
let sinPrima: string;
let usuarioCliente: string;
let usuarioOtroCliente: string;
let poliza: { id: number; endosos: { id: number }[] };
let clienteId: number;
let otroClienteId: number;

/** A client with its own company and its terms on the policy (0,2 %, minimum 60), written to the table. */
const nuevoCliente = async (polizaId: number) => {
  const id = 800_000_000 + randomInt(100_000_000);
  const empresaId = 700_000_000 + randomInt(100_000_000);
  await db().write([
    ...Empresa.put(
      // As the client master makes it (empresaDelCliente): the company names its client.
      { id: empresaId, cif: `30${id}`, nombre: `Cliente ${id}`, tipo: 'cliente', paisId: 32, clienteId: id, configuracion: {} },
      {},
    ),
    ...Cliente.create({
      id,
      nombre: `Importadora ${id}`,
      cif: `30${id}`,
      paisId: 32,
      email: null,
      logo: null,
      markup: null,
      productorId: null,
      creado: new Date().toISOString(),
      version: 1,
      condicionesComerciales: [
        { polizaId, tasa: 0.2, primaMinima: 60, tasaIntermediario: null, primaMinimaIntermediario: null } as never,
      ],
      empresaClienteId: empresaId,
    }),
  ]);
  return { id, empresaId };
};

/** A portal user of a client (created on the client, as the Usuarios tab does), signed in. */
const usuarioDeCliente = async (id: number, rol: 'Operador' | 'Consultor') => {
  const email = `cliente.${randomUUID().slice(0, 8)}@cliente.demo`;
  const res = await api('POST', `/v1/clientes/${id}/usuarios`, {
    token: admin,
    body: { email, nombreYApellido: 'Clara Cliente', idNacionalidad: 32, telefono: '11 4444 5555', roles: [rol] },
  });
  expect(res.status).toBe(201);
  await setPassword('cargosur', email, 'Clave-segura-123');
  return signIn('cargosur', email, 'Clave-segura-123');
};

/** A shipment of US$ 100.000 + 10 % by sea from China to Argentina, today. */
const embarque = (o: Record<string, unknown> = {}) => ({
  clienteId,
  polizaId: poliza.id,
  valor: 100_000,
  beneficioImaginario: 10,
  transporteIds: [1],
  mercaderiaId: 3,
  origenId: 156,
  destinoId: 32,
  fechaSalida: hoy(),
  ...o,
});

const guardar = async (body: Record<string, unknown>, token = productor, key?: string) =>
  api('POST', '/v1/certificados', { token, body, headers: key ? { 'idempotency-key': key } : {} });

const leer = (id: number, token = productor) => api('GET', `/v1/certificados/${id}`, { token });

/** The certificate once the documents function rendered its state's PDF (it runs right after the event). */
const documentosListos = async (id: number) => {
  for (let i = 0; i < 100; i++) {
    const c = await leer(id);
    if (!c.body.documentosPendientes) return c.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`documents of ${id} never rendered`);
};

beforeAll(async () => {
  [admin, productor, aseguradora, otroEmisor] = await Promise.all([
    tokenOf('cargosur', 'administrador'),
    tokenOf('cargosur', 'productor'),
    tokenOf('cargosur', 'aseguradora'),
    tokenOf('cargosur', 'emisor'),
  ]);
  const creada = await api('POST', '/v1/polizas', {
    token: admin,
    body: {
      numero: `CC-${randomUUID().slice(0, 8)}`,
      aseguradoraId: 1,
      nombre: `Flotante carga ${randomUUID().slice(0, 6)}`,
      ramo: 'transporte',
      monedaId: 840,
      paisId: 32,
      vigenciaDesde: '2026-01-01',
      vigenciaHasta: '2099-12-31',
      tasa: 0.15,
      primaMinima: 50,
      cobertura: { nombre: 'Todo riesgo', deducibles: [] },
      limitesPorEmbarque: [{ transporteId: 1, limite: 500_000 }],
      endosos: [{ nombre: 'General', vigenciaDesde: '2026-01-01', vigenciaHasta: '2099-12-31' }],
      exclusiones: { mercaderias: [8], paises: [68] },
    },
  });
  expect(creada.status).toBe(201);
  expect(creada.body.exclusiones).toEqual({ mercaderias: [8], paises: [68] });
  poliza = creada.body;
  const [a, b] = await Promise.all([nuevoCliente(poliza.id), nuevoCliente(poliza.id)]);
  clienteId = a.id;
  otroClienteId = b.id;
  [sinPrima, usuarioCliente, usuarioOtroCliente] = await Promise.all([
    usuarioNuevo(admin, [{ idEmpresa: 10, idRol: 'consultor' }]),
    usuarioDeCliente(a.id, 'Operador'),
    usuarioDeCliente(b.id, 'Consultor'),
  ]);
});

describe('cargo certificates: quote, save, issue', () => {
  it('quotes on the server with the client terms and its trace, saving nothing', async () => {
    const r = await api('POST', '/v1/certificados/cotizaciones', { token: productor, body: embarque() });
    expect(r.status).toBe(200);
    // SA 110.000 × 0,2 % = 220 (the client's terms, over the policy's 0,15 %); producer: no issuer condition, sells at the premium.
    expect(r.body).toMatchObject({ sumaAsegurada: 110_000, prima: 220, precioFinal: 220, requiereAprobacion: false });
    expect(r.body.tasa.origen).toBe('cliente');
    expect(r.body.calculo.reglas.length).toBeGreaterThan(0);
  });

  it('saves, issues with a number and renders the certificate PDF; a tampered price is ignored', async () => {
    const g = await guardar({ ...embarque({ nroReferenciaInterna: 'OC-77/1' }), prima: 1, precioFinal: 1, sumaAsegurada: 1 });
    expect(g.status).toBe(201);
    expect(g.body).toMatchObject({ estado: { id: 10 }, nroCertificado: null, precio: { prima: 220, precioFinal: 220 } });
    const cotizado = await documentosListos(g.body.id);
    expect(cotizado.documentos).toEqual({ certificado: false, cotizacion: true });

    const e = await api('POST', `/v1/certificados/${g.body.id}/emision`, { token: productor });
    expect(e.status).toBe(200);
    expect(e.body.estado.id).toBe(20);
    expect(e.body.nroCertificado).toMatch(/^CC-\d{8}$/);
    const emitido = await documentosListos(g.body.id);
    expect(emitido).toMatchObject({ nroCertificado: e.body.nroCertificado, prima: 220, precioFinal: 220 });
    expect(emitido.documentos.certificado).toBe(true);
    expect(emitido.historial.map((h: any) => h.accion)).toEqual(expect.arrayContaining(['guardar', 'emitir']));

    const pdf = await api('GET', `/v1/certificados/${g.body.id}/documentos/certificado`, { token: productor });
    expect(pdf.status).toBe(200);
    expectFreshPresign(pdf.body.url);
    const bytes = new Uint8Array(await (await fetch(pdf.body.url)).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    // The grid finds it by number and by internal reference (without signs).
    const porNumero = await api('GET', `/v1/certificados?nroCertificado=${e.body.nroCertificado}`, { token: productor });
    expect(porNumero.body.data.map((f: any) => f.id)).toEqual([g.body.id]);
    const porReferencia = await api('GET', '/v1/certificados?filtro=oc771', { token: productor });
    expect(porReferencia.body.data.map((f: any) => f.id)).toContain(g.body.id);
    // Issuing again is refused.
    expect((await api('POST', `/v1/certificados/${g.body.id}/emision`, { token: productor })).status).toBe(409);
  });

  it('cancels a quote, and gives an issued one baja with a reason until it is declared', async () => {
    const cotizacion = await guardar(embarque());
    const cancelada = await api('POST', `/v1/certificados/${cotizacion.body.id}/cancelacion`, { token: productor });
    expect(cancelada.body.estado.id).toBe(252);
    expect((await api('POST', `/v1/certificados/${cotizacion.body.id}/emision`, { token: productor })).status).toBe(409);

    const emitir = async () => {
      const g = await guardar(embarque());
      await api('POST', `/v1/certificados/${g.body.id}/emision`, { token: productor });
      return g.body.id as number;
    };
    const id = await emitir();
    const sinMotivo = await api('POST', `/v1/certificados/${id}/baja`, { token: productor, body: { motivo: ' ' } });
    expect(sinMotivo.status).toBe(400);
    expect(sinMotivo.body.errors[0].path).toBe('motivo');
    const baja = await api('POST', `/v1/certificados/${id}/baja`, { token: productor, body: { motivo: 'Viaje suspendido' } });
    expect(baja.status).toBe(200);
    expect(baja.body.estado.id).toBe(255);
    expect((await leer(id)).body.baja).toMatchObject({ motivo: 'Viaje suspendido' });

    const declarado = await emitir();
    const c = (await db().get(CertificadoCarga, { id: declarado }, { consistent: true }))!;
    await db().write(guardarCertificadoCarga(c, { ...c, idDeclaracion: '2020-01-v-1-840', version: c.version + 1 }));
    const refused = await api('POST', `/v1/certificados/${declarado}/baja`, { token: productor, body: { motivo: 'Tarde' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/declarado/);
  });

  it('leaves a pending-documents entry with each version; the retry job renders what the subscriber did not', async () => {
    const { handler: reintentar } = await import('#functions/jobs/reintentar-documentos.ts');
    const g = await guardar(embarque());
    await documentosListos(g.body.id);
    const c = (await db().get(CertificadoCarga, { id: g.body.id }, { consistent: true }))!;
    // A new version 20 minutes old whose render never happened (as when the subscriber failed).
    const nueva = { ...c, fechaEstado: new Date(Date.now() - 20 * 60_000).toISOString(), version: c.version + 1, documentos: {} };
    await db().write(guardarCertificadoCarga(c, nueva));
    const pendiente = () =>
      db().get(
        DocumentoPendiente,
        { fechaEstado: nueva.fechaEstado, entidad: 'certificado-carga', id: c.id },
        { consistent: true },
      );
    expect(await pendiente()).toMatchObject({ intentos: 0 });

    const run = { tenant: 'cargosur', time: new Date().toISOString(), id: `reintentar-carga-${c.id}` };
    expect((await reintentar(run)).generados).toBeGreaterThanOrEqual(1);
    expect(await pendiente()).toBeUndefined();
    const leido = (await leer(c.id)).body;
    expect(leido.documentos.cotizacion).toBe(true);
    expect(leido.historial.map((h: any) => h.accion)).toContain('regenerarDocumentos');
  });

  it('sends a shipment over the per-shipment limit to approval; the insurer approves it and it is issued', async () => {
    const g = await guardar({ ...embarque({ valor: 600_000 }), observacion: 'Embarque extraordinario' });
    expect(g.status).toBe(201);
    expect(g.body.estado.id).toBe(5);
    expect(g.body.precio.validaciones.map((v: any) => v.codigo)).toEqual([521]);
    // Not issuable yet, and only the policy's insurer decides.
    expect((await api('POST', `/v1/certificados/${g.body.id}/emision`, { token: productor })).status).toBe(409);
    expect((await api('POST', `/v1/certificados/${g.body.id}/aprobacion`, { token: productor, body: {} })).status).toBe(403);
    const bandeja = await api('GET', '/v1/certificados?estado=5&size=100', { token: aseguradora });
    expect(bandeja.body.data.map((f: any) => f.id)).toContain(g.body.id);
    // The insurer reads the premium (prima.mostrar) but not the issuer's markup nor the final price.
    const fila = bandeja.body.data.find((f: any) => f.id === g.body.id);
    expect(fila.prima).toBe(1320);
    expect(fila).not.toHaveProperty('premio');
    expect(fila).not.toHaveProperty('precioFinal');
    const aprobada = await api('POST', `/v1/certificados/${g.body.id}/aprobacion`, {
      token: aseguradora,
      body: { observaciones: 'Aceptado con inspección' },
    });
    expect(aprobada.body.estado.id).toBe(7);
    const e = await api('POST', `/v1/certificados/${g.body.id}/emision`, { token: productor });
    expect(e.body.estado.id).toBe(20);
    expect((await leer(g.body.id)).body.decision).toMatchObject({
      resultado: 'aprobado',
      observaciones: 'Aceptado con inspección',
    });
  });

  it('issues once under two concurrent issues: one number', async () => {
    const g = await guardar(embarque());
    const [a, b] = await Promise.all([
      api('POST', `/v1/certificados/${g.body.id}/emision`, { token: productor }),
      api('POST', `/v1/certificados/${g.body.id}/emision`, { token: productor }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ganadora = a.status === 200 ? a : b;
    expect((await leer(g.body.id)).body.nroCertificado).toBe(ganadora.body.nroCertificado);
  });

  it('answers an idempotent retry with the same certificate', async () => {
    const key = randomUUID();
    const [a, b] = [await guardar(embarque(), productor, key), await guardar(embarque(), productor, key)];
    expect(b.body.id).toBe(a.body.id);
  });

  it('refuses bad input with the field and its message, writing nothing', async () => {
    const antes = (await api('GET', '/v1/certificados?size=1', { token: productor })).body.meta.total;
    const sinTransporte = await guardar(embarque({ transporteIds: [] }));
    expect(sinTransporte.status).toBe(400);
    expect(sinTransporte.body.errors).toContainEqual({
      path: 'transporteIds',
      message: 'El campo medio de transporte es requerido',
    });
    const otraPoliza = await guardar(embarque({ endosoId: 999 }));
    expect(otraPoliza.status).toBe(400);
    expect(otraPoliza.body.errors).toContainEqual({ path: 'endosoId', message: 'El endoso no pertenece a la póliza' });
    const markup = await guardar(embarque({ markup: 5 }));
    expect(markup.status).toBe(400);
    expect(markup.body.errors[0].path).toBe('markup');
    // Issue 27 item 6: every catalogue id is one of the catalogue the certificate is priced with.
    const inexistentes = await guardar(
      embarque({ mercaderiaId: 99999, origenId: 99999, destinoId: 99998, transporteIds: [1, 99] }),
    );
    expect(inexistentes.status).toBe(400);
    expect(inexistentes.body.errors).toEqual([
      { path: 'mercaderiaId', message: 'La mercadería no existe' },
      { path: 'origenId', message: 'El país de origen no existe' },
      { path: 'destinoId', message: 'El país de destino no existe' },
      { path: 'transporteIds.1', message: 'El medio de transporte no existe' },
    ]);
    const cotizada = await api('POST', '/v1/certificados/cotizaciones', {
      token: productor,
      body: embarque({ mercaderiaId: 99999 }),
    });
    expect(cotizada.status).toBe(400);
    expect(cotizada.body.errors).toEqual([{ path: 'mercaderiaId', message: 'La mercadería no existe' }]);
    expect((await api('GET', '/v1/certificados?size=1', { token: productor })).body.meta.total).toBe(antes);
  });
});

describe('cargo certificates of an issuer', () => {
  it('are priced with the issuer transport condition, its markup within bounds', async () => {
    const base = `EMI010101AB`;
    const rfc = base + digitoVerificadorRfc(base);
    const emisor = await api('POST', '/v1/emisores', {
      token: admin,
      body: {
        nombreComercial: `Emisor carga ${randomUUID().slice(0, 8)}`,
        idPais: 484,
        condicionesComerciales: {
          transporte: [
            {
              polizaId: poliza.id,
              endosoId: poliza.endosos[0]!.id,
              beneficiarioId: 0,
              tasaVenta: { valor: 0, primaMinima: 0, primaCargosExtra: 15 },
              asignacion: 'SumaAsegurada',
              markup: 0.1,
              markupMinimo: 0.05,
              markupMaximo: 0.3,
              premioMinimo: 0,
              premioSugerido: 400,
            },
          ],
          contenedores: [],
        },
        informacionFiscal: {
          rfc,
          razonSocial: 'Emisora de Carga S.A. de C.V.',
          idRegimenFiscal: 6,
          idUsoCFDI: 'G03',
          idMonedaFacturacion: 484,
          domicilioFiscal: { estado: 'CDMX', codigoPostal: '06600', municipio: 'Cuauhtémoc' },
        },
        informacionComercial: { idTipoCliente: null, idConfiguracionFacturacion: null, constanciaDeSituacionFiscal: [] },
      },
    });
    expect(emisor.status).toBe(201);
    const token = await usuarioNuevo(admin, [{ idEmpresa: emisor.body.id, idRol: 'emisor' }]);
    const sugerido = await api('POST', '/v1/certificados/cotizaciones', {
      token,
      body: embarque({ endosoId: poliza.endosos[0]!.id }),
    });
    expect(sugerido.status).toBe(200);
    // 220 premium + 110.000 × 0,1 % (110) + 15 extra charges = 345.
    expect(sugerido.body).toMatchObject({
      prima: 220,
      markup: { porcentaje: 0.1, monto: 110 },
      cargosExtra: 15,
      precioFinal: 345,
    });
    const elegido = await api('POST', '/v1/certificados', { token, body: embarque({ markup: 0.3 }) });
    expect(elegido.body.precio).toMatchObject({ markup: { monto: 330 }, precioFinal: 565 });
    const fuera = await api('POST', '/v1/certificados/cotizaciones', { token, body: embarque({ markup: 0.5 }) });
    expect(fuera.status).toBe(400);
    expect(fuera.body.errors).toContainEqual({ path: 'markup', message: 'El markup debe estar entre 0,05 % y 0,3 %' });
    // The issuer's certificate is its own: the producer does not reach it, the client's user does.
    expect((await leer(elegido.body.id, productor)).status).toBe(404);
    expect((await leer(elegido.body.id, usuarioCliente)).status).toBe(200);
  });
});

describe('cargo certificates: who sees what', () => {
  let id: number;
  beforeAll(async () => {
    id = (await guardar(embarque())).body.id;
  });

  it('hides the premium and the markup from who may not see them, in the grid and the detail', async () => {
    const fila = (await api('GET', '/v1/certificados?size=100', { token: sinPrima })).body.data.find((f: any) => f.id === id);
    expect(fila).toBeDefined();
    expect(fila).not.toHaveProperty('prima');
    expect(fila).not.toHaveProperty('premio');
    expect(fila).not.toHaveProperty('precioFinal');
    const detalle = (await leer(id, sinPrima)).body;
    expect(detalle).not.toHaveProperty('prima');
    expect(detalle.precio).not.toHaveProperty('prima');
    expect(detalle.precio).not.toHaveProperty('precioFinal');
    expect(detalle.precio).not.toHaveProperty('calculo');
    // The client's users see their client's certificate, without premium nor markup either.
    const delCliente = (await leer(id, usuarioCliente)).body;
    expect(delCliente.id).toBe(id);
    expect(delCliente).not.toHaveProperty('prima');
    expect(delCliente).not.toHaveProperty('precioFinal');
  });

  it('refuses other companies, other clients and other tenants with 404', async () => {
    expect((await leer(id, otroEmisor)).status).toBe(404);
    expect((await leer(id, usuarioOtroCliente)).status).toBe(404);
    expect((await leer(id, await tokenOf('rotasul', 'productor'))).status).toBe(404);
    expect((await api('POST', `/v1/certificados/${id}/emision`, { token: otroEmisor })).status).toBe(404);
    const lista = await api('GET', '/v1/certificados?size=100', { token: usuarioOtroCliente });
    expect(lista.body.data.map((f: any) => f.id)).not.toContain(id);
    // Another client's certificate cannot be quoted by a client's user; another issuer cannot use a producer's client.
    const ajeno = await guardar(embarque({ clienteId: otroClienteId }), usuarioCliente);
    expect(ajeno.status).toBe(400);
    expect(ajeno.body.errors).toContainEqual({ path: 'clienteId', message: 'El cliente no existe' });
    // Its session names the client it quotes for, so the form fixes it without searching clients.
    const me = await api('GET', '/v1/me', { token: usuarioCliente });
    expect(me.body.empresas.map((e: any) => e.empresa)).toEqual([expect.objectContaining({ tipo: 'cliente', clienteId })]);
  });
});
