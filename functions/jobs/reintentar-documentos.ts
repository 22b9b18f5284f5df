import { documentosFaltantes } from '#shared/viajes-especificos/documentos.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { completarDocumentosFlotante } from '#lib/certificados/documentos.ts';
import { documentosPendientes } from '#lib/certificados/vista.ts';
import { CertificadoVE } from '#lib/data/certificados.ts';
import { CertificadoCarga } from '#lib/data/certificados-carga.ts';
import { DocumentoPendiente, type EntidadConDocumentos } from '#lib/data/documentos-pendientes.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { log } from '#lib/http/logger.ts';
import { tenantJob } from '#lib/jobs/tenant-job.ts';
import { completarDocumentos } from '#lib/viajes/documentos.ts';

/** Past EventBridge's first retries (the subscriber's own), yet well before anyone gives up waiting. */
export const ESPERA_MS = 15 * 60_000;
/** Tries of the job per version; after them the documents are given up on, audited and logged as an error. */
export const MAX_INTENTOS = 3;
/** One page per run: the next run takes what is left. */
const PAGINA = 25;
const SISTEMA = { id: 'sistema', email: 'planificador' };

/**
 * Every 15 minutes, per tenant: certificate versions (specific trips and floating-policy ones) whose
 * documents are still missing 15 minutes after the change are rendered here (an entry written with
 * the change says so; the render removes it). An entry whose version moved on or got its documents is
 * dropped. Each try is counted before the render, so a render that kills the function still uses one.
 */
export const handler = tenantJob('reintentar-documentos', async (tenantId, ctx) =>
  reintentarDocumentos(new TenantDb(tenantId), findTenant(tenantId) as Tenant, new Date(ctx.time)),
);

/** The certificate of an entry, when that version still lacks documents, with the render that completes it. */
const pendienteDe = async (db: TenantDb, tenant: Tenant, entidad: EntidadConDocumentos, id: number, fechaEstado: string) => {
  if (entidad === 'viaje-especifico') {
    const c = await db.get(CertificadoVE, { id }, { consistent: true });
    if (!c || c.fechaEstado !== fechaEstado || !documentosFaltantes(c.estado, c.version, c.documentos).length) return null;
    return { estado: c.estado, version: c.version, completar: () => completarDocumentos(db, tenant, c) };
  }
  const c = await db.get(CertificadoCarga, { id }, { consistent: true });
  if (!c || c.fechaEstado !== fechaEstado || !documentosPendientes(c)) return null;
  return { estado: c.estado, version: c.version, completar: () => completarDocumentosFlotante(db, tenant, c) };
};

const reintentarDocumentos = async (db: TenantDb, tenant: Tenant, ahora: Date) => {
  const corte = new Date(ahora.getTime() - ESPERA_MS).toISOString();
  const { items } = await db.query(DocumentoPendiente, 'primary', {}, { range: { lt: [corte] }, limit: PAGINA });
  const resultado = { generados: 0, fallidos: 0, abandonados: 0, descartados: 0 };
  for (const p of items) {
    const clave = { fechaEstado: p.fechaEstado, entidad: p.entidad, id: p.id };
    const c = await pendienteDe(db, tenant, p.entidad, p.id, p.fechaEstado);
    if (!c) {
      await db.write(DocumentoPendiente.delete(clave));
      resultado.descartados++;
      continue;
    }
    const cambio = { entidad: p.entidad, id: p.id, por: SISTEMA, desde: c.estado, hacia: c.estado };
    if (p.intentos >= MAX_INTENTOS) {
      await db.write([
        ...DocumentoPendiente.delete(clave),
        ...auditar({ ...cambio, accion: 'abandonarDocumentos', detalle: { intentos: p.intentos } }),
      ]);
      log.error('documents given up', {
        tenant: tenant.id,
        entidad: p.entidad,
        id: p.id,
        version: c.version,
        intentos: p.intentos,
      });
      resultado.abandonados++;
      continue;
    }
    await db.write(DocumentoPendiente.update(clave, { add: { intentos: 1 } }));
    try {
      const generados = await c.completar();
      await db.write(
        auditar({ ...cambio, accion: 'regenerarDocumentos', detalle: { documentos: generados, intento: p.intentos + 1 } }),
      );
      resultado.generados++;
    } catch (err) {
      log.error('documents render failed', {
        tenant: tenant.id,
        entidad: p.entidad,
        id: p.id,
        intento: p.intentos + 1,
        error: err instanceof Error ? err.message : String(err),
      });
      resultado.fallidos++;
    }
  }
  return resultado;
};
