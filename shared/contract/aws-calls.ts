import type { AwsService } from './grants.ts';
import { PARTITION_KEY } from './table.ts';

/** The resource one action of a call is on, as the call's input names it. */
export type CallTarget =
  | { kind: 'table'; table?: string; partitionKeys: string[] }
  | { kind: 'index'; table?: string; index?: string }
  | { kind: 'object'; bucket?: string; key?: string }
  | { kind: 'userPool'; id?: string }
  | { kind: 'bus'; name?: string }
  | { kind: 'mailIdentities' }
  | { kind: 'queue'; url?: string }
  | { kind: 'secret'; id?: string }
  | { kind: 'geoProvider' };

/** One thing IAM authorises for a call: an action on a resource. */
export interface CallRequest {
  action: string;
  target: CallTarget;
}

type Input = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** A key attribute as the document client passes it (a string) or as the low-level API does ({ S }). */
const keyValue = (v: unknown): string | undefined => str(v) ?? str((v as { S?: unknown } | undefined)?.S);
const pkOf = (item: unknown): string[] => {
  const pk = keyValue((item as Input | undefined)?.[PARTITION_KEY]);
  return pk === undefined ? [] : [pk];
};

const table = (action: string, name: unknown, partitionKeys: string[]): CallRequest => ({
  action: `dynamodb:${action}`,
  target: { kind: 'table', table: str(name), partitionKeys },
});

const TRANSACT_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};

const dynamodb = (operation: string, input: Input): CallRequest[] => {
  switch (operation) {
    case 'Query':
    case 'Scan':
      return input.IndexName === undefined
        ? [table(operation, input.TableName, [])]
        : [
            {
              action: `dynamodb:${operation}`,
              target: { kind: 'index', table: str(input.TableName), index: str(input.IndexName) },
            },
          ];
    case 'BatchGetItem':
      return Object.entries((input.RequestItems ?? {}) as Record<string, { Keys?: unknown[] }>).map(([name, r]) =>
        table(operation, name, (r.Keys ?? []).flatMap(pkOf)),
      );
    case 'BatchWriteItem':
      return Object.entries((input.RequestItems ?? {}) as Record<string, Input[]>).map(([name, requests]) =>
        table(
          operation,
          name,
          requests.flatMap((r) => pkOf((r.PutRequest as Input | undefined)?.Item ?? (r.DeleteRequest as Input | undefined)?.Key)),
        ),
      );
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return ((input.TransactItems ?? []) as Input[]).flatMap((item) =>
        Object.entries(item).map(([kind, part]) => {
          const p = part as Input;
          return table(TRANSACT_ACTIONS[kind] ?? `${kind}Item`, p.TableName, pkOf(p.Key ?? p.Item));
        }),
      );
    default:
      return [table(operation, input.TableName, pkOf(input.Key ?? input.Item))];
  }
};

const S3_ACTIONS: Record<string, string> = {
  HeadObject: 's3:GetObject',
  GetObject: 's3:GetObject',
  PutObject: 's3:PutObject',
  // A multipart upload (a streamed export) is authorised by s3:PutObject, its abort by s3:AbortMultipartUpload.
  CreateMultipartUpload: 's3:PutObject',
  UploadPart: 's3:PutObject',
  CompleteMultipartUpload: 's3:PutObject',
  AbortMultipartUpload: 's3:AbortMultipartUpload',
  DeleteObject: 's3:DeleteObject',
};

/** CopyObject's source: `bucket/key`, the key URL-encoded. */
const copySource = (source: unknown): { bucket?: string; key?: string } => {
  const s = str(source)?.replace(/^\//, '');
  if (!s) return {};
  const slash = s.indexOf('/');
  return { bucket: s.slice(0, slash), key: decodeURIComponent(s.slice(slash + 1)) };
};

const s3 = (operation: string, input: Input): CallRequest[] => {
  const object = { kind: 'object', bucket: str(input.Bucket), key: str(input.Key) } as const;
  if (operation === 'CopyObject')
    return [
      { action: 's3:GetObject', target: { kind: 'object', ...copySource(input.CopySource) } },
      { action: 's3:PutObject', target: object },
    ];
  return [{ action: S3_ACTIONS[operation] ?? `s3:${operation}`, target: object }];
};

/** PutEvents names a bus per entry; a call with no entry names none. */
const buses = (input: Input): (string | undefined)[] => {
  const entries = (input.Entries ?? []) as Input[];
  return entries.length ? [...new Set(entries.map((e) => str(e.EventBusName)))] : [undefined];
};

/**
 * What IAM checks for one SDK call, from its service, low-level command name (`GetItemCommand`,
 * `TransactWriteItemsCommand`, ...) and input: each action with the resource it is on (a
 * transaction's parts, a batch's tables, a copy's source and target each count).
 */
export const requestsOfCall = (service: AwsService, commandName: string, input: Input = {}): CallRequest[] => {
  const operation = commandName.replace(/Command$/, '');
  switch (service) {
    case 'dynamodb':
      return dynamodb(operation, input);
    case 's3':
      return s3(operation, input);
    case 'cognito-idp':
      return [{ action: `cognito-idp:${operation}`, target: { kind: 'userPool', id: str(input.UserPoolId) } }];
    case 'events':
      return buses(input).map((name) => ({ action: `events:${operation}`, target: { kind: 'bus', name } }));
    case 'ses':
      return [{ action: `ses:${operation}`, target: { kind: 'mailIdentities' } }];
    case 'sqs':
      return [{ action: `sqs:${operation.replace(/Batch$/, '')}`, target: { kind: 'queue', url: str(input.QueueUrl) } }];
    case 'secretsmanager':
      return [{ action: `secretsmanager:${operation}`, target: { kind: 'secret', id: str(input.SecretId) } }];
    case 'geo-places':
    case 'geo-routes':
      return [{ action: `${service}:${operation}`, target: { kind: 'geoProvider' } }];
  }
};
