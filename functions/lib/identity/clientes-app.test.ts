import {
  AddUserPoolClientSecretCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  DeleteUserPoolClientCommand,
  DeleteUserPoolClientSecretCommand,
  InvalidParameterException,
  LimitExceededException,
  ListUserPoolClientSecretsCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import {
  agregarSecreto,
  borrarAppCliente,
  crearAppCliente,
  MAXIMO_SECRETOS,
  retirarSecreto,
  secretosDe,
  ULTIMO_SECRETO,
} from './clientes-app.ts';

const cognito = mockClient(CognitoIdentityProviderClient);
const metadata = { httpStatusCode: 400, requestId: 'R1', attempts: 1, totalRetryDelay: 0 };

beforeAll(() => {
  Object.assign(process.env, { USER_POOL_ID: 'us-east-1_pool', AWS_REGION: 'us-east-1', LOG_LEVEL: 'silent' });
});
afterEach(() => cognito.reset());

/** Record 0166: the machine clients' Cognito port, with the errors Cognito answers. */
describe('machine app clients in Cognito', () => {
  it('creates a confidential client for client credentials only, with these scopes and 15-minute tokens', async () => {
    cognito.on(CreateUserPoolClientCommand).resolves({ UserPoolClient: { ClientId: 'c1', ClientSecret: 's1' } });
    expect(await crearAppCliente('cargosur-10-7', ['cotizar', 'emitir'])).toEqual({ clientId: 'c1', valor: 's1' });
    expect(cognito.commandCalls(CreateUserPoolClientCommand)[0]!.args[0].input).toMatchObject({
      UserPoolId: 'us-east-1_pool',
      GenerateSecret: true,
      AllowedOAuthFlows: ['client_credentials'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: ['portal-carga/cotizar', 'portal-carga/emitir'],
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: 15,
      TokenValidityUnits: { AccessToken: 'minutes' },
    });
  });

  it('lists secrets oldest first without values; a client already gone has none', async () => {
    cognito.on(ListUserPoolClientSecretsCommand).resolves({
      ClientSecrets: [
        { ClientSecretId: 'b', ClientSecretCreateDate: new Date('2026-11-02T00:00:00Z') },
        { ClientSecretId: 'a', ClientSecretCreateDate: new Date('2026-11-01T00:00:00Z') },
      ],
    });
    expect(await secretosDe('c1')).toEqual([
      { id: 'a', creado: '2026-11-01T00:00:00.000Z' },
      { id: 'b', creado: '2026-11-02T00:00:00.000Z' },
    ]);
    cognito
      .on(ListUserPoolClientSecretsCommand)
      .rejects(new ResourceNotFoundException({ $metadata: metadata, message: 'No client' }));
    expect(await secretosDe('c1')).toEqual([]);
  });

  it('a third secret is a 422 that says to retire one; so is retiring the last', async () => {
    cognito.on(AddUserPoolClientSecretCommand).rejects(new LimitExceededException({ $metadata: metadata, message: 'limit' }));
    await expect(agregarSecreto('c1')).rejects.toEqual(new HttpError(422, MAXIMO_SECRETOS));
    cognito
      .on(DeleteUserPoolClientSecretCommand)
      .rejects(new InvalidParameterException({ $metadata: metadata, message: 'Cannot delete the last secret' }));
    await expect(retirarSecreto('c1', 'a')).rejects.toEqual(new HttpError(422, ULTIMO_SECRETO));
  });

  it('answers a new secret’s value and id once; deleting a client already gone is done', async () => {
    cognito.on(AddUserPoolClientSecretCommand).resolves({
      ClientSecretDescriptor: {
        ClientSecretId: 'n',
        ClientSecretValue: 'v',
        ClientSecretCreateDate: new Date('2026-11-03T00:00:00Z'),
      },
    });
    expect(await agregarSecreto('c1')).toEqual({ id: 'n', valor: 'v', creado: '2026-11-03T00:00:00.000Z' });
    cognito.on(DeleteUserPoolClientCommand).rejects(new ResourceNotFoundException({ $metadata: metadata, message: 'No client' }));
    await expect(borrarAppCliente('c1')).resolves.toBeUndefined();
  });
});
