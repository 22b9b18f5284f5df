import { pendientesEmbarcacion } from '#shared/checkout/documentos.ts';
import { METRICAS } from '#shared/contract/metricas.ts';
import { documentosFaltantes } from '#shared/viajes-especificos/documentos.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { ENTIDAD_EMBARCACION } from '#lib/checkout/cotizacion.ts';
import { completarDocumentosEmbarcacion } from '#lib/checkout/documentos.ts';
import { completarDocumentosFlotante } from '#lib/certificados/documentos.ts';
import { documentosPendientes } from '#lib/certificados/vista.ts';
import { CertificadoAnual, papelAnualPendiente } from '#lib/data/certificados-anuales.ts';
import { CertificadoVE } from '#lib/data/certificados.ts';
import { CertificadoCarga } from '#lib/data/certificados-carga.ts';
import { DocumentoPendiente, type EntidadConDocumentos } from '#lib/data/documentos-pendientes.ts';
import { CotizacionEmbarcacion, pendienteEmbarcacion } from '#lib/data/embarcaciones.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { log } from '#lib/http/logger.ts';
import { tenantJob } from '#lib/jobs/tenant-job.ts';
import { completarDocumentosAnual } from '#lib/rating-anual/documentos.ts';
import { ENTIDAD_ANUAL } from '#lib/rating-anual/transicion.ts';
import { completarDocumentos } from '#lib/viajes/documentos.ts';

/** Past the documents function's own tries (Lambda retries its asynchronous invocation twice), yet well before anyone gives up waiting. */
export const ESPERA_MS = 15 * 60_000;
/** Tries of the job per version; after them the documents are given up on, audited, and counted in a metric with an alarm. */
export const MAX_INTENTOS = 3;
/** One page per run: the next run takes what is left. */
const PAGINA = 25;
const SISTEMA = { id: 'sistema', email: 'planificador' };

/**
 * Every 15 minutes, per tenant: versions whose documents are still missing 15 minutes after the
 * change (specific trips, floating-policy certificates, annual quotes, boat quotes and the e-mail of
 * a paid boat policy) are made here (an entry written with the change says so; making them removes
 * it). An entry whose version moved on or got its documents is dropped. Each try is counted before
 * the render, so a render that kills the function still uses one.
 */
export const handler = tenantJob('reintentar-documentos', async (tenantId, ctx) =>
  reintentarDocumentos(new TenantDb(tenantId), findTenant(tenantId) as Tenant, new Date(ctx.time)),
);

/** What an entry stands for, while that version still lacks documents: how its audit trail is named and what completes it. */
interface Pendiente {
  auditoria: string;
  estado: unknown;
  version: number;
  completar: () => Promise<unknown[]>;
}

type Buscar = (db: TenantDb, tenant: Tenant, id: number | string, fechaEstado: string) => Promise<Pendiente | null>;

const PENDIENTES: Record<EntidadConDocumentos, Buscar> = {
  'viaje-especifico': async (db, tenant, id, fechaEstado) => {
    const c = await db.get(CertificadoVE, { id: Number(id) }, { consistent: true });
    if (!c || c.fechaEstado !== fechaEstado || !documentosFaltantes(c.estado, c.version, c.documentos).length) return null;
    return {
      auditoria: 'viaje-especifico',
      estado: c.estado,
      version: c.version,
      completar: () => completarDocumentos(db, tenant, c),
    };
  },
  'certificado-carga': async (db, tenant, id, fechaEstado) => {
    const c = await db.get(CertificadoCarga, { id: Number(id) }, { consistent: true });
    if (!c || c.fechaEstado !== fechaEstado || !documentosPendientes(c)) return null;
    return {
      auditoria: 'certificado-carga',
      estado: c.estado,
      version: c.version,
      completar: () => completarDocumentosFlotante(db, tenant, c),
    };
  },
  'rating-anual': async (db, tenant, id, fechaEstado) => {
    const c = await db.get(CertificadoAnual, { id: Number(id) }, { consistent: true });
    if (!c || c.fechaEstado !== fechaEstado || !papelAnualPendiente(c)) return null;
    return {
      auditoria: ENTIDAD_ANUAL,
      estado: c.estado,
      version: c.version,
      completar: () => completarDocumentosAnual(db, tenant, c),
    };
  },
  embarcacion: async (db, tenant, id, fechaEstado) => {
    const q = await db.get(CotizacionEmbarcacion, { id: String(id) }, { consistent: true });
    if (!q || pendienteEmbarcacion(q).fechaEstado !== fechaEstado || !pendientesEmbarcacion(q).length) return null;
    return {
      auditoria: ENTIDAD_EMBARCACION,
      estado: q.estado,
      version: q.version,
      completar: () => completarDocumentosEmbarcacion(db, tenant, q),
    };
  },
};

const reintentarDocumentos = async (db: TenantDb, tenant: Tenant, ahora: Date) => {
  const corte = new Date(ahora.getTime() - ESPERA_MS).toISOString();
  const { items } = await db.query(DocumentoPendiente, 'primary', {}, { range: { lt: [corte] }, limit: PAGINA });
  const resultado = { generados: 0, fallidos: 0, abandonados: 0, descartados: 0 };
  for (const p of items) {
    const clave = { fechaEstado: p.fechaEstado, entidad: p.entidad, id: p.id };
    const c = await PENDIENTES[p.entidad](db, tenant, p.id, p.fechaEstado);
    if (!c) {
      await db.write(DocumentoPendiente.delete(clave));
      resultado.descartados++;
      continue;
    }
    const cambio = { entidad: c.auditoria, id: p.id, por: SISTEMA, desde: c.estado, hacia: c.estado };
    if (p.intentos >= MAX_INTENTOS) {
      await db.write([
        ...DocumentoPendiente.delete(clave),
        ...auditar({ ...cambio, accion: 'abandonarDocumentos', detalle: { intentos: p.intentos } }),
      ]);
      log.error(
        'documents given up',
        { tenant: tenant.id, entidad: p.entidad, id: p.id, version: c.version, intentos: p.intentos },
        METRICAS.documentosAbandonados,
      );
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
