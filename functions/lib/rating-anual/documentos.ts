import { documentoAnual } from '#shared/rating-anual/estados.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { patchDocumentosAnual, type CertificadoAnualItem } from '../data/certificados-anuales.ts';
import { catalogosDePapel } from '../data/catalogos.ts';
import { ConditionFailed, type TenantDb } from '../data/model/db.ts';
import { documentKey, putDocument } from '../files/storage.ts';
import { verificacionDePapel } from '../viajes/verificacion.ts';
import { toCertificadoAnual } from './vista.ts';

/** The paper is the client's and the producer's: it prints the whole offer (its download is a link of the same scope). */
const PAPEL = { prima: true, markup: true };

/**
 * Renders the paper of the quote's current state when this version lacks it (the quotation until
 * issued, the certificate once issued) and records its key, conditional on that version: done twice,
 * the second finds it. A deleted quote gets nothing. Answers what it rendered.
 */
export const completarDocumentosAnual = async (db: TenantDb, tenant: Tenant, c: CertificadoAnualItem): Promise<string[]> => {
  if (c.eliminado) return [];
  const tipo = documentoAnual(c.estado);
  if (c.documentos.version === c.version && c.documentos[tipo]) return [];
  const { renderCertificadoAnualPdf } = await import('../documents/certificado-anual-pdf.ts');
  const key = documentKey('certificados-anuales', tenant.id, c.id, `${c.version}-${tipo}.pdf`);
  await putDocument(
    key,
    await renderCertificadoAnualPdf(toCertificadoAnual(c, PAPEL), c.oferta, tipo, {
      tenant,
      verificacion: verificacionDePapel(tenant, c.codigoVerificacion),
      catalogos: await catalogosDePapel(db),
    }),
  );
  // The quotation stays downloadable after the issue: a document of an earlier version is kept.
  try {
    await db.write(patchDocumentosAnual(c, { ...c.documentos, [tipo]: key, version: c.version }));
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
  }
  return [tipo];
};
