import { documentosFaltantes, type TipoDocumento } from '#shared/viajes-especificos/documentos.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { CertificadoVE, type CertificadoItem, type Documentos } from '../data/certificados.ts';
import { documentosResueltos } from '../data/documentos-pendientes.ts';
import { catalogosDePapel } from '../data/catalogos.ts';
import { ConditionFailed, type TenantDb } from '../data/model/db.ts';
import { documentKey, putDocument } from '../files/storage.ts';
import { urlPortal, urlVerificacion } from './verificacion.ts';
import { toCertificado } from './vista.ts';

const NOMBRES: Record<TipoDocumento, string> = {
  asegurado: 'copia-asegurado.pdf',
  pas: 'copia-productor.pdf',
  constancia: 'constancia-emision.pdf',
};

/**
 * Renders and stores the given documents of this version of the certificate; answers the documents
 * to keep on it. Keys carry the version, so a retried render overwrites its own files only.
 */
const generarDocumentos = async (
  db: TenantDb,
  tenant: Tenant,
  c: CertificadoItem,
  tipos: TipoDocumento[],
): Promise<Documentos> => {
  const vista = toCertificado(c, [], { urlAsegurado: null, urlCopiaPAS: null, urlConstancia: null });
  const verificacion = c.codigoVerificacion ? urlVerificacion(tenant, c.codigoVerificacion) : null;
  const urlCondiciones = urlPortal(tenant, vista.cobertura.urlCondiciones);
  const { renderCertificadoPdf } = await import('../documents/certificado-pdf.ts');
  const catalogos = await catalogosDePapel(db);
  const keys: Documentos = c.documentos.version === c.version ? { ...c.documentos } : {};
  for (const tipo of tipos) {
    const key = documentKey('viajes-especificos', tenant.id, c.id, `${c.version}-${NOMBRES[tipo]}`);
    await putDocument(
      key,
      await renderCertificadoPdf(vista, tipo, { tenant, urlVerificacion: verificacion, urlCondiciones, catalogos }),
    );
    keys[tipo] = key;
  }
  return { ...keys, version: c.version };
};

/**
 * Renders the PDFs this version of the certificate still lacks and records their keys (only them),
 * with its pending entry gone, conditional on that version. Done twice, the second finds nothing
 * missing; a certificate that changed meanwhile keeps its newer state, whose own render follows.
 * Answers what it rendered.
 */
export const completarDocumentos = async (db: TenantDb, tenant: Tenant, c: CertificadoItem): Promise<TipoDocumento[]> => {
  const faltan = documentosFaltantes(c.estado, c.version, c.documentos);
  if (!faltan.length) return [];
  const documentos = await generarDocumentos(db, tenant, c, faltan);
  try {
    await db.write([
      CertificadoVE.patch({ id: c.id }, { documentos }, { when: { version: c.version } }),
      ...documentosResueltos('viaje-especifico', c),
    ]);
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
  }
  return faltan;
};
