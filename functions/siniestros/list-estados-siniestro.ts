import { listEstadosSiniestro } from '#shared/contract/operations/siniestros.ts';
import { ESTADOS_SINIESTRO, siguientesEstados } from '#shared/siniestros/estados.ts';
import { operationHandler } from '#lib/http/handler.ts';

export const handler = operationHandler(listEstadosSiniestro, async () => ({
  data: ESTADOS_SINIESTRO.map((e) => ({
    id: e.id,
    nombre: e.nombre,
    color: e.color,
    abierto: e.abierto,
    siguientes: [...siguientesEstados(e.id)],
  })),
}));
