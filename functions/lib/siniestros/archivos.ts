import { LISTAS_ARCHIVOS, type Denuncia, type ListaArchivos } from '#shared/contract/schemas/siniestro.ts';
import { FILE_MESSAGES, isAllowedContentType, MAX_FILE_BYTES } from '#shared/files/limits.ts';
import type { TenantDb } from '../data/model/db.ts';
import type { ArchivoItem } from '../data/siniestros.ts';
import { Subida } from '../data/subidas.ts';
import { adoptUpload, documentKey, presignUpload, type ZonaSubidas } from '../files/storage.ts';
import { ValidationError } from '../http/errors.ts';

/**
 * Who signed an upload and what for: only the same caller may attach it, and only there.
 * `llamante` is `usuario:<id>` or, on the public notice, the certificate it proved (`llamantePublico`).
 */
export interface AmbitoSubida {
  llamante: string;
  destino: 'denuncia' | `siniestro:${number}`;
}

/** A form can take a while to fill in after its uploads; the pending prefix's lifecycle is longer still. */
const SUBIDA_TTL_SECONDS = 24 * 60 * 60;

/**
 * Refuses an upload request whose declared type or size is not allowed, before signing anything, and
 * records the signed key: attaching accepts that key only.
 */
export const presignArchivo = async (
  db: TenantDb,
  ambito: AmbitoSubida,
  zona: Extract<ZonaSubidas, 'subidas-siniestros' | 'subidas-denuncias'>,
  entityId: string,
  req: { lista: ListaArchivos; nombre: string; tipo: string; tamano: number },
) => {
  if (!isAllowedContentType(req.tipo)) throw new ValidationError([{ path: 'tipo', message: FILE_MESSAGES.badType }]);
  if (req.tamano > MAX_FILE_BYTES) throw new ValidationError([{ path: 'tamano', message: FILE_MESSAGES.tooBig }]);
  const post = await presignUpload({
    zona,
    tenant: db.tenant,
    partes: [req.lista, entityId],
    fileName: req.nombre,
    contentType: req.tipo,
  });
  await db.write(
    Subida.create({
      key: post.key,
      ...ambito,
      lista: req.lista,
      expiraEn: Math.floor(Date.now() / 1000) + SUBIDA_TTL_SECONDS,
    }),
  );
  return { url: post.url, fields: post.fields, key: post.key };
};

/** Moves a claim's uploads to their permanent place; any refused file aborts with its Spanish message. */
export const adoptarArchivos = async (
  db: TenantDb,
  ambito: AmbitoSubida,
  siniestroId: number,
  denuncia: Pick<Denuncia, ListaArchivos>,
) => {
  const resultado = { fotosDanio: [], facturas: [], otros: [] } as Record<ListaArchivos, ArchivoItem[]>;
  const errores: { path: string; message: string }[] = [];
  for (const lista of LISTAS_ARCHIVOS) {
    for (const [i, archivo] of denuncia[lista].entries()) {
      const adoptado = await adoptarArchivo(db, ambito, siniestroId, lista, archivo);
      if ('message' in adoptado) errores.push({ path: `${lista}.${i}`, message: `${archivo.nombre}: ${adoptado.message}` });
      else resultado[lista].push(adoptado);
    }
  }
  if (errores.length) throw new ValidationError(errores);
  return resultado;
};

/**
 * Attaches one upload: only a key this server signed for this caller, destination and list, still
 * alive; anything else (a key never issued, another tenant's or caller's, a path with dot segments)
 * is refused without touching S3. The record is used once.
 */
export const adoptarArchivo = async (
  db: TenantDb,
  ambito: AmbitoSubida,
  siniestroId: number,
  lista: ListaArchivos,
  archivo: { key: string; nombre: string },
): Promise<ArchivoItem | { message: string }> => {
  const subida = await db.get(Subida, { key: archivo.key }, { consistent: true });
  const emitida =
    subida &&
    subida.llamante === ambito.llamante &&
    subida.destino === ambito.destino &&
    subida.lista === lista &&
    subida.expiraEn > Date.now() / 1000;
  if (!emitida) return { message: FILE_MESSAGES.missing };
  const destino = documentKey('siniestros', db.tenant, siniestroId, `${lista}/${archivo.key.split('/').pop()}`);
  const check = await adoptUpload(db.tenant, archivo.key, destino);
  if (!check.ok) return { message: check.message };
  await db.write(Subida.delete({ key: archivo.key }));
  return { key: destino, nombre: archivo.nombre, tipo: check.contentType, tamano: check.size, fecha: new Date().toISOString() };
};
