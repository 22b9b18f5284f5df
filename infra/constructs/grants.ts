import { Stack } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';
import type { Resource } from '#shared/contract/define.ts';
import { acknowledge } from './nag.ts';

/** The shared resources a handler may touch, as declared in `op.uses` / `job.uses`. */
export interface PortalResources {
  table: ITable;
  bucket: IBucket;
  userPool: IUserPool;
  bus: IEventBus;
}

/** The IAM actions `users:admin` stands for: the Cognito admin API, on the portal's pool only. */
export const USERS_ADMIN_ACTIONS = ['cognito-idp:Admin*'];

const S3_READ_WILDCARDS = ['s3:GetObject*', 's3:GetBucket*', 's3:List*'];
const S3_WRITE_WILDCARDS = ['s3:DeleteObject*', 's3:Abort*'];

/** How cdk-nag renders a resource ARN in an IAM5 finding id, e.g. `arn:<AWS::Partition>:s3:::name/*`. */
const nagResource = (scope: IConstruct, arn: string): string => flattenCfnReference(Stack.of(scope).resolve(arn));

/**
 * Grants exactly what the contract declares (so a handler can't touch what it doesn't list) and
 * acknowledges, one by one, the wildcard findings those CDK grants produce, each with its reason.
 * `ackScope` is the construct that owns the grantee's role (the OperationFunction).
 */
export const grantUses = (grantee: IGrantable, ackScope: IConstruct, uses: readonly Resource[], res: PortalResources): void => {
  const ack = (finding: string, reason: string) => acknowledge(ackScope, `AwsSolutions-IAM5[${finding}]`, reason);
  const set = new Set(uses);

  if (set.has('table:write')) res.table.grantReadWriteData(grantee);
  else if (set.has('table:read')) res.table.grantReadData(grantee);
  if (set.has('table:read') || set.has('table:write')) {
    ack(
      `Resource::${nagResource(ackScope, `${res.table.tableArn}/index/*`)}`,
      'Access patterns query the GSIs gsi1 and gsi2 of this single table; the wildcard covers only its own indexes.',
    );
  }

  if (set.has('files:write')) res.bucket.grantReadWrite(grantee);
  else if (set.has('files:read')) res.bucket.grantRead(grantee);
  if (set.has('files:read') || set.has('files:write')) {
    const writes = set.has('files:write');
    for (const action of writes ? [...S3_READ_WILDCARDS, ...S3_WRITE_WILDCARDS] : S3_READ_WILDCARDS) {
      ack(
        `Action::${action}`,
        `CDK bucket.${writes ? 'grantReadWrite' : 'grantRead'} action group, limited to the portal files bucket (op uses ${writes ? 'files:write' : 'files:read'}).`,
      );
    }
    ack(
      `Resource::${nagResource(ackScope, `${res.bucket.bucketArn}/*`)}`,
      'Tenant documents live under per-tenant prefixes decided at runtime; handlers scope keys by the verified tenant.',
    );
  }

  if (set.has('users:admin')) {
    res.userPool.grant(grantee, ...USERS_ADMIN_ACTIONS);
    ack(
      'Action::cognito-idp:Admin*',
      'users:admin handlers create, update, disable users and set their groups and tenant attributes; the Admin* API is scoped to the portal user pool ARN only.',
    );
  }

  if (set.has('events:put')) res.bus.grantPutEventsTo(grantee);

  if (set.has('mail:send')) {
    const identities = Stack.of(ackScope).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: [identities] }));
    ack(
      `Resource::${nagResource(ackScope, identities)}`,
      'SES authorises sending per verified identity (the sender domain and, in the sandbox, each recipient); the statement allows only ses:SendEmail.',
    );
  }
};
