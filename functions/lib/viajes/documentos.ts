import type { Tenant } from '#shared/tenants/tenant.ts';
import type { TipoDocumento } from '../documents/certificado-pdf.ts';
import type { CertificadoItem } from '../data/certificados.ts';
import { documentKey, putDocument } from '../files/storage.ts';
import { toCertificado } from './vista.ts';

const NOMBRES: Record<TipoDocumento, string> = {
  asegurado: 'copia-asegurado.pdf',
  pas: 'copia-productor.pdf',
  constancia: 'constancia-emision.pdf',
};

export const urlVerificacion = (tenant: Tenant, codigo: string): string =>
  `${(process.env.PUBLIC_URL_TEMPLATE ?? 'https://{tenant}.portal-carga.example').replace('{tenant}', tenant.id)}/verificar/${codigo}`;

/** Renders and stores the given documents; returns their keys to keep on the certificate. */
export const generarDocumentos = async (
  tenant: Tenant,
  c: CertificadoItem,
  tipos: TipoDocumento[],
): Promise<CertificadoItem['documentos']> => {
  const vista = toCertificado(c, [], { urlAsegurado: null, urlCopiaPAS: null, urlConstancia: null });
  const verificacion = c.codigoVerificacion ? urlVerificacion(tenant, c.codigoVerificacion) : null;
  // Loaded on first use: the PDF library is most of this function's bundle, and init pays for what it evaluates.
  const { renderCertificadoPdf } = await import('../documents/certificado-pdf.ts');
  const keys: CertificadoItem['documentos'] = { ...c.documentos };
  await Promise.all(
    tipos.map(async (tipo) => {
      const key = documentKey(tenant.id, 'viajes-especificos', c.id, `${c.version}-${NOMBRES[tipo]}`);
      await putDocument(key, await renderCertificadoPdf(vista, tipo, { tenant, urlVerificacion: verificacion }));
      keys[tipo] = key;
    }),
  );
  return keys;
};
