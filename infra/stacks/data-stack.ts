import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';

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
      timeToLiveAttribute: 'expiraEn',
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.table.addGlobalSecondaryIndex({ indexName: 'gsi1', partitionKey: str('gsi1pk'), sortKey: str('gsi1sk') });
    this.table.addGlobalSecondaryIndex({ indexName: 'gsi2', partitionKey: str('gsi2pk'), sortKey: str('gsi2sk') });
  }
}
