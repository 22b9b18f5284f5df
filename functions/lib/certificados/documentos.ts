import { documentoDelEstado } from '#shared/certificados/carga.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { patchDocumentosCarga, type CertificadoCargaItem } from '../data/certificados-carga.ts';
import { catalogosDePapel } from '../data/catalogos.ts';
import { ConditionFailed, type TenantDb } from '../data/model/db.ts';
import { Poliza } from '../data/polizas.ts';
import { documentKey, putDocument } from '../files/storage.ts';
import { verificacionDePapel } from '../viajes/verificacion.ts';
import { toCertificadoCarga, toCertificadoContenedores } from './vista.ts';

// The paper is the client's: it is drawn with what a client reads (the final price, no premium or markup).
const PAPEL = { prima: false, markup: true };

/**
 * The PDF of a certificate of either kind (the renderer loads on first use), with the terms of the
 * policy it hangs from as the policy reads now.
 */
const render = async (db: TenantDb, c: CertificadoCargaItem, tipo: 'certificado' | 'cotizacion', tenant: Tenant) => {
  const pdf = await import('../documents/certificado-carga-pdf.ts');
  const ctx = {
    tenant,
    poliza: (await db.get(Poliza, { id: c.polizaId })) ?? null,
    clienteCif: c.cliente.cif ?? null,
    verificacion: verificacionDePapel(tenant, c.codigoVerificacion),
    catalogos: await catalogosDePapel(db),
  };
  return c.ramo === 'transporte'
    ? pdf.renderCertificadoCargaPdf(toCertificadoCarga(c, [], PAPEL), tipo, ctx)
    : pdf.renderCertificadoContenedoresPdf(toCertificadoContenedores(c, [], PAPEL), tipo, ctx);
};

/**
 * Renders the document of the certificate's current state when this version lacks it (the quotation
 * of a quote, the certificate once issued) and records its key on the certificate, conditional on
 * that version: done twice, the second finds it; a certificate that changed meanwhile keeps its newer
 * state, whose own render follows its event. Answers what it rendered.
 */
export const completarDocumentosFlotante = async (db: TenantDb, tenant: Tenant, c: CertificadoCargaItem): Promise<string[]> => {
  const tipo = documentoDelEstado(c.estado);
  const vigentes = c.documentos.version === c.version ? c.documentos : {};
  if (!tipo || vigentes[tipo]) return [];
  const key = documentKey('certificados-carga', tenant.id, c.id, `${c.version}-${tipo}.pdf`);
  await putDocument(key, await render(db, c, tipo, tenant));
  // The quotation stays downloadable after the issue: a document of an earlier version is kept.
  const documentos = { ...c.documentos, [tipo]: key, version: c.version };
  try {
    await db.write(patchDocumentosCarga(c, documentos));
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
  }
  return [tipo];
};
