// Client-secret rotation (AddUserPoolClientSecret, DeleteUserPoolClientSecret, ListUserPoolClientSecrets),
// which cognito-local lacks, added to its targets as Cognito answers them: at most two secrets per app
// client, never deleting the last, values only when a secret is created (record 0166). The app client's
// `ClientSecret` stays the oldest secret still valid, so DescribeUserPoolClient remains coherent. One
// local-only target, `VerificarSecretoCliente`, lets the local token endpoint accept either secret
// (record 0167); no function calls it. Plain JS: preloaded into the emulator's own process.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Targets } = require('cognito-local/lib/targets/targets.js');
const { CognitoError, InvalidParameterError, ResourceNotFoundError } = require('cognito-local/lib/errors.js');

const MAXIMO = 2;

/** The client and its secrets, first touch seeding the list with the secret it was created with. */
const leer = async (cognito, ctx, req) => {
  const client = await cognito.getAppClient(ctx, req.ClientId);
  if (!client || client.UserPoolId !== req.UserPoolId) throw new ResourceNotFoundError();
  if (!client.ClientSecret) throw new InvalidParameterError('The app client has no client secret.');
  client.SecretosLocales ??= [
    {
      ClientSecretId: `${client.ClientId}-1`,
      ClientSecretValue: client.ClientSecret,
      ClientSecretCreateDate: client.CreationDate,
    },
  ];
  const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
  return { client, guardar: () => userPool.saveAppClient(ctx, client) };
};

const descriptor = ({ ClientSecretId, ClientSecretCreateDate }) => ({
  ClientSecretId,
  ClientSecretCreateDate: new Date(ClientSecretCreateDate).getTime() / 1000,
});

Targets.AddUserPoolClientSecret =
  ({ cognito }) =>
  async (ctx, req) => {
    const { client, guardar } = await leer(cognito, ctx, req);
    if (client.SecretosLocales.length >= MAXIMO)
      throw new CognitoError('LimitExceededException', 'The app client already has the maximum number of client secrets.');
    const n = Math.max(...client.SecretosLocales.map((s) => Number(s.ClientSecretId.split('-').pop()) || 0)) + 1;
    const nuevo = {
      ClientSecretId: `${client.ClientId}-${n}`,
      ClientSecretValue: randomBytes(39).toString('base64url').replace(/-/g, '0').slice(0, 52),
      ClientSecretCreateDate: new Date(),
    };
    client.SecretosLocales.push(nuevo);
    await guardar();
    return { ClientSecretDescriptor: { ...descriptor(nuevo), ClientSecretValue: nuevo.ClientSecretValue } };
  };

Targets.DeleteUserPoolClientSecret =
  ({ cognito }) =>
  async (ctx, req) => {
    const { client, guardar } = await leer(cognito, ctx, req);
    const quedan = client.SecretosLocales.filter((s) => s.ClientSecretId !== req.ClientSecretId);
    if (quedan.length === client.SecretosLocales.length) throw new ResourceNotFoundError();
    if (quedan.length === 0) throw new InvalidParameterError('The last client secret of an app client cannot be deleted.');
    client.SecretosLocales = quedan;
    client.ClientSecret = quedan[0].ClientSecretValue;
    await guardar();
    return {};
  };

Targets.ListUserPoolClientSecrets =
  ({ cognito }) =>
  async (ctx, req) => {
    const { client } = await leer(cognito, ctx, req);
    return { ClientSecrets: client.SecretosLocales.map(descriptor) };
  };

Targets.VerificarSecretoCliente =
  ({ cognito }) =>
  async (ctx, req) => {
    const client = await cognito.getAppClient(ctx, req.ClientId);
    const secretos =
      client?.SecretosLocales?.map((s) => s.ClientSecretValue) ?? (client?.ClientSecret ? [client.ClientSecret] : []);
    return { Valido: typeof req.ClientSecret === 'string' && secretos.includes(req.ClientSecret) };
  };
