import { MINUTOS_TOKEN, scopeCognito, type Alcance } from '#shared/auth/maquinas.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Cognito app clients of machine callers (record 0166): the port the integration use cases create,
 * rotate and delete them through. The SDK loads on first use. A secret's value leaves Cognito once,
 * in the answer to its creation, and is never stored by the portal.
 */
const sdk = () => import('./cognito.ts');

const poolId = (): string => {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
};

export interface SecretoNuevo {
  id: string;
  valor: string;
  creado: string;
}

const fecha = (d: Date | undefined): string => (d ?? new Date()).toISOString();

const noExiste = (err: unknown): boolean => (err as { name?: string }).name === 'ResourceNotFoundException';

/** A secret as the portal shows it: its id and date, never its value. */
export interface SecretoVisible {
  id: string;
  creado: string;
}

/** The client's secrets, oldest first (Cognito is their only record). */
export const secretosDe = async (clientId: string): Promise<SecretoVisible[]> => {
  const { cognito, ListUserPoolClientSecretsCommand } = await sdk();
  let secretos: { ClientSecretId?: string | undefined; ClientSecretCreateDate?: Date | undefined }[];
  try {
    ({ ClientSecrets: secretos = [] } = await cognito.send(
      new ListUserPoolClientSecretsCommand({ UserPoolId: poolId(), ClientId: clientId }),
    ));
  } catch (err) {
    // A client whose deletion stopped half-way: it has no secret left to show.
    if (noExiste(err)) return [];
    throw err;
  }
  return secretos
    .map((s) => ({ id: s.ClientSecretId ?? '', creado: fecha(s.ClientSecretCreateDate) }))
    .filter((s) => s.id)
    .sort((a, b) => a.creado.localeCompare(b.creado));
};

/**
 * A confidential app client that only does client credentials with these scopes: no user sign-in
 * flow, no callback, 15-minute access tokens. Answers its id and its first secret's value.
 */
export const crearAppCliente = async (
  nombre: string,
  alcances: readonly Alcance[],
): Promise<{ clientId: string; valor: string }> => {
  const { cognito, CreateUserPoolClientCommand } = await sdk();
  const { UserPoolClient: app } = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: poolId(),
      ClientName: nombre,
      GenerateSecret: true,
      AllowedOAuthFlows: ['client_credentials'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: alcances.map(scopeCognito),
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: MINUTOS_TOKEN,
      TokenValidityUnits: { AccessToken: 'minutes' },
      EnableTokenRevocation: true,
    }),
  );
  if (!app?.ClientId || !app.ClientSecret) throw new Error('Cognito created no confidential app client');
  return { clientId: app.ClientId, valor: app.ClientSecret };
};

export const MAXIMO_SECRETOS = 'El cliente ya tiene dos secretos: retirá el viejo antes de rotar otra vez.';

/** A second secret while the system moves to it; Cognito holds two at most. */
export const agregarSecreto = async (clientId: string): Promise<SecretoNuevo> => {
  const { cognito, AddUserPoolClientSecretCommand } = await sdk();
  try {
    const { ClientSecretDescriptor: d } = await cognito.send(
      new AddUserPoolClientSecretCommand({ UserPoolId: poolId(), ClientId: clientId }),
    );
    if (!d?.ClientSecretId || !d.ClientSecretValue) throw new Error('Cognito answered no new secret');
    return { id: d.ClientSecretId, valor: d.ClientSecretValue, creado: fecha(d.ClientSecretCreateDate) };
  } catch (err) {
    if ((err as { name?: string }).name === 'LimitExceededException') throw new HttpError(422, MAXIMO_SECRETOS);
    throw err;
  }
};

export const ULTIMO_SECRETO = 'Es el único secreto del cliente: para cortarle el acceso, eliminá el cliente.';

/** Retires one secret; Cognito never deletes the last (two retirements at once: the second is refused). */
export const retirarSecreto = async (clientId: string, secretoId: string): Promise<void> => {
  const { cognito, DeleteUserPoolClientSecretCommand } = await sdk();
  try {
    await cognito.send(
      new DeleteUserPoolClientSecretCommand({ UserPoolId: poolId(), ClientId: clientId, ClientSecretId: secretoId }),
    );
  } catch (err) {
    if ((err as { name?: string }).name === 'InvalidParameterException') throw new HttpError(422, ULTIMO_SECRETO);
    throw err;
  }
};

/** Deletes the app client; one already gone is what the caller wanted. */
export const borrarAppCliente = async (clientId: string): Promise<void> => {
  const { cognito, DeleteUserPoolClientCommand } = await sdk();
  try {
    await cognito.send(new DeleteUserPoolClientCommand({ UserPoolId: poolId(), ClientId: clientId }));
  } catch (err) {
    if (!noExiste(err)) throw err;
  }
};
