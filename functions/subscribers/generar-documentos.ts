import { documentosFaltantes } from '#shared/viajes-especificos/documentos.ts';
import { CertificadoVE } from '#lib/data/certificados.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { subscriber } from '#lib/subscribers/subscriber.ts';
import { generarDocumentos } from '#lib/viajes/documentos.ts';

/**
 * Renders the PDFs the certificate's current version still lacks and records their keys (only them)
 * conditional on that version. A second delivery finds nothing missing; a certificate that changed
 * meanwhile keeps its newer state, and that change's own event renders its documents.
 */
export const handler = subscriber('generar-documentos', async ({ detail, tenant, db }) => {
  const id = Number(detail.id);
  if (!Number.isSafeInteger(id) || id <= 0) return { generados: [] };
  const c = await db.get(CertificadoVE, { id }, { consistent: true });
  if (!c) return { generados: [] };
  const faltan = documentosFaltantes(c.estado, c.version, c.documentos);
  if (!faltan.length) return { generados: [] };
  const documentos = await generarDocumentos(tenant, c, faltan);
  try {
    await db.write(CertificadoVE.patch({ id }, { documentos }, { when: { version: c.version } }));
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
  }
  return { generados: faltan };
});
