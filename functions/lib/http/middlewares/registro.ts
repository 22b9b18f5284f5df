import { randomUUID } from 'node:crypto';
import type { Operation } from '#shared/contract/define.ts';
import { currentInvocation, dynamoSummary } from '../../aws/context.ts';
import { log } from '../logger.ts';
import type { Middleware } from './estado.ts';

/**
 * Opens the request's state (its id: Lambda's, else API Gateway's, else a new one) and writes its one
 * structured log line at the end, answered or failed: status, latency and DynamoDB's share.
 */
export const registro = (operation: Operation): Middleware => {
  const escribir: NonNullable<Middleware['after']> = ({ context, response }) => {
    const { inicio, logFields } = context.operacion;
    const inv = currentInvocation();
    log.info('request', {
      ...logFields,
      status: response && typeof response === 'object' ? response.statusCode : 500,
      latencyMs: Math.round((performance.now() - inicio) * 10) / 10,
      ...(inv ? { dynamodb: dynamoSummary(inv) } : {}),
    });
  };
  return {
    before: ({ event, context }) => {
      const requestId = context.awsRequestId || event.requestContext?.requestId || randomUUID();
      context.operacion = {
        requestId,
        inicio: performance.now(),
        logFields: { requestId, operation: operation.id, method: operation.method },
        timings: [],
      };
    },
    after: escribir,
    onError: escribir,
  };
};
