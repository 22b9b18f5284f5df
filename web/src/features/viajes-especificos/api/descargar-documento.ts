import { descargarDocumentoCertificado, type DOCUMENTOS_CERTIFICADO } from '#shared/contract/operations/viajes-especificos.ts';
import { apiCall } from '#web/lib/api-client.ts';

export type DocumentoCertificado = (typeof DOCUMENTOS_CERTIFICADO)[number];

/** GET /v1/viajes-especificos/polizas/{id}/descarga: a fresh link of one of its PDFs, asked for on click. */
export const descargarDocumento = (id: number, documento: DocumentoCertificado) => async () =>
  (await apiCall(descargarDocumentoCertificado, { params: { id: String(id) }, query: { documento } })).url;
