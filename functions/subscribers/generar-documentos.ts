import { completarDocumentosEmbarcacion } from '#lib/checkout/documentos.ts';
import { CertificadoAnual } from '#lib/data/certificados-anuales.ts';
import { CotizacionEmbarcacion } from '#lib/data/embarcaciones.ts';
import { CertificadoVE } from '#lib/data/certificados.ts';
import { CertificadoCarga } from '#lib/data/certificados-carga.ts';
import { completarDocumentosFlotante } from '#lib/certificados/documentos.ts';
import { completarDocumentosAnual } from '#lib/rating-anual/documentos.ts';
import { subscriber } from '#lib/subscribers/subscriber.ts';
import { completarDocumentos } from '#lib/viajes/documentos.ts';

/**
 * Renders the PDFs the certificate's current version still lacks (see completarDocumentos and
 * completarDocumentosFlotante: the events of a floating-policy certificate say `ramo: 'transporte'` or
 * `'contenedores'`, an annual quote's `'anual'`, a boat quote's `'embarcacion'`; a specific trip's say nothing). A render (or
 * the paid policy's e-mail) that fails throws: Lambda tries the event twice more, and 15 minutes after the change the
 * reintentar-documentos job takes over, for every kind.
 */
export const handler = subscriber('generar-documentos', async ({ detail, tenant, db }) => {
  // A boat quote's id is the random string the checkout link carries.
  if (detail.ramo === 'embarcacion' && typeof detail.id === 'string') {
    const q = await db.get(CotizacionEmbarcacion, { id: detail.id }, { consistent: true });
    return { generados: q ? await completarDocumentosEmbarcacion(db, tenant, q) : [] };
  }
  const id = Number(detail.id);
  if (!Number.isSafeInteger(id) || id <= 0) return { generados: [] };
  if (detail.ramo === 'anual') {
    const c = await db.get(CertificadoAnual, { id }, { consistent: true });
    return { generados: c ? await completarDocumentosAnual(db, tenant, c) : [] };
  }
  if (detail.ramo === 'transporte' || detail.ramo === 'contenedores') {
    const c = await db.get(CertificadoCarga, { id }, { consistent: true });
    return { generados: c ? await completarDocumentosFlotante(db, tenant, c) : [] };
  }
  const c = await db.get(CertificadoVE, { id }, { consistent: true });
  return { generados: c ? await completarDocumentos(db, tenant, c) : [] };
});
