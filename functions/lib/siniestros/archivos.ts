import { LISTAS_ARCHIVOS, type Denuncia, type ListaArchivos } from '#shared/contract/schemas/siniestro.ts';
import { FILE_MESSAGES, isAllowedContentType, MAX_FILE_BYTES } from '#shared/files/limits.ts';
import type { ArchivoItem } from '../data/siniestros.ts';
import { adoptUpload, documentKey, presignUpload } from '../files/storage.ts';
import { ValidationError } from '../http/errors.ts';

/** Refuses an upload request whose declared type or size is not allowed, before signing anything. */
export const presignArchivo = async (
  tenant: string,
  entity: string,
  entityId: string,
  req: { lista: ListaArchivos; nombre: string; tipo: string; tamano: number },
) => {
  if (!isAllowedContentType(req.tipo)) throw new ValidationError([{ path: 'tipo', message: FILE_MESSAGES.badType }]);
  if (req.tamano > MAX_FILE_BYTES) throw new ValidationError([{ path: 'tamano', message: FILE_MESSAGES.tooBig }]);
  const post = await presignUpload({
    tenant,
    entity: `${entity}/${req.lista}`,
    entityId,
    fileName: req.nombre,
    contentType: req.tipo,
  });
  return { url: post.url, fields: post.fields, key: post.key };
};

/** Moves a claim's uploads to their permanent place; any refused file aborts with its Spanish message. */
export const adoptarArchivos = async (tenant: string, siniestroId: number, denuncia: Pick<Denuncia, ListaArchivos>) => {
  const resultado = { fotosDanio: [], facturas: [], otros: [] } as Record<ListaArchivos, ArchivoItem[]>;
  const errores: { path: string; message: string }[] = [];
  for (const lista of LISTAS_ARCHIVOS) {
    for (const [i, archivo] of denuncia[lista].entries()) {
      const adoptado = await adoptarArchivo(tenant, siniestroId, lista, archivo);
      if ('message' in adoptado) errores.push({ path: `${lista}.${i}`, message: `${archivo.nombre}: ${adoptado.message}` });
      else resultado[lista].push(adoptado);
    }
  }
  if (errores.length) throw new ValidationError(errores);
  return resultado;
};

export const adoptarArchivo = async (
  tenant: string,
  siniestroId: number,
  lista: ListaArchivos,
  archivo: { key: string; nombre: string },
): Promise<ArchivoItem | { message: string }> => {
  const destino = documentKey(tenant, 'siniestros', siniestroId, `${lista}/${archivo.key.split('/').pop()}`);
  const check = await adoptUpload(tenant, archivo.key, destino);
  if (!check.ok) return { message: check.message };
  return { key: destino, nombre: archivo.nombre, tipo: check.contentType, tamano: check.size, fecha: new Date().toISOString() };
};
