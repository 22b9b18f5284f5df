import * as z from 'zod/mini';
import { cambiosDe, canonico, contenidoSchema, errorVigenteDesde } from '#shared/catalogos/maestros.ts';
import { type MaestroNombre } from '#shared/catalogos/versiones.ts';
import { guardarVersionMaestro } from '#shared/contract/operations/maestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, ValidationError } from '#lib/http/errors.ts';
import { hoyNegocio, olvidarVersiones, VersionMaestro, versionInfo, type VersionMaestroItem } from '#lib/data/catalogos.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';

export const VERSION_DESACTUALIZADA =
  'Otra persona guardó una versión de este maestro mientras lo editabas. Recargá y volvé a intentar.';

const VACIO: Record<'tarifario' | 'catalogo', unknown> = {
  tarifario: { coberturas: [], aseguradoras: [], parametros: [] },
  catalogo: [],
};
const vacio = (maestro: MaestroNombre) => VACIO[maestro === 'tarifario' ? 'tarifario' : 'catalogo'];

const mismaEdicion = (a: VersionMaestroItem, b: VersionMaestroItem) =>
  a.por.id === b.por.id && a.vigenteDesde === b.vigenteDesde && canonico(a.contenido) === canonico(b.contenido);

/**
 * A new immutable version of a master, numbered after the one the editor started from: the create is
 * conditional on that number being free, so of two concurrent edits one wins and the other gets 409
 * (a retry of the same edit gets the version it already wrote). The audit item goes in the same write.
 */
export const handler = operationHandler(guardarVersionMaestro, async ({ params, body }, { db, usuario }) => {
  const { maestro } = params;
  const base = body.versionBase
    ? await db.get(VersionMaestro, { maestro, n: body.versionBase }, { consistent: true })
    : undefined;
  const contenido = z.safeParse(contenidoSchema(maestro), body.contenido);
  const fecha = errorVigenteDesde(body.vigenteDesde, hoyNegocio(), base);
  const errores = [
    ...(contenido.success
      ? []
      : contenido.error.issues.map((i) => ({ path: ['contenido', ...i.path.map(String)].join('.'), message: i.message }))),
    ...(fecha ? [{ path: 'vigenteDesde', message: fecha }] : []),
  ];
  if (errores.length) throw new ValidationError(errores);
  if (body.versionBase && !base) throw new ConflictError(VERSION_DESACTUALIZADA);

  const version: VersionMaestroItem = {
    maestro,
    n: body.versionBase + 1,
    vigenteDesde: body.vigenteDesde,
    creado: new Date().toISOString(),
    por: { id: usuario.id, email: usuario.email },
    cambios: cambiosDe(maestro, base?.contenido ?? vacio(maestro), contenido.data),
    contenido: contenido.data,
  };
  try {
    await db.write([
      ...VersionMaestro.create(version),
      ...auditar({
        entidad: 'maestro',
        id: maestro,
        accion: 'nuevaVersion',
        por: usuario,
        desde: base?.n ?? null,
        hacia: version.n,
        detalle: { vigenteDesde: version.vigenteDesde, cambios: version.cambios },
      }),
    ]);
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    const existente = await db.get(VersionMaestro, { maestro, n: version.n }, { consistent: true });
    if (existente && mismaEdicion(existente, version)) return versionInfo(existente);
    throw new ConflictError(VERSION_DESACTUALIZADA);
  }
  olvidarVersiones(db.tenant, maestro);
  return versionInfo(version);
});
