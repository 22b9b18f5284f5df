import { SECRET_ID_ENV } from '#shared/contract/grants.ts';
import { buildCnpj, buildCuit } from '#shared/validators/cif.ts';
import { checkAwsCall } from '../../aws/clients.ts';
import type { ValidadorPersonas } from './port.ts';

const digitos = (id: string) => id.replace(/\D/g, '');

/** Whom the simulated people API blocks: one Argentine and one Brazilian company, so tests and demos reach a refusal. */
export const PERSONAS_BLOQUEADAS_SIMULADAS: readonly string[] = [buildCuit('30', 66_666_666), buildCnpj('666666660001')];

const bloqueadas = new Set(PERSONAS_BLOQUEADAS_SIMULADAS.map(digitos));

/** The local people API: blocks the ids above, with or without separators, and lets everyone else through. */
export const personasLocal = (): ValidadorPersonas => ({
  estaBloqueada: async (id) => {
    checkAwsCall('secretsmanager', 'GetSecretValueCommand', { SecretId: process.env[SECRET_ID_ENV.personas] });
    return bloqueadas.has(digitos(id));
  },
});
