import { createEmisor } from '#shared/contract/operations/emisores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, UnauthorizedError } from '#lib/http/errors.ts';
import { adjuntarConstancias, destinoConstancia } from '#lib/archivos/constancias.ts';
import { Emisor, vistaEmisor, type EmisorItem } from '#lib/data/emisores.ts';
import { Empresa, idDeEmpresa, NUMERACION_EMPRESAS } from '#lib/data/empresas.ts';
import { numberInTransaction } from '#lib/data/model/counters.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { guardarUsuario, Usuario } from '#lib/data/usuarios.ts';
import { assertReferencias, ENTIDAD_EMISOR } from '#lib/emisores/guardar.ts';
import { once } from '#lib/idempotency/idempotency.ts';

const INTENTOS = 3;
/** A user holds at most 50 company roles: past that the creator is not made administrator of the new one. */
const MAX_EMPRESAS_POR_USUARIO = 50;

/**
 * Creates an issuer: its company (tipo 'emisor', so users can be given roles on it) and its data, in
 * one transaction that also takes the company id from the numbering and makes the creator an
 * administrator of the new company (an administrator grants roles only where they administer, and
 * the editor goes on to assign the issuer's users). A concurrent create that took the same number,
 * or a concurrent edit of the creator, makes the transaction fail; it is retried.
 */
export const handler = operationHandler(createEmisor, async ({ body, headers }, principal) =>
  once(principal, 'create-emisor', headers, body, async () => {
    const { db, usuario } = principal;
    await assertReferencias(db, body);
    for (let intento = 1; ; intento++) {
      const { numero, ops: numeracion } = await numberInTransaction(db, NUMERACION_EMPRESAS);
      const id = idDeEmpresa(numero);
      const { constancias, ops: subidas } = await adjuntarConstancias(
        db,
        destinoConstancia(usuario, ENTIDAD_EMISOR, id),
        body.informacionComercial.constanciaDeSituacionFiscal,
        [],
        null,
      );
      const autor = await db.get(Usuario, { id: usuario.id }, { consistent: true });
      if (!autor) throw new UnauthorizedError();
      const now = new Date().toISOString();
      const nuevo: EmisorItem = {
        ...body,
        informacionComercial: { ...body.informacionComercial, constanciaDeSituacionFiscal: constancias },
        id,
        estado: 'Activo',
        version: 1,
        creado: now,
        modificado: now,
      };
      try {
        await db.write([
          ...numeracion,
          ...Empresa.create({
            id,
            cif: body.informacionFiscal.rfc,
            nombre: body.nombreComercial,
            tipo: 'emisor',
            paisId: body.idPais,
            configuracion: {},
          }),
          ...Emisor.create(nuevo),
          ...(autor.empresas.length < MAX_EMPRESAS_POR_USUARIO
            ? guardarUsuario(autor, {
                ...autor,
                empresas: [...autor.empresas, { idEmpresa: id, idRol: 'administrador' }],
                version: autor.version + 1,
                modificado: now,
              })
            : []),
          ...subidas,
          ...auditar({
            entidad: ENTIDAD_EMISOR,
            id,
            accion: 'crear',
            por: usuario,
            hacia: { nombreComercial: body.nombreComercial },
          }),
        ]);
      } catch (err) {
        if (err instanceof ConditionFailed && intento < INTENTOS) continue;
        if (err instanceof ConditionFailed) throw new ConflictError('No se pudo numerar el emisor. Volvé a intentar.');
        throw err;
      }
      return vistaEmisor(nuevo);
    }
  }),
);
