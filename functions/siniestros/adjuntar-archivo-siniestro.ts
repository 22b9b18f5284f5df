import { adjuntarArchivoSiniestro } from '#shared/contract/operations/siniestros.ts';
import { FILE_MESSAGES, MAX_FILES_PER_LIST } from '#shared/files/limits.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, ValidationError } from '#lib/http/errors.ts';
import { siniestros, type SiniestroItem } from '#lib/data/siniestros.ts';
import { ConditionFailed } from '#lib/data/table.ts';
import { mapaEmpresas, siniestroAlcanzable } from '#lib/siniestros/acceso.ts';
import { adoptarArchivo } from '#lib/siniestros/archivos.ts';
import { leerSiniestro } from '#lib/siniestros/vista.ts';

export const handler = operationHandler(adjuntarArchivoSiniestro, async ({ params, body }, principal) => {
  const { table, tenant, usuario } = principal;
  const id = Number(params.id);
  const repo = siniestros(table);
  const actual = (await siniestroAlcanzable(principal, id, true)) as SiniestroItem;
  if (actual.archivos[body.lista].length >= MAX_FILES_PER_LIST)
    throw new ValidationError([{ path: 'lista', message: FILE_MESSAGES.tooMany }]);
  const archivo = await adoptarArchivo(tenant.id, id, body.lista, body);
  if ('message' in archivo) throw new ValidationError([{ path: 'key', message: `${body.nombre}: ${archivo.message}` }]);
  const nuevo: SiniestroItem = {
    ...actual,
    archivos: { ...actual.archivos, [body.lista]: [...actual.archivos[body.lista], archivo] },
    version: actual.version + 1,
  };
  try {
    await table.transact([
      { put: repo.item(nuevo), expected: { version: actual.version } },
      {
        put: table.auditItem({
          entity: 'siniestro',
          id,
          action: 'adjuntarArchivo',
          by: usuario,
          detail: { lista: body.lista, nombre: body.nombre },
        }),
      },
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed)
      throw new ConflictError('El siniestro cambió mientras subías el archivo. Volvé a intentarlo.');
    throw err;
  }
  return leerSiniestro(table, id, await mapaEmpresas(principal));
});
