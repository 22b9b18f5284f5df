import type { APIGatewayProxyResultV2 } from 'aws-lambda';

/**
 * JSON.stringify writes NaN and Infinity as null, so an overflow would reach the client as a silent
 * null; a non-finite number in an answer is a bug, and the stack answers 500 for it instead.
 */
const finiteOnly = (key: string, value: unknown): unknown => {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`non-finite number in the response at "${key}"`);
  return value;
};

/** The one answer shape of every operation: JSON, its request id, and its steps' timings. */
export const json = (status: number, body: unknown, requestId: string, timings: string[] = []): APIGatewayProxyResultV2 => ({
  statusCode: status,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'x-request-id': requestId,
    ...(timings.length ? { 'server-timing': timings.join(', ') } : {}),
  },
  body: status === 204 ? '' : JSON.stringify(body, finiteOnly),
});
