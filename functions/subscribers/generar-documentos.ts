import { CertificadoVE } from '#lib/data/certificados.ts';
import { subscriber } from '#lib/subscribers/subscriber.ts';
import { completarDocumentos } from '#lib/viajes/documentos.ts';

/**
 * Renders the PDFs the certificate's current version still lacks (see completarDocumentos). A render
 * that keeps failing is retried by EventBridge and then, after minutes, by the reintentar-documentos job.
 */
export const handler = subscriber('generar-documentos', async ({ detail, tenant, db }) => {
  const id = Number(detail.id);
  if (!Number.isSafeInteger(id) || id <= 0) return { generados: [] };
  const c = await db.get(CertificadoVE, { id }, { consistent: true });
  return { generados: c ? await completarDocumentos(db, tenant, c) : [] };
});
