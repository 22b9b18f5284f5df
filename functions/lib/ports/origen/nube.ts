import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ORIGIN_SECRET_ID_ENV } from '#shared/contract/grants.ts';
import { prepareClient } from '../../aws/clients.ts';
import type { SecretoDeOrigen } from './port.ts';

/**
 * The secret ORIGIN_SECRET_ID names (the environment carries its name, never its value), in both
 * versions a rotation leaves: AWSCURRENT, which CloudFront sends once the distribution is deployed
 * again, and AWSPREVIOUS, which it sends until then. A secret never rotated has no AWSPREVIOUS.
 */
export const secretoDeOrigenNube = (): SecretoDeOrigen => {
  const sm = prepareClient('secretsmanager', SecretsManagerClient);
  const leer = async (VersionStage: 'AWSCURRENT' | 'AWSPREVIOUS'): Promise<string | undefined> => {
    try {
      const r = await sm.send(new GetSecretValueCommand({ SecretId: process.env[ORIGIN_SECRET_ID_ENV], VersionStage }));
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
