import { isPublic, type Callers, type Resource } from './define.ts';

/**
 * What a function may do, derived in one place from its caller kind and its own `uses`. The CDK
 * stacks grant exactly these IAM actions, and the local runtime refuses any AWS call outside them
 * (the emulators enforce no IAM), so a missing grant fails in every test as it would in AWS.
 */
export interface FunctionAccess {
  callers?: Callers;
  rateLimit?: { perMinute: number };
  uses: readonly Resource[];
}

/**
 * The handler stack reads before the use case runs: a signed-in caller's user and working company
 * (one BatchGetItem), and a rate-limited public call counts the client's requests (one UpdateItem).
 */
export const resourcesOf = (fn: FunctionAccess): ReadonlySet<Resource> => {
  const all = new Set<Resource>(fn.uses);
  if (fn.callers) {
    const publica = isPublic({ callers: fn.callers });
    if (!publica) all.add('table:read');
    if (publica && fn.rateLimit) all.add('table:write');
  }
  return all;
};

export type AwsService =
  'dynamodb' | 's3' | 'cognito-idp' | 'events' | 'ses' | 'sqs' | 'secretsmanager' | 'geo-places' | 'geo-routes';

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE = [...TABLE_READ, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/**
 * The IAM actions each declared resource stands for. S3's HeadObject and a presigned GET need
 * s3:GetObject; CopyObject needs GetObject on the source and PutObject on the target; a presigned
 * POST is signed with the function's credentials, so the browser's upload needs s3:PutObject.
 */
export const IAM_ACTIONS: Record<Resource, readonly string[]> = {
  'table:read': TABLE_READ,
  'table:write': TABLE_WRITE,
  'files:read': ['s3:GetObject'],
  'files:write': ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
  'users:admin': [
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminDeleteUser',
    'cognito-idp:AdminUpdateUserAttributes',
    'cognito-idp:AdminDisableUser',
    'cognito-idp:AdminEnableUser',
    // A client's user without onboarding gets a sign-in with a random password and no e-mail.
    'cognito-idp:AdminSetUserPassword',
  ],
  'events:put': ['events:PutEvents'],
  'mail:send': ['ses:SendEmail'],
  'queue:send': ['sqs:SendMessage'],
  'wallet:secret': ['secretsmanager:GetSecretValue'],
  'custody:secret': ['secretsmanager:GetSecretValue'],
  'maps:read': ['geo-places:SearchText', 'geo-routes:CalculateRoutes'],
};

/** Every IAM action a function is granted, sorted. */
export const iamActionsOf = (fn: FunctionAccess): string[] =>
  [...new Set([...resourcesOf(fn)].flatMap((r) => IAM_ACTIONS[r]))].sort();

const DYNAMODB_TRANSACT: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

/**
 * The IAM actions one SDK call needs, from its service and low-level command name (`GetItemCommand`,
 * `TransactWriteItemsCommand`, ...); a transaction needs the action of each of its parts.
 */
export const iamActionsOfCall = (service: AwsService, commandName: string, input: Record<string, unknown> = {}): string[] => {
  const operation = commandName.replace(/Command$/, '');
  if (service === 'dynamodb' && operation === 'TransactWriteItems') {
    const items = (input.TransactItems ?? []) as Record<string, unknown>[];
    return [...new Set(items.flatMap((item) => Object.keys(item).map((k) => DYNAMODB_TRANSACT[k] ?? `dynamodb:${k}`)))];
  }
  if (service === 'dynamodb' && operation === 'TransactGetItems') return ['dynamodb:GetItem'];
  if (service === 's3' && (operation === 'HeadObject' || operation === 'CopyObject')) {
    return operation === 'HeadObject' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject'];
  }
  // A multipart upload (a streamed export) is authorised by s3:PutObject, its abort by s3:AbortMultipartUpload.
  if (service === 's3' && ['CreateMultipartUpload', 'UploadPart', 'CompleteMultipartUpload'].includes(operation))
    return ['s3:PutObject'];
  if (service === 'sqs' && operation === 'SendMessageBatch') return ['sqs:SendMessage'];
  return [`${service}:${operation}`];
};
