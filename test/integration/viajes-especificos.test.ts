import { CertificadoVE, pendienteVE, Vencimiento } from '#lib/data/certificados.ts';
import { DocumentoPendiente } from '#lib/data/documentos-pendientes.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { Verificacion } from '#lib/data/verificaciones.ts';
import { condicionesKey, deleteDocuments, putDocument } from '#lib/files/storage.ts';
import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { buildCuit } from '#shared/validators/cif.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { AYER, HOY, emisionPorTransferencia, viajeBsAsSaoPaulo } from '#test/fixtures/viaje-especifico.ts';
import { api, expectFreshPresign, tokenOf, useTestEmulators } from './helpers.ts';

const viaje = viajeBsAsSaoPaulo;
const emision = emisionPorTransferencia;

let productor: string;

/** The certificate once the documents function rendered what its state needs (it runs right after the write). */
const documentosListos = async (id: number) => {
  for (let i = 0; i < 100; i++) {
    const c = await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token: productor });
    if (!c.body.documentosPendientes) return c.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`documents of ${id} never rendered`);
};
const cotizarYGuardar = async (o: Record<string, unknown> = {}) => {
  const ofertas = await api('POST', '/v1/viajes-especificos/cotizaciones', { token: productor, body: viaje(o) });
  expect(ofertas.status).toBe(200);
  const limpia = ofertas.body.find((x: any) => x.validaciones.length === 0);
  const guardado = await api('POST', '/v1/viajes-especificos/polizas', {
    token: productor,
    body: viaje({ ...o, CoberturaId: limpia.cobertura.id }),
  });
  expect(guardado.status).toBe(200);
  return { oferta: limpia, id: guardado.body.id as number, guardado: guardado.body };
};

describe('specific trips: quote, save, issue', () => {
  beforeAll(async () => {
    useTestEmulators();
    productor = await tokenOf('cargosur', 'productor');
  });

  it('quotes one offer per applicable coverage, priced and traced, cheapest first', async () => {
    const res = await api('POST', '/v1/viajes-especificos/cotizaciones', { token: productor, body: viaje() });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    const premios = res.body.map((o: any) => o.premio);
    expect(premios).toEqual([...premios].sort((a: number, b: number) => a - b));
    for (const o of res.body) {
      expect(o.sumaAsegurada).toBe(57_750); // (50 000 + 2 000 + 500) × 1,10
      expect(o.premio).toBeGreaterThanOrEqual(o.prima);
      expect(o.calculoPrima.reglas.length).toBeGreaterThan(0);
      expect(o.calculoPremio.total).toBe(o.premio);
    }
  });

  it('ignores tampered money: the sum insured and prices are the server’s', async () => {
    const honest = await api('POST', '/v1/viajes-especificos/cotizaciones', { token: productor, body: viaje() });
    const tampered = await api('POST', '/v1/viajes-especificos/cotizaciones', {
      token: productor,
      body: { ...viaje(), SumaAsegurada: 1, premio: 1, prima: 1 },
    });
    expect(tampered.body.map((o: any) => [o.sumaAsegurada, o.premio])).toEqual(
      honest.body.map((o: any) => [o.sumaAsegurada, o.premio]),
    );
  });

  it('refuses bad input with field errors', async () => {
    const res = await api('POST', '/v1/viajes-especificos/cotizaciones', {
      token: productor,
      body: viaje({ ValorFactura: -1, FechaSalida: '31-12-2025', OperacionId: 999 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.path).sort()).toEqual(['FechaSalida', 'OperacionId', 'ValorFactura']);
    const recargo = await api('POST', '/v1/viajes-especificos/cotizaciones', {
      token: productor,
      body: viaje({ recargoAdmin: 99, CoberturaId: 101 }),
    });
    expect(recargo.status).toBe(400);
    expect(recargo.body.errors[0].path).toBe('recargoAdmin');
    // Issue 27 item 6: ids the catalogues in effect do not have, on the quote and on the save.
    const inexistentes = viaje({ MercaderiaId: 99999, OrigenId: 99999, TransporteId: 99 });
    for (const path of ['/v1/viajes-especificos/cotizaciones', '/v1/viajes-especificos/polizas']) {
      const res = await api('POST', path, { token: productor, body: { ...inexistentes, CoberturaId: 101 } });
      expect(res.status, path).toBe(400);
      expect(res.body.errors, path).toEqual([
        { path: 'MercaderiaId', message: 'La mercadería no existe' },
        { path: 'TransporteId', message: 'El medio de transporte no existe' },
        { path: 'OrigenId', message: 'El país de origen no existe' },
      ]);
    }
  });

  it('answers 422 with the spec message when no coverage can quote', async () => {
    const res = await api('POST', '/v1/viajes-especificos/cotizaciones', { token: productor, body: viaje({ MonedaId: 152 }) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('No se pudo construir una cotización para la configuración especificada.');
  });

  it('saves a quote (cotizado, 10) whose PDFs are rendered right after, then issues it (emitido, 20) with a verifiable code', async () => {
    const { oferta, id } = await cotizarYGuardar();
    const conCopias = await documentosListos(id);
    const pdf = await fetch(conCopias.urlAsegurado);
    expect((await pdf.text()).startsWith('%PDF')).toBe(true);
    expect((await (await fetch(conCopias.urlCopiaPAS)).text()).startsWith('%PDF')).toBe(true);

    const detalle = await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token: productor });
    expect(detalle.body.estado).toMatchObject({ id: 10, nombre: 'Cotizado' });
    expect(detalle.body.premio.monto).toBe(oferta.premio);

    const emitido = await api('POST', '/v1/viajes-especificos/polizas/emitidas', { token: productor, body: emision(id) });
    expect(emitido.status).toBe(200);
    expect(emitido.body.nroCertificado).toMatch(/^VE-\d{8}$/);
    const conConstancia = await documentosListos(id);
    expect((await (await fetch(conConstancia.urlConstancia)).text()).startsWith('%PDF')).toBe(true);

    const despues = await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token: productor });
    expect(despues.body.estado.id).toBe(20);
    expect(despues.body.historial.map((h: any) => [h.accion, h.desde, h.hacia])).toEqual([
      ['cotizar', null, 10],
      ['emitir', 10, 20],
    ]);
    const codigo = despues.body.codigoVerificacion;
    const publico = await api('GET', `/v1/publico/verificaciones/${codigo}`, { host: 'cargosur.localhost' });
    expect(publico.status).toBe(200);
    expect(publico.body).toMatchObject({
      tipo: 'viaje-especifico',
      valido: true,
      nroCertificado: emitido.body.nroCertificado,
      estado: 'Emitido',
      vigencia: null,
    });
    expect(JSON.stringify(publico.body)).not.toContain(String(oferta.premio));
    // A code written before codes named their kind (no entidad) is a specific trip's: it still verifies.
    const ocho = String(id).padStart(8, '0').slice(-8);
    const anterior = `VIEJ-${ocho.slice(0, 4)}-${ocho.slice(4)}`;
    await new TenantDb('cargosur').write(Verificacion.create({ codigo: anterior, id }));
    expect((await api('GET', `/v1/publico/verificaciones/${anterior}`, { host: 'cargosur.localhost' })).body).toEqual(
      publico.body,
    );
    // Another tenant's host does not find it; no API key, no answer.
    expect((await api('GET', `/v1/publico/verificaciones/${codigo}`, { host: 'rotasul.localhost' })).status).toBe(404);
    expect((await api('GET', `/v1/publico/verificaciones/${codigo}`, { host: 'cargosur.localhost', apiKey: null })).status).toBe(
      403,
    );

    const otraVez = await api('POST', '/v1/viajes-especificos/polizas/emitidas', { token: productor, body: emision(id) });
    expect(otraVez.status).toBe(409);
  });

  it('renders the documents of a party named with an emoji, Chinese and a right-to-left mark, and quotes it again', async () => {
    const nombre = `Importadora 🚚 中文 \u200Fشركة ${randomUUID().slice(0, 8)} S.A.`;
    const parte = await api('POST', '/v1/clientes', {
      token: productor,
      body: { nombre, cif: buildCuit('30', 70_000_000 + randomInt(9_000_000)), idPais: 32 },
    });
    expect(parte.status).toBe(201);
    const { id } = await cotizarYGuardar({ TomadorId: parte.body.id });
    const cotizado = await documentosListos(id);
    expect((await (await fetch(cotizado.urlAsegurado)).text()).startsWith('%PDF')).toBe(true);
    const emitido = await api('POST', '/v1/viajes-especificos/polizas/emitidas', {
      token: productor,
      body: { ...emision(id), DetalleOrigen: 'Depósito 🏭 上海 \u200Fمخزن', DetalleTipoMercaderia: 'Notebooks 💻' },
    });
    expect(emitido.status).toBe(200);
    const conConstancia = await documentosListos(id);
    expect(conConstancia.tomador.nombre).toBe(nombre);
    expect((await (await fetch(conConstancia.urlConstancia)).text()).startsWith('%PDF')).toBe(true);
    // The same party quotes again, and its copies render too.
    const otra = await cotizarYGuardar({ TomadorId: parte.body.id });
    expect((await documentosListos(otra.id)).urlAsegurado).toBeTruthy();
  });

  it('serves each coverage’s conditions as a real PDF through a fresh presigned link, public on the tenant’s host', async () => {
    const ofertas = await api('POST', '/v1/viajes-especificos/cotizaciones', { token: productor, body: viaje() });
    for (const o of ofertas.body) {
      expect(o.cobertura.urlCondiciones).toBe(`/condiciones/${o.cobertura.id}`);
      const res = await api('GET', `/v1/publico/condiciones/${o.cobertura.id}`, { host: 'cargosur.localhost' });
      expect(res.status).toBe(200);
      const pdf = await fetch(res.body.url);
      expect(pdf.status).toBe(200);
      expect((await pdf.text()).startsWith('%PDF')).toBe(true);
    }
    expect((await api('GET', '/v1/publico/condiciones/999', { host: 'cargosur.localhost' })).status).toBe(404);
    expect((await api('GET', '/v1/publico/condiciones/101', { host: 'cargosur.localhost', apiKey: null })).status).toBe(403);

    // A coverage whose PDF is not in the bucket: 404 here, not a link to S3's own error page.
    const id = ofertas.body[0].cobertura.id;
    const key = condicionesKey('cargosur', id);
    const pdf = new Uint8Array(
      await (
        await fetch((await api('GET', `/v1/publico/condiciones/${id}`, { host: 'cargosur.localhost' })).body.url)
      ).arrayBuffer(),
    );
    await deleteDocuments([key]);
    try {
      expect((await api('GET', `/v1/publico/condiciones/${id}`, { host: 'cargosur.localhost' })).status).toBe(404);
    } finally {
      await putDocument(key, pdf);
    }
  });

  it('a retried save or issue with the same Idempotency-Key returns the first result', async () => {
    const ofertas = await api('POST', '/v1/viajes-especificos/cotizaciones', { token: productor, body: viaje() });
    const body = viaje({ CoberturaId: ofertas.body.find((o: any) => !o.validaciones.length).cobertura.id });
    const key = randomUUID();
    const a = await api('POST', '/v1/viajes-especificos/polizas', {
      token: productor,
      body,
      headers: { 'idempotency-key': key },
    });
    const b = await api('POST', '/v1/viajes-especificos/polizas', {
      token: productor,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(b.body.id).toBe(a.body.id);
    const issueKey = randomUUID();
    const e1 = await api('POST', '/v1/viajes-especificos/polizas/emitidas', {
      token: productor,
      body: emision(a.body.id),
      headers: { 'idempotency-key': issueKey },
    });
    const e2 = await api('POST', '/v1/viajes-especificos/polizas/emitidas', {
      token: productor,
      body: emision(a.body.id),
      headers: { 'idempotency-key': issueKey },
    });
    expect(e1.status).toBe(200);
    expect(e2.body.nroCertificado).toBe(e1.body.nroCertificado);
  });

  it('two concurrent issues of one quote: exactly one becomes emitido, the other gets 409', async () => {
    const { id } = await cotizarYGuardar();
    const results = await Promise.all(
      [1, 2, 3].map(() => api('POST', '/v1/viajes-especificos/polizas/emitidas', { token: productor, body: emision(id) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const detalle = await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token: productor });
    expect(detalle.body.historial.filter((h: any) => h.accion === 'emitir')).toHaveLength(1);
  });

  it('certificate numbers are unique and increasing within the tenant', async () => {
    const nros: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { id } = await cotizarYGuardar();
      nros.push(
        (await api('POST', '/v1/viajes-especificos/polizas/emitidas', { token: productor, body: emision(id) })).body
          .nroCertificado,
      );
    }
    expect(new Set(nros).size).toBe(3);
    expect([...nros].sort()).toEqual(nros);
  });

  it('a lost or refused issue takes no number: the tenant’s numbers stay consecutive', async () => {
    const a = await cotizarYGuardar();
    const b = await cotizarYGuardar();
    const carrera = await Promise.all(
      [1, 2, 3].map(() => api('POST', '/v1/viajes-especificos/polizas/emitidas', { token: productor, body: emision(a.id) })),
    );
    const primero = carrera.find((r) => r.status === 200)!.body.nroCertificado as string;
    const segundo = await api('POST', '/v1/viajes-especificos/polizas/emitidas', { token: productor, body: emision(b.id) });
    expect(Number(segundo.body.nroCertificado.slice(3))).toBe(Number(primero.slice(3)) + 1);
  });

  it('lists the producer’s certificates with filters and paging', async () => {
    await cotizarYGuardar();
    const cotizados = await api('GET', '/v1/viajes-especificos/polizas?estado=10&size=100', { token: productor });
    expect(cotizados.status).toBe(200);
    expect(cotizados.body.data.every((c: any) => c.estado.id === 10)).toBe(true);
    const pagina = await api('GET', '/v1/viajes-especificos/polizas?size=2', { token: productor });
    expect(pagina.body.data).toHaveLength(2);
    expect(pagina.body.meta.total).toBeGreaterThan(2);
  });

  it('keeps certificates inside the tenant and the company; permissions apply', async () => {
    const { id } = await cotizarYGuardar();
    expect(
      (await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token: await tokenOf('rotasul', 'productor') })).status,
    ).toBe(404);
    // Another company of the same tenant (the broker, 11) does not reach the producer's quote.
    expect(
      (await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token: await tokenOf('cargosur', 'consultor') })).status,
    ).toBe(404);
    expect(
      (await api('POST', '/v1/viajes-especificos/cotizaciones', { token: await tokenOf('cargosur', 'consultor'), body: viaje() }))
        .status,
    ).toBe(403);
    const otro = await tokenOf('rotasul', 'productor');
    expect((await api('POST', '/v1/viajes-especificos/polizas/emitidas', { token: otro, body: emision(id) })).status).toBe(404);
  });

  it('signs a fresh link of a document on click, only for a document that exists and a reader who reaches it', async () => {
    const { id } = await cotizarYGuardar();
    await documentosListos(id);
    const descarga = (documento: string, token = productor) =>
      api('GET', `/v1/viajes-especificos/polizas/${id}/descarga?documento=${documento}`, { token });
    const ok = await descarga('asegurado');
    expect(ok.status).toBe(200);
    expectFreshPresign(ok.body.url);
    expect((await (await fetch(ok.body.url)).text()).startsWith('%PDF')).toBe(true);
    expect((await descarga('pas')).status).toBe(200);
    // Not issued yet: no constancia. A document the contract does not name, another company, another tenant.
    expect((await descarga('constancia')).status).toBe(404);
    expect((await descarga('../otro')).status).toBe(400);
    expect((await descarga('asegurado', await tokenOf('cargosur', 'consultor'))).status).toBe(404);
    expect((await descarga('asegurado', await tokenOf('rotasul', 'productor'))).status).toBe(404);
  });

  it('refuses to save an offer with excess as a plain quote', async () => {
    const res = await api('POST', '/v1/viajes-especificos/polizas', {
      token: productor,
      body: viaje({ CoberturaId: 101, FechaSalida: AYER }),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('La cobertura elegida tiene riesgo excedido: solicitá aprobación.');
  });
});

describe('specific trips: excess codes through the API', () => {
  beforeAll(async () => {
    productor = await tokenOf('cargosur', 'productor');
  });
  // The same scenarios as the engine's tests, on import CN -> AR by sea (policy country AR).
  const importacion = {
    OperacionId: 201,
    TransporteId: 1,
    OrigenId: 156,
    DestinoId: 32,
    ValorFactura: 100_000,
    GastoEnvio: 0,
    DemasGastos: 0,
  };
  it.each([
    [500, 201, { OrigenId: 68, TransporteId: 0 }],
    [501, 301, { DestinoId: 68, OrigenId: 32, OperacionId: 202 }],
    [510, 101, { MercaderiaId: 8 }],
    [520, 201, { TransporteId: 2 }],
    [521, 101, { TransporteId: 0, ValorFactura: 400_000 }],
    [522, 202, { OperacionId: 203, OrigenId: 32, DestinoId: 32 }],
    [540, 101, { FechaSalida: AYER }],
    [550, 101, { OrigenId: 32, DestinoId: 32 }],
    [551, 101, { DestinoId: 76 }],
    [552, 101, { OperacionId: 202, OrigenId: 76, DestinoId: 156 }],
    [553, 101, { OperacionId: 203, OrigenId: 32, DestinoId: 858 }],
  ] as const)('code %i on coverage %i', async (codigo, cobertura, o) => {
    const res = await api('POST', '/v1/viajes-especificos/cotizaciones', {
      token: productor,
      body: viaje({ ...importacion, ...o, CoberturaId: cobertura }),
    });
    expect(res.status).toBe(200);
    expect(res.body[0].validaciones.map((v: any) => v.codigo)).toContain(codigo);
  });
});

describe('specific trips: approval and expiry', () => {
  beforeAll(async () => {
    productor = await tokenOf('cargosur', 'productor');
  });

  it('a quote with excess goes to approval, the insurer approves it, the producer issues it', async () => {
    const body = viaje({ CoberturaId: 101, FechaSalida: AYER });
    const cot = await api('POST', '/v1/viajes-especificos/cotizaciones', { token: productor, body });
    expect(cot.body[0].validaciones.map((v: any) => v.codigo)).toEqual([540]);
    const solicitud = await api('POST', '/v1/viajes-especificos/polizas/con-riesgos', {
      token: productor,
      body: {
        ...body,
        respuestas: [{ pregunta: 'Motivo de la demora', respuesta: 'Demora en aduana' }],
        observacion: 'Salió ayer',
      },
    });
    expect(solicitud.status).toBe(200);
    const id = solicitud.body.id;
    expect((await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token: productor })).body.estado.id).toBe(5);
    // Issuing before the decision is refused.
    expect((await api('POST', '/v1/viajes-especificos/polizas/emitidas', { token: productor, body: emision(id) })).status).toBe(
      409,
    );
    // A producer cannot decide; another insurer does not even see it.
    expect((await api('POST', `/v1/viajes-especificos/polizas/${id}/aprobacion`, { token: productor, body: {} })).status).toBe(
      403,
    );

    const aseguradora = await tokenOf('cargosur', 'aseguradora');
    const visto = await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token: aseguradora });
    expect(visto.body.solicitudAprobacion.respuestas).toEqual([
      { pregunta: 'Motivo de la demora', respuesta: 'Demora en aduana' },
    ]);
    const aprobado = await api('POST', `/v1/viajes-especificos/polizas/${id}/aprobacion`, {
      token: aseguradora,
      body: { observaciones: 'Aprobado con franquicia' },
    });
    expect(aprobado.body).toEqual({ id, estado: 7 });
    expect((await api('POST', `/v1/viajes-especificos/polizas/${id}/rechazo`, { token: aseguradora, body: {} })).status).toBe(
      409,
    );

    const emitido = await api('POST', '/v1/viajes-especificos/polizas/emitidas', { token: productor, body: emision(id) });
    expect(emitido.status).toBe(200);
    const final = await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token: productor });
    expect(final.body.historial.map((h: any) => h.hacia)).toEqual([5, 7, 20]);
  });

  /** Moves a saved quote's validity into the past (its expiry entry included), as if days had passed. */
  const vencidaAyer = async (tenant: string, id: number) => {
    const db = new TenantDb(tenant);
    const c = (await db.get(CertificadoVE, { id }, { consistent: true }))!;
    await db.write([
      ...CertificadoVE.put({ ...c, venceEl: AYER }, { previous: c }),
      ...(c.venceEl ? Vencimiento.delete({ venceEl: c.venceEl, id }) : []),
      ...Vencimiento.create({ venceEl: AYER, id }),
    ]);
  };

  it('the daily job does nothing where the tenant keeps quotes open (the default): no expiry day, no change', async () => {
    const { id } = await cotizarYGuardar();
    await documentosListos(id);
    const guardada = await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token: productor });
    expect(guardada.body.venceEl).toBeNull();
    // Even an expiry entry left from before (say the setting was turned off) is not acted on.
    await vencidaAyer('cargosur', id);
    const { handler } = await import('#functions/jobs/vencer-cotizaciones.ts');
    const res = await handler({ tenant: 'cargosur', time: new Date().toISOString(), id: 'vencer-apagado' });
    expect(res).toMatchObject({ activo: false, vencidas: 0 });
    expect((await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token: productor })).body.estado.id).toBe(10);
  });

  it('where the tenant sets a validity, the daily job expires quotes past it, once', async () => {
    const token = await tokenOf('viajeseguro', 'productor');
    const body = viaje({ CoberturaId: 101, Km: 401 });
    const guardado = await api('POST', '/v1/viajes-especificos/polizas', { token, body });
    expect(guardado.status).toBe(200);
    const id = guardado.body.id as number;
    const leida = await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token });
    expect(leida.body.venceEl).toBe(new Date(Date.parse(`${HOY}T00:00:00Z`) + 15 * 86_400_000).toISOString().slice(0, 10));
    await vencidaAyer('viajeseguro', id);
    const { handler } = await import('#functions/jobs/vencer-cotizaciones.ts');
    const run = { tenant: 'viajeseguro', time: new Date().toISOString(), id: 'vencer-prueba' };
    const first = await handler(run);
    expect(first.activo).toBe(true);
    expect(first.vencidas).toBeGreaterThanOrEqual(1);
    expect((await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token })).body.estado).toMatchObject({
      id: 251,
      nombre: 'Cotización vencida',
    });
    expect((await handler(run)).vencidas).toBe(0);
    // An expired quote is not issuable.
    expect((await api('POST', '/v1/viajes-especificos/polizas/emitidas', { token, body: emision(id) })).status).toBe(409);
  });
});

describe('specific trips: tenant settings, commercial discount and payload (issue 10)', () => {
  beforeAll(async () => {
    productor = await tokenOf('cargosur', 'productor');
  });
  const cotizar = (token: string, body: unknown) => api('POST', '/v1/viajes-especificos/cotizaciones', { token, body });

  it('requires the kilometre band only where the tenant shows it, and prices it only there', async () => {
    // Cargo Sur does not show the band: no Km is fine, and a Km sent changes nothing.
    const sinKm = await cotizar(productor, viaje({ CoberturaId: 101 }));
    expect(sinKm.status).toBe(200);
    const conKm = await cotizar(productor, viaje({ CoberturaId: 101, Km: 401 }));
    expect(conKm.body[0].premio).toBe(sinKm.body[0].premio);
    expect(conKm.body[0].calculoPrima.reglas.some((r: any) => r.grupo === 'Kilómetros')).toBe(false);

    // ViajeSeguro shows it: quoting needs it, and more than 400 km is priced.
    const token = await tokenOf('viajeseguro', 'productor');
    const falta = await cotizar(token, viaje({ CoberturaId: 101 }));
    expect(falta.status).toBe(400);
    expect(falta.body.errors).toEqual([{ path: 'Km', message: 'Requerido' }]);
    const corto = await cotizar(token, viaje({ CoberturaId: 101, Km: 100 }));
    const largo = await cotizar(token, viaje({ CoberturaId: 101, Km: 401 }));
    expect(largo.status).toBe(200);
    expect(largo.body[0].calculoPrima.reglas.some((r: any) => r.grupo === 'Kilómetros')).toBe(true);
    expect(largo.body[0].premio).toBeGreaterThan(corto.body[0].premio);
  });

  it('applies the commercial discount, bounded by the producer commission, and keeps it on save', async () => {
    const sin = await cotizar(productor, viaje({ CoberturaId: 101 }));
    const con = await cotizar(productor, viaje({ CoberturaId: 101, dctoComercial: 10 }));
    expect(con.status).toBe(200);
    expect(con.body[0].prima).toBeLessThan(sin.body[0].prima);
    expect(con.body[0].calculoPrima.resultados['Descuento comercial']).toBe(con.body[0].prima);

    // Above the commission (15 % by default at Aseguradora del Sur), or above 100: 400 naming the field.
    const alto = await cotizar(productor, viaje({ CoberturaId: 101, dctoComercial: 16 }));
    expect(alto.status).toBe(400);
    expect(alto.body.errors).toEqual([
      { path: 'dctoComercial', message: 'El descuento comercial debe estar entre 0 % y 15 % (la comisión del productor)' },
    ]);
    const fuera = await cotizar(productor, viaje({ CoberturaId: 101, dctoComercial: 1e9 }));
    expect(fuera.status).toBe(400);
    expect(fuera.body.errors[0]).toMatchObject({ path: 'dctoComercial', message: 'Debe estar entre 0 y 100' });

    const guardado = await api('POST', '/v1/viajes-especificos/polizas', {
      token: productor,
      body: viaje({ CoberturaId: 101, dctoComercial: 10, Impuesto: 1, NivelSuperiorId: 11, NivelFinalId: 10 }),
    });
    expect(guardado.status).toBe(200);
    const leido = await api('GET', `/v1/viajes-especificos/polizas/${guardado.body.id}`, { token: productor });
    expect(leido.body.solicitud.dctoComercial).toBe(10);
    expect(leido.body.prima.monto).toBe(con.body[0].prima);
    // The browser's Impuesto is never stored nor used: the taxes are the server's.
    expect(leido.body.solicitud).not.toHaveProperty('Impuesto');
    expect(leido.body.premio.monto).toBe(con.body[0].premio);
  });

  it('refuses to issue outside cotizado and aprobado: rejected, in approval, issued', async () => {
    const body = viaje({ CoberturaId: 101, FechaSalida: AYER });
    const solicitud = await api('POST', '/v1/viajes-especificos/polizas/con-riesgos', {
      token: productor,
      body: { ...body, respuestas: [{ pregunta: 'Motivo de la demora', respuesta: 'Demora' }] },
    });
    const id = solicitud.body.id as number;
    const emitir = () => api('POST', '/v1/viajes-especificos/polizas/emitidas', { token: productor, body: emision(id) });
    expect((await emitir()).status).toBe(409);
    const aseguradora = await tokenOf('cargosur', 'aseguradora');
    expect((await api('POST', `/v1/viajes-especificos/polizas/${id}/rechazo`, { token: aseguradora, body: {} })).status).toBe(
      200,
    );
    const rechazado = await emitir();
    expect(rechazado.status).toBe(409);
    expect(rechazado.body.message).toBe('El certificado ya fue emitido o cambió de estado: no se puede emitir.');
    // Nor can a rejected quote be edited back to cotizado.
    const editar = await api('POST', '/v1/viajes-especificos/polizas', {
      token: productor,
      body: viaje({ CoberturaId: 101, Id: id }),
    });
    expect(editar.status).toBe(409);
  });

  it('lets the named Brazil account declare up to 20 % of imaginary benefit; others 10 %', async () => {
    const rotasul = await tokenOf('rotasul', 'productor');
    expect((await cotizar(rotasul, viaje({ BeneficioImaginario: 20 }))).status).toBe(200);
    const mas = await cotizar(rotasul, viaje({ BeneficioImaginario: 21 }));
    expect(mas.status).toBe(400);
    expect(mas.body.errors[0]).toEqual({
      path: 'BeneficioImaginario',
      message: 'El beneficio imaginario no puede superar el 20 %',
    });
    const cargosur = await cotizar(productor, viaje({ BeneficioImaginario: 15 }));
    expect(cargosur.status).toBe(400);
    expect(cargosur.body.errors[0].message).toBe('El beneficio imaginario no puede superar el 10 %');
  });

  it('shows the producer hierarchy on the session: Productores Asociados is level 2 under the broker', async () => {
    const me = await api('GET', '/v1/me', { token: productor });
    expect(me.body.empresas[0].empresa).toMatchObject({ id: 10, nivel: 2, nivelSuperiorId: 11 });
  });

  it('the embedded tenant moves the producer commission, not the administrative surcharge (spec 3 §3.3)', async () => {
    const token = await tokenOf('fletepago', 'productor');
    const ofertas = await cotizar(token, viaje({ CoberturaId: 101, BeneficioImaginario: 0, comisionProductor: 20 }));
    expect(ofertas.status).toBe(200);
    expect(ofertas.body[0].comisionProductor.valor).toBe(20);
    const recargo = await cotizar(token, viaje({ CoberturaId: 101, BeneficioImaginario: 0, recargoAdmin: 8 }));
    expect(recargo.status).toBe(400);
    expect(recargo.body.errors[0].path).toBe('recargoAdmin');
  });

  it('issues with issue fields outside Latin-1 and renders their documents', async () => {
    const { id } = await cotizarYGuardar();
    await documentosListos(id);
    const emitido = await api('POST', '/v1/viajes-especificos/polizas/emitidas', {
      token: productor,
      body: { ...emision(id), DetalleOrigen: '上海仓库 \u200F🚚 Depósito', DetalleTipoMercaderia: 'Электроника 中文 ✓' },
    });
    expect(emitido.status).toBe(200);
    const listo = await documentosListos(id);
    const pdf = await fetch(listo.urlConstancia);
    expect((await pdf.text()).startsWith('%PDF')).toBe(true);
  });

  it('the job renders the documents of a version whose render failed, and gives up after 3 tries, audited', async () => {
    const { handler: generar } = await import('#functions/subscribers/generar-documentos.ts');
    const { handler: reintentar, MAX_INTENTOS } = await import('#functions/jobs/reintentar-documentos.ts');
    const db = new TenantDb('cargosur');
    /** A new version of a certificate, 20 minutes old, written as a transition writes it, with no render since. */
    const versionSinDocumentos = async () => {
      const { id } = await cotizarYGuardar();
      await documentosListos(id);
      const c = (await db.get(CertificadoVE, { id }, { consistent: true }))!;
      const nueva = { ...c, fechaEstado: new Date(Date.now() - 20 * 60_000).toISOString(), version: c.version + 1 };
      await db.write([...CertificadoVE.put(nueva, { previous: c, when: { version: c.version } }), ...pendienteVE(nueva, c)]);
      return nueva;
    };
    const pendiente = (c: { id: number; fechaEstado: string }) =>
      db.get(DocumentoPendiente, { id: c.id, entidad: 'viaje-especifico', fechaEstado: c.fechaEstado }, { consistent: true });
    const leer = async (id: number) => (await api('GET', `/v1/viajes-especificos/polizas/${id}`, { token: productor })).body;
    const run = (n: number) => ({ tenant: 'cargosur', time: new Date().toISOString(), id: `reintentar-prueba-${n}` });

    // A function whose asset lacks the font fails every render: the subscriber throws, the entry stays.
    const sinFuente = fs.mkdtempSync(`${os.tmpdir()}/sin-fuente-`);
    process.env.LAMBDA_TASK_ROOT = sinFuente;
    const perdida = await versionSinDocumentos();
    const fallida = await versionSinDocumentos();
    try {
      const evento = { 'detail-type': 'CotizacionGuardada', detail: { tenant: 'cargosur', id: fallida.id } };
      await expect(generar(evento)).rejects.toThrow();
      expect((await leer(fallida.id)).documentosPendientes).toBe(true);
      for (let i = 1; i <= MAX_INTENTOS; i++) {
        expect((await reintentar(run(i))).fallidos).toBeGreaterThanOrEqual(2);
        expect((await pendiente(perdida))?.intentos).toBe(i);
      }
      expect((await reintentar(run(9))).abandonados).toBeGreaterThanOrEqual(2);
      expect(await pendiente(perdida)).toBeUndefined();
      const abandonada = await leer(perdida.id);
      expect(abandonada.documentosPendientes).toBe(true);
      expect(abandonada.historial.map((h: any) => h.accion)).toContain('abandonarDocumentos');
    } finally {
      delete process.env.LAMBDA_TASK_ROOT;
      fs.rmSync(sinFuente, { recursive: true, force: true });
    }

    // With the font back, the next version whose render failed gets its documents on the job run.
    const recuperada = await versionSinDocumentos();
    expect((await reintentar(run(10))).generados).toBeGreaterThanOrEqual(1);
    expect(await pendiente(recuperada)).toBeUndefined();
    const lista = await leer(recuperada.id);
    expect(lista.documentosPendientes).toBe(false);
    expect((await (await fetch(lista.urlAsegurado)).text()).startsWith('%PDF')).toBe(true);
    expect(lista.historial.map((h: any) => h.accion)).toContain('regenerarDocumentos');
    expect((await reintentar(run(11))).generados).toBe(0);
  });
});
