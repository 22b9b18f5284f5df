import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { log } from '../http/logger.ts';
import { prepareClient } from './clients.ts';
import { llamadaExterna } from './presupuesto.ts';

/** How long a read secret is used before it is read again: a rotated value reaches warm functions within this. */
export const SECRETO_VIGENTE_MS = 5 * 60_000;
/** Secrets Manager answers in tens of milliseconds: a read that takes two seconds is failing. */
const LECTURA_MAX_MS = 2_000;

let cliente: SecretsManagerClient | undefined;
// One attempt per send: llamadaExterna makes the single retry, within the request's time, instead of
// the SDK's three attempts with backoff.
const secretsManager = () => (cliente ??= prepareClient('secretsmanager', SecretsManagerClient, { maxAttempts: 1 }));

/**
 * A reader of one secret's text (its AWSCURRENT version, or the stage asked for): read on first use
 * and again after SECRETO_VIGENTE_MS, within the request's time, retried once on throttling
 * (ThrottlingException), a server error (InternalServiceError) or a timeout. When a read fails and a
 * value was read before, that value is used and the failure logged: it was valid minutes ago, and a
 * throttled Secrets Manager should not take the provider down with it. With nothing read yet, it throws.
 */
export const lectorDeSecreto = (variable: string, etapa = 'AWSCURRENT') => {
  let leido: { valor: string; en: number } | undefined;
  let enCurso: Promise<string> | undefined;
  const leer = (secretId: string) =>
    llamadaExterna({ nombre: `secreto ${secretId}`, maxMs: LECTURA_MAX_MS, repetible: true }, (abortSignal) =>
      secretsManager().send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: etapa }), { abortSignal }),
    ).then((r) => {
      leido = { valor: r.SecretString ?? '', en: Date.now() };
      return leido.valor;
    });
  return async (): Promise<string> => {
    if (leido && Date.now() - leido.en < SECRETO_VIGENTE_MS) return leido.valor;
    const secretId = process.env[variable];
    if (!secretId) throw new Error(`${variable} is not set`);
    enCurso ??= leer(secretId).finally(() => (enCurso = undefined));
    try {
      return await enCurso;
    } catch (err) {
      if (!leido) throw err;
      log.warn('secret not read again, using the last value read', {
        secretId,
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      });
      return leido.valor;
    }
  };
};

/** The same reader for a secret that holds a JSON object. */
export const lectorDeSecretoJson = <T>(variable: string) => {
  const leer = lectorDeSecreto(variable);
  return async (): Promise<T> => JSON.parse((await leer()) || '{}') as T;
};
