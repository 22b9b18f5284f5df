import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ORIGIN_SECRET_ID_ENV } from '#shared/contract/grants.ts';
import { prepareClient } from '../../aws/clients.ts';
import { llamadaExterna } from '../../aws/presupuesto.ts';
import type { SecretoDeOrigen } from './port.ts';

/**
 * The secret ORIGIN_SECRET_ID names (the environment carries its name, never its value), in both
 * versions a rotation leaves: AWSCURRENT, which CloudFront sends once the distribution is deployed
 * again, and AWSPREVIOUS, which it sends until then. A secret never rotated has no AWSPREVIOUS.
 */
export const secretoDeOrigenNube = (): SecretoDeOrigen => {
  // One attempt per send: llamadaExterna makes the single retry, within the request's time.
  const sm = prepareClient('secretsmanager', SecretsManagerClient, { maxAttempts: 1 });
  const leer = async (VersionStage: 'AWSCURRENT' | 'AWSPREVIOUS'): Promise<string | undefined> => {
    try {
      const r = await llamadaExterna(
        { nombre: `secreto de origen ${VersionStage}`, maxMs: 2_000, repetible: true },
        (abortSignal) =>
          sm.send(new GetSecretValueCommand({ SecretId: process.env[ORIGIN_SECRET_ID_ENV], VersionStage }), { abortSignal }),
      );
      return r.SecretString;
    } catch (err) {
      if (VersionStage === 'AWSPREVIOUS' && (err as Error).name === 'ResourceNotFoundException') return undefined;
      throw err;
    }
  };
  return {
    vigentes: async () => (await Promise.all([leer('AWSCURRENT'), leer('AWSPREVIOUS')])).filter((v): v is string => !!v),
  };
};
