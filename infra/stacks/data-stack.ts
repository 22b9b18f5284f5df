import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { ROW_ATTRIBUTE, TABLE_INDEXES, TTL_ATTRIBUTE } from '#shared/contract/table.ts';

export interface DataStackProps extends StackProps {
  stage: string;
}

/** The single-table DynamoDB design (see functions/lib/data/ACCESS-PATTERNS.md). */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    const str = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });
    this.table = new dynamodb.Table(this, 'Table', {
      tableName: `portal-carga-${props.stage}`,
      partitionKey: str('pk'),
      sortKey: str('sk'),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Lists read rows, not items: each index projects only the keys and the entity's list row.
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index,
        partitionKey: str(`${index}pk`),
        sortKey: str(`${index}sk`),
        projectionType: dynamodb.ProjectionType.INCLUDE,
        nonKeyAttributes: [ROW_ATTRIBUTE],
      });
    }
  }
}
