import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { vigenciaEmbarcacion } from '#shared/checkout/poliza.ts';
import { CertificadoAnual, guardarCertificadoAnual } from '#lib/data/certificados-anuales.ts';
import { DocumentoPendiente, type EntidadConDocumentos } from '#lib/data/documentos-pendientes.ts';
import { CotizacionEmbarcacion, guardarCotizacionEmbarcacion, type CotizacionEmbarcacionItem } from '#lib/data/embarcaciones.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { Auditoria } from '#lib/data/plataforma.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';
import { cotizacionAnual } from '../fixtures/cotizacion-anual.ts';

const TENANT = 'cargosur';
const db = new TenantDb(TENANT);
const VEINTE_MINUTOS = 20 * 60_000;
const haceVeinteMinutos = () => new Date(Date.now() - VEINTE_MINUTOS).toISOString();
/** A boat policy as the payment writes it: its number, when it was paid and its year of cover from then. */
const polizaPagada = (numero: string, fecha: string, intencionId: string) => ({
  numero,
  fecha,
  intencionId,
  vigencia: vigenciaEmbarcacion(fecha),
});
let productor: string;
let bandeja: string;

const entrada = (entidad: EntidadConDocumentos, id: number | string, fechaEstado: string) =>
  db.get(DocumentoPendiente, { entidad, id, fechaEstado }, { consistent: true });
const acciones = async (entidad: string, id: number | string) =>
  (await db.query(Auditoria, 'primary', { entidad, entidadId: String(id) }, { limit: 50 })).items.map((a) => a.accion);
const correosCon = (texto: string) =>
  fs.existsSync(bandeja)
    ? fs
        .readdirSync(bandeja)
        .filter((f) => f.endsWith('.txt'))
        .map((f) => fs.readFileSync(path.join(bandeja, f), 'utf8'))
        .filter((c) => c.includes(texto))
    : [];

/**
 * The job, run until it took this entry (entries of other suites may come first in a page): what it
 * answered the last time.
 */
const reintentarHasta = async (listo: () => Promise<boolean>) => {
  const { handler } = await import('#functions/jobs/reintentar-documentos.ts');
  let ultimo: Awaited<ReturnType<typeof handler>> | undefined;
  for (let n = 0; n < 5 && !(await listo()); n++) {
    ultimo = await handler({
      tenant: TENANT,
      time: new Date().toISOString(),
      id: `reintentar-${randomBytes(4).toString('hex')}`,
    });
  }
  return ultimo;
};

beforeAll(async () => {
  useTestEmulators();
  bandeja = inject('mailOutboxDir');
  Object.assign(process.env, { PORTS_MODE: 'local', MAIL_OUTBOX_DIR: bandeja, EVENTS_LOCAL_DIR: inject('eventsLocalDir') });
  productor = await tokenOf(TENANT, 'productor');
});

describe('reintentar-documentos makes what every kind still lacks', () => {
  it("an annual quote's version whose paper was never drawn gets it, audited", async () => {
    const guardado = await api('POST', '/v1/rating-anual/certificados', {
      token: productor,
      body: {
        tomadorId: 1,
        coberturaId: 1,
        cotizacion: cotizacionAnual(),
      },
    });
    expect(guardado.status).toBe(201);
    // The save's own event draws its paper in the documents subscriber, later: wait for it, or it
    // would draw the version written below and leave the job nothing to do.
    let c = (await db.get(CertificadoAnual, { id: guardado.body.id }, { consistent: true }))!;
    for (let i = 0; c.documentos?.version !== c.version && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 100));
      c = (await db.get(CertificadoAnual, { id: guardado.body.id }, { consistent: true }))!;
    }
    expect(c.documentos?.version).toBe(c.version);
    // A new version written as a change writes it, 20 minutes ago, whose event was lost: no paper for it.
    const nueva = { ...c, version: c.version + 1, fechaEstado: haceVeinteMinutos() };
    await db.write(guardarCertificadoAnual(c, nueva));
    expect(await entrada('rating-anual', c.id, nueva.fechaEstado)).toMatchObject({ intentos: 0 });

    await reintentarHasta(async () => !(await entrada('rating-anual', c.id, nueva.fechaEstado)));
    expect(await entrada('rating-anual', c.id, nueva.fechaEstado)).toBeUndefined();
    const hecha = (await db.get(CertificadoAnual, { id: c.id }, { consistent: true }))!;
    expect(hecha.documentos).toMatchObject({
      version: nueva.version,
      cotizacion: expect.stringContaining(`${nueva.version}-cotizacion`),
    });
    expect(await acciones('certificado-anual', c.id)).toContain('regenerarDocumentos');
  });

  it("a boat quote gets its quotation; once paid, its policy and the policy's e-mail, which a failed send does not lose nor repeat", async () => {
    const q: CotizacionEmbarcacionItem = {
      id: randomBytes(16).toString('base64url'),
      nombre: 'La Sirena',
      total: 120_000,
      moneda: { codigo: 'ARS', simbolo: '$' },
      sumaAsegurada: 30_000_000,
      cobertura: { id: 'rc', nombre: 'Responsabilidad civil', descripcion: 'Daños a terceros.' },
      aseguradora: { id: 1, nombre: 'Aseguradora del Sur S.A.', cif: '30000000015' },
      tomador: { nombre: 'Ana Ríos', email: 'ana.rios@cargosur.demo' },
      estado: 'pendiente',
      intencion: null,
      intenciones: ['intencion-1'],
      rechazo: null,
      poliza: null,
      documentos: {},
      creadoPor: { id: 1, email: 'productor@cargosur.demo' },
      emisorId: 10,
      version: 1,
      creado: new Date(Date.now() - 2 * VEINTE_MINUTOS).toISOString(),
    };
    // Created 40 minutes ago, and its event lost: no quotation.
    await db.write(guardarCotizacionEmbarcacion(null, q));
    await reintentarHasta(async () => !(await entrada('embarcacion', q.id, q.creado)));
    const cotizada = (await db.get(CotizacionEmbarcacion, { id: q.id }, { consistent: true }))!;
    expect(cotizada.documentos.cotizacion).toContain(`${q.id}/cotizacion.pdf`);

    // Paid 20 minutes ago, its event lost too: no policy, no e-mail.
    const pagada: CotizacionEmbarcacionItem = {
      ...cotizada,
      estado: 'pagada',
      intencion: null,
      poliza: polizaPagada(`EMB-9${String(Date.now()).slice(-7)}`, haceVeinteMinutos(), 'intencion-1'),
      version: cotizada.version + 1,
    };
    await db.write(guardarCotizacionEmbarcacion(cotizada, pagada));
    const pendiente = () => entrada('embarcacion', q.id, pagada.poliza!.fecha);
    expect(await pendiente()).toMatchObject({ intentos: 0 });

    // The mail service refuses every message (the outbox is a file): the policy is drawn, the e-mail is not lost.
    const rota = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bandeja-')), 'correo');
    fs.writeFileSync(rota, '');
    process.env.MAIL_OUTBOX_DIR = rota;
    try {
      const fallida = await reintentarHasta(async () => (await pendiente())?.intentos === 1);
      expect(fallida?.fallidos).toBeGreaterThanOrEqual(1);
    } finally {
      process.env.MAIL_OUTBOX_DIR = bandeja;
    }
    const sinCorreo = (await db.get(CotizacionEmbarcacion, { id: q.id }, { consistent: true }))!;
    expect(sinCorreo.documentos.poliza).toContain(`${q.id}/poliza.pdf`);
    expect(sinCorreo.polizaEnviada).toBeUndefined();
    expect(await pendiente()).toMatchObject({ intentos: 1 });
    expect(correosCon(pagada.poliza!.numero)).toEqual([]);

    await reintentarHasta(async () => !(await pendiente()));
    expect(await pendiente()).toBeUndefined();
    expect((await db.get(CotizacionEmbarcacion, { id: q.id }, { consistent: true }))!.polizaEnviada).toEqual(expect.any(String));
    const correos = correosCon(pagada.poliza!.numero);
    expect(correos).toHaveLength(1);
    expect(correos[0]).toMatch(/Para: ana\.rios@cargosur\.demo[\s\S]*Adjuntos: .*poliza-EMB-9\d+\.pdf/);
    expect(await acciones('cotizacion-embarcacion', q.id)).toContain('regenerarDocumentos');

    // Nothing is left to do: a later run sends nothing again.
    const { handler } = await import('#functions/jobs/reintentar-documentos.ts');
    await handler({ tenant: TENANT, time: new Date().toISOString(), id: 'reintentar-despues' });
    expect(correosCon(pagada.poliza!.numero)).toHaveLength(1);
  });

  it('the documents subscriber fails when the policy e-mail fails, so its event is tried again, and sends it then', async () => {
    const { handler: generar } = await import('#functions/subscribers/generar-documentos.ts');
    const nueva = await api('POST', '/v1/checkout', {
      token: productor,
      body: {
        nombre: 'El Delfín',
        total: 80_000,
        sumaAsegurada: 20_000_000,
        coberturaId: 'total',
        aseguradoraId: 1,
        tomador: { nombre: 'Luis Paz', email: 'luis.paz@cargosur.demo' },
      },
    });
    expect(nueva.status).toBe(201);
    // The stack's documents subscriber draws the quotation first (later, under load): were it to read
    // the quote once paid, it would draw the policy and send its e-mail itself.
    let q = (await db.get(CotizacionEmbarcacion, { id: nueva.body.id }, { consistent: true }))!;
    for (let n = 0; n < 100 && !q.documentos.cotizacion; n++) {
      await new Promise((r) => setTimeout(r, 100));
      q = (await db.get(CotizacionEmbarcacion, { id: nueva.body.id }, { consistent: true }))!;
    }
    expect(q.documentos.cotizacion).toBeTruthy();
    const pagada: CotizacionEmbarcacionItem = {
      ...q,
      estado: 'pagada',
      poliza: polizaPagada(`EMB-8${String(Date.now()).slice(-7)}`, new Date().toISOString(), 'x'),
      version: q.version + 1,
    };
    await db.write(guardarCotizacionEmbarcacion(q, pagada));
    const evento = { 'detail-type': 'PolizaEmbarcacionPagada', detail: { tenant: TENANT, id: q.id, ramo: 'embarcacion' } };

    const rota = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bandeja-')), 'correo');
    fs.writeFileSync(rota, '');
    process.env.MAIL_OUTBOX_DIR = rota;
    try {
      await expect(generar(evento)).rejects.toThrow();
    } finally {
      process.env.MAIL_OUTBOX_DIR = bandeja;
    }
    expect(correosCon(pagada.poliza!.numero)).toEqual([]);
    await generar(evento);
    await generar(evento);
    expect(correosCon(pagada.poliza!.numero)).toHaveLength(1);
    expect(await entrada('embarcacion', q.id, pagada.poliza!.fecha)).toBeUndefined();
  });
});
