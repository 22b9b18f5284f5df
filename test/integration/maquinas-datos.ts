import { CognitoIdentityProviderClient, CreateUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { scopeCognito, type Alcance } from '#shared/auth/maquinas.ts';
import { ClienteMaquina, ClienteMaquinaIndice, type ClienteMaquinaItem } from '#lib/data/clientes-maquina.ts';
import { TenantDb } from '#lib/data/model/db.ts';

const SISTEMA = new TenantDb('_system');

/**
 * A machine client's two items (record 0165), of the seeded broker (company 10 of cargosur) unless
 * told otherwise; `indice` files it elsewhere, as a misfiled or tampered index would. Returns its id.
 */
export const darDeAltaMaquina = async (
  cambios: Partial<ClienteMaquinaItem> = {},
  indice: { tenant?: string; empresaId?: number } = {},
): Promise<string> => {
  const cliente: ClienteMaquinaItem = {
    empresaId: 10,
    clientId: randomUUID().replaceAll('-', '').slice(0, 26),
    nombre: 'TMS de prueba',
    alcances: ['cotizar', 'consultar'],
    idRol: 'administrador',
    usuarioId: 900_001,
    correoAvisos: 'tms@cargosur.demo',
    cuotaPorMinuto: 120,
    activo: true,
    creado: new Date().toISOString(),
    creadoPor: 1,
    ...cambios,
  };
  await new TenantDb('cargosur').write(ClienteMaquina.create(cliente));
  await SISTEMA.write(
    ClienteMaquinaIndice.create({
      clientId: cliente.clientId,
      tenant: indice.tenant ?? 'cargosur',
      empresaId: indice.empresaId ?? cliente.empresaId,
    }),
  );
  return cliente.clientId;
};

/** An app client in the emulator as the admin screens create one: secret, client credentials, these scopes. */
export const crearAppMaquina = async (alcances: readonly Alcance[]): Promise<{ clientId: string; secreto: string }> => {
  const admin = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${inject('cognitoPort')}`,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { UserPoolClient: cliente } = await admin.send(
    new CreateUserPoolClientCommand({
      UserPoolId: inject('userPoolId'),
      ClientName: 'tms-prueba',
      GenerateSecret: true,
      AllowedOAuthFlows: ['client_credentials'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: alcances.map(scopeCognito),
    }),
  );
  return { clientId: cliente!.ClientId!, secreto: cliente!.ClientSecret! };
};

export const basicDe = (clientId: string, secreto: string): string =>
  `Basic ${Buffer.from(`${clientId}:${secreto}`).toString('base64')}`;

/** The local token endpoint (record 0167), as a transport system calls Cognito's /oauth2/token. */
export const pedirToken = (authorization: string, cuerpo = 'grant_type=client_credentials'): Promise<Response> =>
  fetch(`http://127.0.0.1:${inject('apiPort')}/cognito/oauth2/token`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: cuerpo,
  });
