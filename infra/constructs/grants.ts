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
import { iamActionsOf, type AwsService, type FunctionAccess } from '#shared/contract/grants.ts';
import { acknowledge } from './nag.ts';
import type { OperationFunction } from './operation-function.ts';

/** The shared resources a function may touch; `queue` only for a function that declares `queue:send`. */
export interface PortalResources {
  table: ITable;
  bucket: IBucket;
  userPool: IUserPool;
  bus: IEventBus;
  queue?: IQueue;
  /** The outside providers' secrets, each only for a function that declares it (`wallet:secret`, `custody:secret`). */
  secrets?: Partial<Record<SecretoDeProveedor, ISecret>>;
}

export const SECRETOS_DE_PROVEEDOR = ['wallet', 'custody'] as const;
export type SecretoDeProveedor = (typeof SECRETOS_DE_PROVEEDOR)[number];

/** The providers' secrets a function declares. */
export const secretosDe = (access: Pick<FunctionAccess, 'uses'>): SecretoDeProveedor[] =>
  SECRETOS_DE_PROVEEDOR.filter((s) => access.uses.includes(`${s}:secret`));

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

/**
 * Grants a function exactly `iamActionsOf(access)`, each action on its own resource only, and
 * acknowledges the three resource wildcards that remain, each with its reason. No CDK `grant*`
 * helper: those add actions the contract never asked for (Scan, DescribeTable, s3:List*, ...).
 */
export const grantAccess = (fn: OperationFunction, access: FunctionAccess, res: PortalResources): void => {
  const byService = new Map<AwsService, string[]>();
  for (const action of iamActionsOf(access)) {
    const service = serviceOf(action);
    byService.set(service, [...(byService.get(service) ?? []), action]);
  }
  const allow = (actions: string[], resources: string[]) => fn.fn.addToRolePolicy(new PolicyStatement({ actions, resources }));
  const ack = (arn: string, reason: string) => acknowledge(fn, `AwsSolutions-IAM5[Resource::${nagResource(fn, arn)}]`, reason);

  for (const [service, actions] of byService) {
    switch (service) {
      case 'dynamodb': {
        allow(actions, [res.table.tableArn]);
        if (actions.includes('dynamodb:Query')) {
          const indexes = `${res.table.tableArn}/index/*`;
          allow(['dynamodb:Query'], [indexes]);
          ack(
            indexes,
            'Access patterns query the secondary indexes of this single table (Query only); the wildcard covers its own indexes.',
          );
        }
        break;
      }
      case 's3': {
        const objects = res.bucket.arnForObjects('*');
        allow(actions, [objects]);
        ack(
          objects,
          'Tenant documents live under per-tenant keys decided at runtime; handlers build every key from the verified tenant.',
        );
        break;
      }
      case 'cognito-idp':
        allow(actions, [res.userPool.userPoolArn]);
        break;
      case 'events':
        allow(actions, [res.bus.eventBusArn]);
        break;
      case 'ses': {
        const identities = Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
        allow(actions, [identities]);
        ack(
          identities,
          'SES authorises sending per verified identity (the sender domain and, in the sandbox, each recipient); the statement allows only ses:SendEmail.',
        );
        break;
      }
      case 'sqs':
        if (!res.queue) throw new Error(`${fn.node.path} declares queue:send but was given no queue`);
        allow(actions, [res.queue.queueArn]);
        break;
      case 'geo-places':
      case 'geo-routes':
        // Amazon Location's managed providers: the service's own resource in the region.
        allow(actions, [Stack.of(fn).formatArn({ service, account: '', resource: 'provider', resourceName: 'default' })]);
        break;
      case 'secretsmanager':
        allow(
          actions,
          secretosDe(access).map((nombre) => {
            const secret = res.secrets?.[nombre];
            if (!secret) throw new Error(`${fn.node.path} declares ${nombre}:secret but was given no secret`);
            // Imported by name: the ARN lacks the six random characters Secrets Manager appends.
            return secret.secretFullArn ?? `${secret.secretArn}-??????`;
          }),
        );
        break;
      default:
        throw new Error(`${fn.node.path}: no resource is mapped for ${service} actions`);
    }
  }
};
