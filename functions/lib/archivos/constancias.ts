import type { ArchivoConstanciaInput, Constancia } from '#shared/contract/schemas/constancia.ts';
import { CONSTANCIA_MENSAJES, MAX_CONSTANCIA_BYTES, type ConstanciaTipo } from '#shared/files/constancias.ts';
import { FILE_MESSAGES } from '#shared/files/limits.ts';
import { SubidaConstancia } from '../data/constancias.ts';
import type { WriteOp } from '../data/model/entity.ts';
import type { TenantDb } from '../data/model/db.ts';
import { adoptUpload, documentKey, presignDownload, presignUpload } from '../files/storage.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';

/**
 * The constancia de situación fiscal of an entity (an issuer or a client): a presigned POST
 * straight to S3, recorded so that only the same caller's save of the same entity attaches it, then
 * moved to the entity's documents and listed with type, date, name, notes and size.
 */
/** The entities that keep constancias, and the zone of the bucket each one's files live in. */
const ZONA_DE_ENTIDAD = { emisor: 'emisores', cliente: 'clientes' } as const;
export type EntidadConConstancias = keyof typeof ZONA_DE_ENTIDAD;

export interface DestinoConstancia {
  /** `usuario:<id>` of the caller. */
  llamante: string;
  /** The kind of entity. */
  entidad: EntidadConConstancias;
  /** The entity's id, or null before it exists (create). */
  entidadId: number | null;
}

/** The destination of one caller's uploads for one entity (a null id: the entity being created). */
export const destinoConstancia = <T extends number | null>(
  usuario: { id: number },
  entidad: EntidadConConstancias,
  entidadId: T,
) => ({
  llamante: `usuario:${usuario.id}`,
  entidad,
  entidadId,
});

/** A form can take a while to fill in after its uploads. */
const SUBIDA_TTL_SECONDS = 24 * 60 * 60;

const destinoDe = (d: Pick<DestinoConstancia, 'entidad' | 'entidadId'>) => `${d.entidad}:${d.entidadId ?? 'nuevo'}`;

/** Signs an upload of one file (type and size already checked by the contract) and records it. */
export const presignConstancia = async (
  db: TenantDb,
  destino: DestinoConstancia,
  req: { nombre: string; tipo: ConstanciaTipo; tamano: number },
) => {
  if (req.tamano > MAX_CONSTANCIA_BYTES) throw new ValidationError([{ path: 'tamano', message: CONSTANCIA_MENSAJES.tooBig }]);
  const post = await presignUpload({
    zona: 'subidas-constancias',
    tenant: db.tenant,
    partes: [destino.entidad, destino.entidadId ?? 'nuevo'],
    fileName: req.nombre,
    contentType: req.tipo,
    maxBytes: MAX_CONSTANCIA_BYTES,
  });
  await db.write(
    SubidaConstancia.create({
      key: post.key,
      llamante: destino.llamante,
      destino: destinoDe(destino),
      expiraEn: Math.floor(Date.now() / 1000) + SUBIDA_TTL_SECONDS,
    }),
  );
  return { url: post.url, fields: post.fields, key: post.key };
};

/**
 * The files a save sends, as the entity will hold them: a file it already holds is kept (its notes
 * may change); any other key must be an upload signed for this caller and this destination (for a
 * create, the 'nuevo' destination of the entity kind), still alive and verified in S3, and is moved
 * under the entity. Returns the list and the writes that consume the upload records (for the save's
 * own transaction). Any refused file aborts with a 400 on its row.
 */
export const adjuntarConstancias = async (
  db: TenantDb,
  destino: DestinoConstancia & { entidadId: number },
  archivos: ArchivoConstanciaInput[],
  actuales: Constancia[],
  /** The destination the uploads were signed for (a create's uploads were signed before the id existed). */
  firmadasPara: number | null = destino.entidadId,
  campo = 'informacionComercial.constanciaDeSituacionFiscal',
): Promise<{ constancias: Constancia[]; ops: WriteOp[] }> => {
  const constancias: Constancia[] = [];
  const ops: WriteOp[] = [];
  const errores: { path: string; message: string }[] = [];
  for (const [i, archivo] of archivos.entries()) {
    const observaciones = archivo.observaciones ?? '';
    const actual = actuales.find((a) => a.key === archivo.key);
    if (actual) {
      constancias.push({ ...actual, nombre: archivo.nombre, observaciones });
      continue;
    }
    const subida = await db.get(SubidaConstancia, { key: archivo.key }, { consistent: true });
    const emitida =
      subida &&
      subida.llamante === destino.llamante &&
      subida.destino === destinoDe({ entidad: destino.entidad, entidadId: firmadasPara }) &&
      subida.expiraEn > Date.now() / 1000;
    if (!emitida) {
      errores.push({ path: `${campo}.${i}`, message: `${archivo.nombre}: ${FILE_MESSAGES.missing}` });
      continue;
    }
    const key = documentKey(
      ZONA_DE_ENTIDAD[destino.entidad],
      db.tenant,
      destino.entidadId,
      `constancias/${archivo.key.split('/').pop()}`,
    );
    const check = await adoptUpload(db.tenant, archivo.key, key);
    if (!check.ok) {
      errores.push({ path: `${campo}.${i}`, message: `${archivo.nombre}: ${check.message}` });
      continue;
    }
    ops.push(...SubidaConstancia.delete({ key: archivo.key }));
    constancias.push({
      key,
      nombre: archivo.nombre,
      observaciones,
      tipo: check.contentType,
      tamano: check.size,
      fecha: new Date().toISOString(),
    });
  }
  if (errores.length) throw new ValidationError(errores);
  return { constancias, ops };
};

/** A fresh presigned GET of one of the entity's files; a key it does not hold is a 404. */
export const descargarConstancia = async (constancias: Constancia[], key: string) => {
  const archivo = constancias.find((c) => c.key === key);
  if (!archivo) throw new NotFoundError('El archivo no existe.');
  return { url: await presignDownload(archivo.key, archivo.nombre) };
};
