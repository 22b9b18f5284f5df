import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MAX_PATH_PARAM_LENGTH, type Operation } from '#shared/contract/define.ts';
import { header } from '../auth/principal.ts';
import { HttpError, ValidationError } from './errors.ts';

export const CUERPO_NO_JSON = 'El cuerpo debe enviarse como application/json.';

/** `application/json`, with or without parameters (charset), in any case. */
const esJson = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * What every request must look like before anything reads it, whoever the caller: path parameters no
 * longer than any the contract takes (a long one would reach a key or a number conversion), and a body
 * only as JSON declared as such (a form post or text/plain body is another channel's request, and
 * CSRF's simple requests are exactly those).
 */
export const assertRequestShape = (operation: Operation, event: APIGatewayProxyEventV2): void => {
  const largos = Object.entries(event.pathParameters ?? {}).filter(([, v]) => (v ?? '').length > MAX_PATH_PARAM_LENGTH);
  if (largos.length)
    throw new ValidationError(largos.map(([nombre]) => ({ path: `params.${nombre}`, message: 'Valor inválido' })));
  if (operation.body && event.body && !esJson(header(event, 'content-type'))) throw new HttpError(415, CUERPO_NO_JSON);
};
