import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { Principal, PublicCaller } from '../../auth/principal.ts';

/** What the middlewares learn of one request and hand on, kept on its Lambda context (middy's way). */
export interface EstadoOperacion {
  requestId: string;
  /** performance.now() when the request entered the stack. */
  inicio: number;
  /** The fields of the request's one log line. */
  logFields: Record<string, unknown>;
  /** Server-Timing entries of the steps the use case timed. */
  timings: string[];
  /** Who calls, once `llamante` resolved it. */
  llamante?: PublicCaller | Principal;
  /** Params, query and body as the contract parsed them (`contrato`). */
  entrada?: { params: unknown; query: unknown; body: unknown };
}

export type ContextoOperacion = Context & { operacion: EstadoOperacion };

export type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, ContextoOperacion>;
