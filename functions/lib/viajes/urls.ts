import type { CertificadoItem } from '../data/certificados.ts';
import { presignDownload } from '../files/storage.ts';
import type { Urls } from './vista.ts';

// Kept apart from documentos.ts: reading a certificate signs links but never renders a PDF, so its
// Lambda does not carry the PDF library.
/** Short-lived download links of the documents that exist. */
export const urlsDe = async (c: Pick<CertificadoItem, 'documentos' | 'id'>): Promise<Urls> => {
  const sign = (key: string | undefined, name: string) =>
    key ? presignDownload(key, `${name}-${c.id}.pdf`) : Promise.resolve(null);
  const [urlAsegurado, urlCopiaPAS, urlConstancia] = await Promise.all([
    sign(c.documentos.asegurado, 'copia-asegurado'),
    sign(c.documentos.pas, 'copia-productor'),
    sign(c.documentos.constancia, 'constancia-emision'),
  ]);
  return { urlAsegurado, urlCopiaPAS, urlConstancia };
};
