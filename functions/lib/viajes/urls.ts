import type { Documentos } from '../data/certificados.ts';
import { presignDownload } from '../files/storage.ts';
import type { Urls } from './vista.ts';

/** Short-lived download links of the documents that exist (a certificate read signs links, never renders). */
export const urlsDe = async (c: { id: number; documentos: Documentos }): Promise<Urls> => {
  const sign = (key: string | undefined, name: string) =>
    key ? presignDownload(key, `${name}-${c.id}.pdf`) : Promise.resolve(null);
  const [urlAsegurado, urlCopiaPAS, urlConstancia] = await Promise.all([
    sign(c.documentos.asegurado, 'copia-asegurado'),
    sign(c.documentos.pas, 'copia-productor'),
    sign(c.documentos.constancia, 'constancia-emision'),
  ]);
  return { urlAsegurado, urlCopiaPAS, urlConstancia };
};
