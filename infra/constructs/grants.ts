import { Stack } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';
import { grantsOf, type AwsService, type FunctionAccess, type Grant, type SecretoDeProveedor } from '#shared/contract/grants.ts';
import { TABLE_INDEXES } from '#shared/contract/table.ts';
import { acknowledge } from './nag.ts';
import type { OperationFunction } from './operation-function.ts';

/** The shared resources a function may touch; `queue` only for a function that declares `queue:send`. */
export interface PortalResources {
  table: ITable;
  bucket: IBucket;
  userPool: IUserPool;
  bus: IEventBus;
  queue?: IQueue;
  /** The workers' queues by worker name, for a function that declares a worker's resource (`exports:queue`). */
  colas?: Readonly<Record<string, IQueue>>;
  /** The outside providers' secrets, each only for a function that declares it (`wallet:secret`, `custody:secret`). */
  secrets?: Partial<Record<SecretoDeProveedor, ISecret>>;
  /** The origin secret, for the public functions (grantsOf gives them its `originSecret` target). */
  originSecret?: ISecret;
}

/**
 * What the Lambda service itself needs, through the function's role, to poll the function's queue.
 * The function's code never calls SQS, so these are not part of its contract grants.
 */
export const SQS_POLL_ACTIONS = ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes'];

export const grantQueuePolling = (fn: OperationFunction, queue: IQueue): void => {
  fn.fn.addToRolePolicy(new PolicyStatement({ actions: SQS_POLL_ACTIONS, resources: [queue.queueArn] }));
};

/** How cdk-nag renders a resource ARN in an IAM5 finding id, e.g. `arn:<AWS::Partition>:s3:::name/*`. */
const nagResource = (scope: IConstruct, arn: string): string => flattenCfnReference(Stack.of(scope).resolve(arn));

const serviceOf = (action: string): AwsService => action.split(':')[0] as AwsService;

/** The ARNs a grant's target stands for, given the actions (Amazon Location's provider is per service). */
const arnsOf = (fn: OperationFunction, grant: Grant, actions: readonly string[], res: PortalResources): string[] => {
  const t = grant.target;
  switch (t.kind) {
    case 'table':
      return [res.table.tableArn];
    case 'indexes':
      return TABLE_INDEXES.map((index) => `${res.table.tableArn}/index/${index}`);
    case 'objects':
      return t.keys.map((key) => res.bucket.arnForObjects(key));
    case 'userPool':
      return [res.userPool.userPoolArn];
    case 'bus':
      return [res.bus.eventBusArn];
    case 'mailIdentities':
      return [Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })];
    case 'jobQueue':
      if (!res.queue) throw new Error(`${fn.node.path} declares queue:send but was given no queue`);
      return [res.queue.queueArn];
    case 'workerQueue': {
      const cola = res.colas?.[t.worker];
      if (!cola) throw new Error(`${fn.node.path} sends to the ${t.worker} worker but was given no queue`);
      return [cola.queueArn];
    }
    case 'secret':
    case 'originSecret': {
      const secret = t.kind === 'secret' ? res.secrets?.[t.secret] : res.originSecret;
      if (!secret)
        throw new Error(`${fn.node.path} reads ${t.kind === 'secret' ? t.secret : 'the origin'} secret but was given none`);
      // Imported by name: the ARN lacks the six random characters Secrets Manager appends.
      return [secret.secretFullArn ?? `${secret.secretArn}-??????`];
    }
    case 'geoProvider':
      return [
        Stack.of(fn).formatArn({ service: serviceOf(actions[0]!), account: '', resource: 'provider', resourceName: 'default' }),
      ];
  }
};

/** Why each resource wildcard that remains is there, for cdk-nag. */
const WILDCARD_REASONS: Partial<Record<Grant['target']['kind'], string>> = {
  objects:
    'Each statement names the key prefixes of the zones the function declares (shared/contract/archivos.ts); the tenant part of a key is decided at run time from the verified token or host, so it is the wildcard.',
  mailIdentities:
    'SES authorises sending per verified identity (the sender domain and, in the sandbox, each recipient); the statement allows only ses:SendEmail.',
};

/**
 * Grants a function exactly `grantsOf(access)`: each grant's actions on its own resources, with its
 * `dynamodb:LeadingKeys` condition where it has one, and acknowledges each resource wildcard that
 * remains with its reason. No CDK `grant*` helper: those add actions the contract never asked for
 * (Scan, DescribeTable, s3:List*, ...).
 */
export const grantAccess = (fn: OperationFunction, access: FunctionAccess, res: PortalResources): void => {
  for (const grant of grantsOf(access)) {
    const byService = new Map<AwsService, string[]>();
    for (const action of grant.actions) byService.set(serviceOf(action), [...(byService.get(serviceOf(action)) ?? []), action]);
    for (const actions of byService.values()) {
      const resources = arnsOf(fn, grant, actions, res);
      fn.fn.addToRolePolicy(
        new PolicyStatement({
          actions,
          resources,
          ...(grant.leadingKeys
            ? { conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.leadingKeys] } } }
            : {}),
        }),
      );
      const reason = WILDCARD_REASONS[grant.target.kind];
      for (const arn of reason ? resources : []) acknowledge(fn, `AwsSolutions-IAM5[Resource::${nagResource(fn, arn)}]`, reason!);
    }
  }
};
