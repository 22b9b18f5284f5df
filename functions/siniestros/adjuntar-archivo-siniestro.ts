import { adjuntarArchivoSiniestro } from '#shared/contract/operations/siniestros.ts';
import { FILE_MESSAGES, MAX_FILES_PER_LIST } from '#shared/files/limits.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, ValidationError } from '#lib/http/errors.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { Siniestro, type SiniestroItem } from '#lib/data/siniestros.ts';
import { siniestroAlcanzable } from '#lib/siniestros/acceso.ts';
import { adoptarArchivo } from '#lib/siniestros/archivos.ts';
import { releerSiniestro } from '#lib/siniestros/releer.ts';

export const handler = operationHandler(adjuntarArchivoSiniestro, async ({ params, body }, principal) => {
  const { db, usuario } = principal;
  const id = Number(params.id);
  const actual = await siniestroAlcanzable(principal, id, true);
  if (actual.archivos[body.lista].length >= MAX_FILES_PER_LIST)
    throw new ValidationError([{ path: 'lista', message: FILE_MESSAGES.tooMany }]);
  const ambito = { llamante: `usuario:${usuario.id}`, destino: `siniestro:${id}` } as const;
  const archivo = await adoptarArchivo(db, ambito, id, body.lista, body);
  if ('message' in archivo) throw new ValidationError([{ path: 'key', message: `${body.nombre}: ${archivo.message}` }]);
  const nuevo: SiniestroItem = {
    ...actual,
    archivos: { ...actual.archivos, [body.lista]: [...actual.archivos[body.lista], archivo] },
    version: actual.version + 1,
  };
  try {
    await db.write([
      ...Siniestro.put(nuevo, { previous: actual, when: { version: actual.version } }),
      ...auditar({
        entidad: 'siniestro',
        id,
        accion: 'adjuntarArchivo',
        por: usuario,
        detalle: { lista: body.lista, nombre: body.nombre },
      }),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed)
      throw new ConflictError('El siniestro cambió mientras subías el archivo. Volvé a intentarlo.');
    throw err;
  }
  return releerSiniestro(principal, id);
});
