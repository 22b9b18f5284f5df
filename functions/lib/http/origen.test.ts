import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Secrets Manager as AWS answers: AWSCURRENT always, AWSPREVIOUS only once the secret was rotated. */
const sm = mockClient(SecretsManagerClient);
const versiones: Record<string, string | undefined> = {};
let fallas = 0;
const lecturas = () => sm.commandCalls(GetSecretValueCommand).map((c) => c.args[0].input.VersionStage);

const rotar = (nuevo: string) => {
  versiones.AWSPREVIOUS = versiones.AWSCURRENT;
  versiones.AWSCURRENT = nuevo;
};

const event = (secreto?: string) =>
  ({ headers: secreto === undefined ? {} : { 'x-origin-secret': secreto } }) as unknown as APIGatewayProxyEventV2;

/** Each test loads the module afresh: the cache of the read lives in it, as in a new Lambda container. */
const cargar = async () => {
  vi.resetModules();
  return (await import('./origen.ts')).assertFromEdge;
};
const pasa = async (check: (e: APIGatewayProxyEventV2) => Promise<void>, secreto?: string) =>
  check(event(secreto)).then(
    () => true,
    (err: Error) => (err.name === 'ForbiddenError' || err.message === 'Forbidden' ? false : Promise.reject(err)),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.stubEnv('PORTS_MODE', 'cloud');
  vi.stubEnv('ORIGIN_SECRET_ID', 'portal-carga-prod-origen');
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  versiones.AWSCURRENT = 'uno';
  delete versiones.AWSPREVIOUS;
  sm.reset();
  fallas = 0;
  sm.on(GetSecretValueCommand).callsFake((input: { SecretId: string; VersionStage: string }) => {
    expect(input.SecretId).toBe('portal-carga-prod-origen');
    if (fallas-- > 0)
      throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $metadata: { httpStatusCode: 400 } });
    const valor = versiones[input.VersionStage];
    if (valor === undefined)
      throw new ResourceNotFoundException({
        message: `Secrets Manager can't find the specified secret value for staging label: ${input.VersionStage}`,
        $metadata: { httpStatusCode: 400 },
      });
    return { SecretString: valor, VersionStages: [input.VersionStage] };
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});
afterAll(() => sm.restore());

describe('assertFromEdge with the secret in Secrets Manager', () => {
  it('accepts the current value, refuses another or none, reading the secret by the name in ORIGIN_SECRET_ID', async () => {
    const check = await cargar();
    expect(await pasa(check, 'uno')).toBe(true);
    expect(await pasa(check, 'otro')).toBe(false);
    expect(await pasa(check)).toBe(false);
  });

  it('during a rotation accepts the previous value (CloudFront not yet deployed) and the new one', async () => {
    rotar('dos');
    const check = await cargar();
    expect(await pasa(check, 'uno')).toBe(true);
    expect(await pasa(check, 'dos')).toBe(true);
    expect(await pasa(check, 'cero')).toBe(false);
  });

  it('reads once for five minutes, then again', async () => {
    const check = await cargar();
    for (let i = 0; i < 5; i++) expect(await pasa(check, 'uno')).toBe(true);
    expect(lecturas()).toEqual(['AWSCURRENT', 'AWSPREVIOUS']);
    vi.setSystemTime(Date.now() + 5 * 60_000);
    expect(await pasa(check, 'uno')).toBe(true);
    expect(lecturas()).toHaveLength(4);
  });

  it('a rotated value unknown to a warm function is read again at once, not five minutes later', async () => {
    const check = await cargar();
    expect(await pasa(check, 'uno')).toBe(true);
    rotar('dos');
    vi.setSystemTime(Date.now() + 31_000);
    expect(await pasa(check, 'dos')).toBe(true);
  });

  it('wrong values read the secret again at most every 30 seconds', async () => {
    const check = await cargar();
    expect(await pasa(check, 'uno')).toBe(true);
    vi.setSystemTime(Date.now() + 31_000);
    for (let i = 0; i < 20; i++) expect(await pasa(check, `intento-${i}`)).toBe(false);
    expect(lecturas()).toHaveLength(4);
  });

  it('a read that fails twice (its one retry) fails the request and is not kept: the next one reads again', async () => {
    fallas = 4;
    const check = await cargar();
    await expect(pasa(check, 'uno')).rejects.toThrow('Rate exceeded');
    expect(await pasa(check, 'uno')).toBe(true);
  });

  it('a failed read again keeps the values read before (a throttled Secrets Manager refuses no one)', async () => {
    const check = await cargar();
    expect(await pasa(check, 'uno')).toBe(true);
    vi.setSystemTime(Date.now() + 5 * 60_000);
    fallas = 4;
    expect(await pasa(check, 'uno')).toBe(true);
    expect(await pasa(check, 'otro')).toBe(false);
  });
});
