import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ForbiddenError } from './errors.ts';

/**
 * Public operations need the key the SPA sends in x-api-key (HTTP APIs have no API keys of their
 * own). It identifies the public web channel rather than a secret holder: config.json ships it to
 * browsers, and the deploy passes it to the public functions as PUBLIC_API_KEY.
 */
export const assertPublicApiKey = (event: APIGatewayProxyEventV2): void => {
  const sent = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === 'x-api-key')?.[1] ?? '';
  const expected = process.env.PUBLIC_API_KEY ?? '';
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  if (!expected || a.length !== b.length || !timingSafeEqual(a, b)) throw new ForbiddenError('Forbidden');
};
