import { randomUUID } from 'node:crypto';
import { patchSiniestro } from '#shared/contract/operations/siniestros.ts';
import { mensajeTransicion, puedePasar } from '#shared/siniestros/estados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, ForbiddenError, ValidationError } from '#lib/http/errors.ts';
import { siniestros, type SiniestroItem } from '#lib/data/siniestros.ts';
import { ConditionFailed } from '#lib/data/table.ts';
import { mapaEmpresas, siniestroAlcanzable } from '#lib/siniestros/acceso.ts';
import { leerSiniestro } from '#lib/siniestros/vista.ts';

export const DESACTUALIZADO = 'El siniestro fue modificado por otra persona. Recargá para ver los cambios.';

/**
 * Either a comment (anyone who may consult the claim) or the handler's edit (needs edit-claims):
 * the edit carries the version it was made on, and a write from a stale copy gets 409 instead of
 * overwriting someone else's change; the status only moves along the state machine.
 */
export const handler = operationHandler(patchSiniestro, async ({ params, body }, principal) => {
  const { table, usuario } = principal;
  const id = Number(params.id);
  const repo = siniestros(table);
  const actual = await siniestroAlcanzable(principal, id, true);
  const empresas = await mapaEmpresas(principal);

  if ('observacion' in body) {
    const fecha = new Date().toISOString();
    await table.put(
      repo.observacionItem(
        id,
        { mensaje: body.observacion, fecha, usuario: { nombre: `${usuario.nombre} ${usuario.apellido}`, email: usuario.email } },
        randomUUID().slice(0, 8),
      ),
    );
  } else {
    if (!principal.permisos.has('siniestros.editar')) throw new ForbiddenError('No tenés permiso para editar siniestros.');
    if (body.version !== actual.version) throw new ConflictError(DESACTUALIZADO);
    const errores = [
      ...(puedePasar(actual.estado, body.estado)
        ? []
        : [{ path: 'estado', message: mensajeTransicion(actual.estado, body.estado) }]),
      ...(['idResponsable', 'idLiquidador', 'idRedLiquidador'] as const).flatMap((campo) =>
        body[campo] !== null && !empresas.has(body[campo] as number) ? [{ path: campo, message: 'La empresa no existe' }] : [],
      ),
    ];
    if (errores.length) throw new ValidationError(errores, 'Corregir los errores.');
    const nuevo: SiniestroItem = {
      ...(actual as SiniestroItem),
      estado: body.estado,
      numero: body.numero,
      idResponsable: body.idResponsable,
      idLiquidador: body.idLiquidador,
      idRedLiquidador: body.idRedLiquidador,
      reserva: body.reserva,
      indemnizaciones: body.indemnizaciones,
      version: actual.version + 1,
    };
    try {
      await table.transact([
        { put: repo.item(nuevo), expected: { version: actual.version } },
        {
          put: table.auditItem({
            entity: 'siniestro',
            id,
            action: actual.estado === nuevo.estado ? 'editar' : 'cambiarEstado',
            by: usuario,
            from: actual.estado,
            to: nuevo.estado,
            detail: { reserva: nuevo.reserva, indemnizaciones: nuevo.indemnizaciones.length },
          }),
        },
      ]);
    } catch (err) {
      if (err instanceof ConditionFailed) throw new ConflictError(DESACTUALIZADO);
      throw err;
    }
  }
  return leerSiniestro(table, id, empresas);
});
