import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { prepareClient } from '../../aws/clients.ts';

let client: DynamoDBDocumentClient | undefined;

/**
 * One document client per Lambda container, made on first use. The endpoint comes from the
 * environment (AWS_ENDPOINT_URL_DYNAMODB locally), so handlers hold no local-only code.
 */
export const documentClient = (): DynamoDBDocumentClient =>
  (client ??= DynamoDBDocumentClient.from(prepareClient('dynamodb', DynamoDBClient), {
    marshallOptions: { removeUndefinedValues: true },
  }));

export const tableName = (): string => {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
};
