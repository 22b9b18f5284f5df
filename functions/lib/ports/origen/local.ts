import { ORIGIN_SECRET_ID_ENV } from '#shared/contract/grants.ts';
import { checkAwsCall } from '../../aws/clients.ts';
import type { SecretoDeOrigen } from './port.ts';

/**
 * The local stack's origin secret (ORIGIN_SECRET, generated at start), which its gateway adds as
 * CloudFront does. It stands where Secrets Manager does, so it passes the same grants check.
 */
export const secretoDeOrigenLocal = (): SecretoDeOrigen => ({
  vigentes: async () => {
    checkAwsCall('secretsmanager', 'GetSecretValueCommand', { SecretId: process.env[ORIGIN_SECRET_ID_ENV] });
    const actual = process.env.ORIGIN_SECRET;
    if (!actual) throw new Error('ORIGIN_SECRET is not set');
    return [actual];
  },
});
