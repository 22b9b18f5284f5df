import { currentInvocation } from '../aws/context.ts';
import { log, type LogFields } from '../http/logger.ts';

/** The metric every undelivered notice counts in; the stage's alarm watches it (infra AlarmasStack). */
export const METRICA_AVISOS = 'AvisosNoEntregados';

/**
 * What a mail or a domain event that could not be delivered does, decided once for every port from
 * who is running. It is always logged whole (so it can be sent by hand) and counted in METRICA_AVISOS.
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
    METRICA_AVISOS,
  );
  if (invocacion?.kind !== 'operation') throw err;
};
