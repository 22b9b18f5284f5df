import { METRICAS } from '#shared/contract/metricas.ts';
import { currentInvocation } from '../aws/context.ts';
import { log, type LogFields } from '../http/logger.ts';

/**
 * What a mail or a domain event that could not be delivered does, decided once for every port from
 * who is running. It is always logged whole (so it can be sent by hand) and counted in a metric with an alarm.
 * Then a job or subscriber run fails: it is retried, and if it keeps failing it lands in its
 * dead-letter queue, where an alarm watches it; a digest is not marked sent. An API operation answers
 * as usual instead: the change the notice reports is committed, and the person must not be told to
 * repeat it (documents a lost event would have rendered are re-rendered by reintentar-documentos).
 */
export const avisoNoEntregado = (aviso: 'correo' | 'evento', detalle: LogFields, err: unknown): void => {
  const invocacion = currentInvocation();
  log.error(
    `${aviso} no entregado`,
    { ...detalle, funcion: invocacion?.name, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) },
    METRICAS.avisosNoEntregados,
  );
  if (invocacion?.kind !== 'operation') throw err;
};
