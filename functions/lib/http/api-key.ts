import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { header } from '../auth/principal.ts';
import { ForbiddenError } from './errors.ts';

/** Compares in constant time, so a wrong guess does not tell how much of it was right. */
export const sameSecret = (sent: string | undefined, expected: string | undefined): boolean => {
  if (!expected) return false;
  const a = Buffer.from(sent ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Public operations need the key the SPA sends in x-api-key (HTTP APIs have no API keys of their
 * own). It identifies the public web channel rather than a secret holder: config.json ships it to
 * browsers, and the deploy passes it to the public functions as PUBLIC_API_KEY.
 */
export const assertPublicApiKey = (event: APIGatewayProxyEventV2): void => {
  if (!sameSecret(header(event, 'x-api-key'), process.env.PUBLIC_API_KEY)) throw new ForbiddenError('Forbidden');
};
