import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { header } from '../auth/principal.ts';
import { ForbiddenError } from './errors.ts';

/** Header CloudFront adds on its way to the API (infra/stacks/web-stack.ts); the local gateway adds it too. */
export const ORIGIN_SECRET_HEADER = 'x-origin-secret';

const sameSecret = (sent: string | undefined, expected: string | undefined): boolean => {
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

/**
 * Public operations trust headers only CloudFront writes (x-tenant-host, x-viewer-ip), so they must
 * come through CloudFront: it adds a secret generated at deploy (ORIGIN_SECRET), and a call straight
 * to the execute-api endpoint, which cannot know it, is refused.
 */
export const assertFromEdge = (event: APIGatewayProxyEventV2): void => {
  if (!sameSecret(header(event, ORIGIN_SECRET_HEADER), process.env.ORIGIN_SECRET)) throw new ForbiddenError('Forbidden');
};
