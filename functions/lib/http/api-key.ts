import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ForbiddenError } from './errors.ts';

let cached: Promise<string> | undefined;

/** The public API key: from SSM in the cloud (read once per container), from the environment locally. */
const publicApiKey = (): Promise<string> =>
  (cached ??= (async () => {
    if (process.env.PUBLIC_API_KEY) return process.env.PUBLIC_API_KEY;
    const name = process.env.PUBLIC_API_KEY_PARAM;
    if (!name) throw new Error('PUBLIC_API_KEY_PARAM is not set');
    const out = await new SSMClient({}).send(new GetParameterCommand({ Name: name, WithDecryption: true }));
    return out.Parameter?.Value ?? '';
  })().catch((err: unknown) => {
    cached = undefined;
    throw err;
  }));

/** Public operations need the key the SPA sends in x-api-key (HTTP APIs have no API keys of their own). */
export const assertPublicApiKey = async (event: APIGatewayProxyEventV2): Promise<void> => {
  const sent = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === 'x-api-key')?.[1] ?? '';
  const expected = await publicApiKey();
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  if (!expected || a.length !== b.length || !timingSafeEqual(a, b)) throw new ForbiddenError('Forbidden');
};
