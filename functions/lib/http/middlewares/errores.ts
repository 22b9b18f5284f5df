import { ConditionFailed } from '../../data/model/db.ts';
import { InvalidCursor } from '../../data/model/cursor.ts';
import { HttpError } from '../errors.ts';
import { log } from '../logger.ts';
import { json } from '../respuesta.ts';
import type { Middleware } from './estado.ts';

/**
 * Turns what a request threw into its answer: a domain error its status and message (with Retry-After
 * for 429 and 503), a bad cursor 400, a lost conditional write 409, anything else 500 with the request
 * id to quote to support (logged with its stack; its message never reaches the client).
 */
export const errores = (): Middleware => ({
  onError: (request) => {
    const { error, context } = request;
    const { requestId, logFields } = context.operacion;
    if (error instanceof HttpError) {
      const answer = json(error.status, { message: error.message, errors: error.errors }, requestId);
      // A rate limit resets by the minute; AWS throttling (503) and an outside call out of time pass in seconds.
      const retryAfter = error.status === 429 ? '60' : error.status === 503 ? '5' : undefined;
      if (retryAfter && typeof answer === 'object') answer.headers = { ...answer.headers, 'retry-after': retryAfter };
      request.response = answer;
      return;
    }
    if (error instanceof InvalidCursor) {
      request.response = json(
        400,
        { message: 'Cursor de paginación inválido', errors: [{ path: 'query.cursor', message: 'Cursor inválido' }] },
        requestId,
      );
      return;
    }
    if (error instanceof ConditionFailed) {
      request.response = json(
        409,
        { message: 'El registro cambió mientras lo editabas. Recargá y volvé a intentar.' },
        requestId,
      );
      return;
    }
    log.error('unexpected error', {
      ...logFields,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    request.response = json(
      500,
      { message: 'Ocurrió un error inesperado. Informá este código a soporte.', requestId },
      requestId,
    );
  },
});
