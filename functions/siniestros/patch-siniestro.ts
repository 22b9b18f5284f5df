import { randomUUID } from 'node:crypto';
import { patchSiniestro } from '#shared/contract/operations/siniestros.ts';
import { mensajeTransicion, puedePasar } from '#shared/siniestros/estados.ts';
import { erroresIndemnizacionesFuturas } from '#shared/siniestros/indemnizaciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, ForbiddenError, ValidationError } from '#lib/http/errors.ts';
import { empresasPorId } from '#lib/data/empresas.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { publishEvent } from '#lib/ports/eventos.ts';
import { hoyNegocio } from '#lib/data/tarifario.ts';
import { Observacion, Siniestro, type SiniestroItem } from '#lib/data/siniestros.ts';
import { empresasDe, siniestroAlcanzable } from '#lib/siniestros/acceso.ts';
import { releerSiniestro } from '#lib/siniestros/releer.ts';

export const DESACTUALIZADO = 'El siniestro fue modificado por otra persona. Recargá para ver los cambios.';

/**
 * Either a comment (anyone who may consult the claim) or the handler's edit (needs edit-claims):
 * the edit carries the version it was made on, and a write from a stale copy gets 409 instead of
 * overwriting someone else's change; the status only moves along the state machine.
 */
export const handler = operationHandler(patchSiniestro, async ({ params, body }, principal) => {
  const { db, usuario } = principal;
  const id = Number(params.id);
  const actual = await siniestroAlcanzable(principal, id, true);

  if ('observacion' in body) {
    await db.write(
      Observacion.create({
        siniestroId: id,
        fecha: new Date().toISOString(),
        rand: randomUUID().slice(0, 8),
        mensaje: body.observacion,
        usuario: { nombre: `${usuario.nombre} ${usuario.apellido}`, email: usuario.email },
      }),
    );
  } else {
    if (!principal.permisos.has('siniestros.editar')) throw new ForbiddenError('No tenés permiso para editar siniestros.');
    if (body.version !== actual.version) throw new ConflictError(DESACTUALIZADO);
    const empresas = await empresasPorId(db, empresasDe(body));
    const errores = [
      ...(puedePasar(actual.estado, body.estado)
        ? []
        : [{ path: 'estado', message: mensajeTransicion(actual.estado, body.estado) }]),
      ...(['idResponsable', 'idLiquidador', 'idRedLiquidador'] as const).flatMap((campo) =>
        body[campo] !== null && !empresas.has(body[campo] as number) ? [{ path: campo, message: 'La empresa no existe' }] : [],
      ),
      ...erroresIndemnizacionesFuturas(body.indemnizaciones, hoyNegocio()),
    ];
    if (errores.length) throw new ValidationError(errores, 'Corregir los errores.');
    const nuevo: SiniestroItem = {
      ...actual,
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
      await db.write([
        ...Siniestro.put(nuevo, { previous: actual, when: { version: actual.version } }),
        ...auditar({
          entidad: 'siniestro',
          id,
          accion: actual.estado === nuevo.estado ? 'editar' : 'cambiarEstado',
          por: usuario,
          desde: actual.estado,
          hacia: nuevo.estado,
          detalle: { reserva: nuevo.reserva, indemnizaciones: nuevo.indemnizaciones.length },
        }),
      ]);
    } catch (err) {
      if (err instanceof ConditionFailed) throw new ConflictError(DESACTUALIZADO);
      throw err;
    }
    // The claim's three companies, as its totals count them, so a subscriber routes to each of them.
    if (actual.estado !== nuevo.estado)
      await publishEvent(principal.tenant.id, 'SiniestroEstadoCambiado', {
        id,
        numero: nuevo.numero,
        version: nuevo.version,
        desde: actual.estado,
        hacia: nuevo.estado,
        idAseguradora: nuevo.aseguradoraId,
        productorId: nuevo.productorId,
        ...(nuevo.clienteEmpresaId === undefined ? {} : { clienteEmpresaId: nuevo.clienteEmpresaId }),
      });
  }
  return releerSiniestro(principal, id);
});
