import type { DOCUMENTOS_CERTIFICADO } from '#shared/contract/operations/viajes-especificos.ts';
import type { Documentos } from '../data/certificados.ts';
import { presignDownload } from '../files/storage.ts';
import type { Urls } from './vista.ts';

type DocumentoCertificado = (typeof DOCUMENTOS_CERTIFICADO)[number];

/** The name each document downloads as. */
const NOMBRES: Record<DocumentoCertificado, string> = {
  asegurado: 'copia-asegurado',
  pas: 'copia-productor',
  constancia: 'constancia-emision',
};

/** A short-lived link of one rendered document; null while it does not exist. */
export const urlDe = (c: { id: number; documentos: Documentos }, documento: DocumentoCertificado): Promise<string | null> => {
  const key = c.documentos[documento];
  return key ? presignDownload(key, `${NOMBRES[documento]}-${c.id}.pdf`) : Promise.resolve(null);
};

/** Short-lived download links of the documents that exist (a certificate read signs links, never renders). */
export const urlsDe = async (c: { id: number; documentos: Documentos }): Promise<Urls> => {
  const [urlAsegurado, urlCopiaPAS, urlConstancia] = await Promise.all([
    urlDe(c, 'asegurado'),
    urlDe(c, 'pas'),
    urlDe(c, 'constancia'),
  ]);
  return { urlAsegurado, urlCopiaPAS, urlConstancia };
};
