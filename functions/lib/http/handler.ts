import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { Operation } from '#shared/contract/define.ts';
import { currentInvocation, dynamoSummary, runInvocation } from '../aws/context.ts';
import type { Principal, PublicCaller } from '../auth/principal.ts';
import { contrato } from './middlewares/contrato.ts';
import { errores } from './middlewares/errores.ts';
import type { ContextoOperacion, EstadoOperacion } from './middlewares/estado.ts';
import { llamante } from './middlewares/llamante.ts';
import { registro } from './middlewares/registro.ts';
import { json } from './respuesta.ts';

export interface Request<O extends Operation> {
  params: z.infer<NonNullable<O['params']>>;
  query: z.infer<NonNullable<O['query']>>;
  body: z.infer<NonNullable<O['body']>>;
  headers: Record<string, string | undefined>;
  requestId: string;
  event: APIGatewayProxyEventV2;
  /** Times a step; the answer carries it as a Server-Timing entry (and the log line too). */
  timing: <T>(name: string, step: () => T) => T;
}

type Caller<O extends Operation> = O['callers'] extends readonly ['public'] ? PublicCaller : Principal;
type UseCase<O extends Operation> = (
  req: Request<O>,
  caller: Caller<O>,
) => Promise<z.input<O['response']> | z.infer<O['response']>>;

/** DynamoDB's share of the request (calls, capacity units, items read) as a Server-Timing entry. */
const dynamoTiming = (): string => {
  const inv = currentInvocation();
  if (!inv) return 'ddb;dur=0';
  const d = dynamoSummary(inv);
  return `ddb;dur=${d.ms};desc="calls=${d.calls} rcu=${d.capacity} items=${d.items}"`;
};

const cronometro =
  (estado: EstadoOperacion) =>
  <T>(name: string, step: () => T): T => {
    const t0 = performance.now();
    try {
      return step();
    } finally {
      const ms = Math.round((performance.now() - t0) * 100) / 100;
      estado.timings.push(`${name};dur=${ms}`);
      estado.logFields[`${name}Ms`] = ms;
    }
  };

/**
 * Every operation is the same middy stack around its use case: `registro` (request id, one log line),
 * `errores` (what was thrown becomes its answer), `llamante` (edge, shape, key or user, permission,
 * rate limit) and `contrato` (params, query and body parsed by the contract, 400 with every field);
 * the handler runs the use case and answers its JSON. The invocation context (the function's
 * deadline, its AWS calls for the grants check and the DynamoDB figures) wraps the whole stack.
 */
export const operationHandler = <O extends Operation>(operation: O, useCase: UseCase<O>) => {
  const pila = middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, ContextoOperacion>()
    .use(registro(operation))
    .use(errores())
    .use(llamante(operation))
    .use(contrato(operation))
    .handler(async (event, context) => {
      const estado = context.operacion;
      const entrada = estado.entrada!;
      const result = await useCase(
        {
          ...entrada,
          headers: event.headers ?? {},
          requestId: estado.requestId,
          event,
          timing: cronometro(estado),
        } as Request<O>,
        estado.llamante as Caller<O>,
      );
      return json(operation.status ?? 200, result, estado.requestId, [...estado.timings, dynamoTiming()]);
    });
  return (event: APIGatewayProxyEventV2, context?: Context): Promise<APIGatewayProxyResultV2> =>
    runInvocation(operation.id, operation, () => pila(event, (context ?? {}) as ContextoOperacion), {
      kind: 'operation',
      vence: context?.getRemainingTimeInMillis ? Date.now() + context.getRemainingTimeInMillis() : undefined,
    });
};
