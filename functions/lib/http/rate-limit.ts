import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { documentClient, tableName } from '../data/client.ts';
import type { TenantTable } from '../data/table.ts';
import { HttpError } from './errors.ts';

/**
 * The client a public request comes from: the viewer IP CloudFront's function writes into x-viewer-ip
 * (API Gateway's own source IP is CloudFront's edge), or the connection's address locally.
 */
export const clientOf = (event: APIGatewayProxyEventV2): string => {
  const viewer = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === 'x-viewer-ip')?.[1];
  return viewer || event.requestContext?.http?.sourceIp || 'desconocido';
};

/**
 * A fixed one-minute window per client and operation, counted with an atomic ADD on an item that
 * expires by TTL. HTTP APIs have no usage plans, so the per-client limit lives here and is the same
 * in the cloud and behind the local gateway; API Gateway's route throttling stays as a global ceiling.
 */
export const enforceRateLimit = async (
  table: TenantTable,
  operationId: string,
  client: string,
  perMinute: number,
): Promise<void> => {
  const minute = Math.floor(Date.now() / 60_000);
  const out = await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: table.key('LIMITE', operationId, client, minute), sk: table.key('LIMITE') },
      UpdateExpression: 'ADD #n :one SET expiraEn = if_not_exists(expiraEn, :ttl)',
      ExpressionAttributeNames: { '#n': 'solicitudes' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': (minute + 2) * 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  if (Number(out.Attributes?.solicitudes) > perMinute) {
    throw new HttpError(429, 'Demasiadas solicitudes. Esperá un minuto y volvé a intentar.');
  }
};
