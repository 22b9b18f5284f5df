import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { acknowledge } from '../constructs/nag.ts';
import type { Construct } from 'constructs';
import { ROW_ATTRIBUTE, TABLE_INDEXES, TTL_ATTRIBUTE } from '#shared/contract/table.ts';

export interface DataStackProps extends StackProps {
  stage: string;
}

/** The single-table DynamoDB design (see functions/lib/data/ACCESS-PATTERNS.md). */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  /**
   * The wallet provider's credentials and webhook secret ({clientId, clientSecret, webhookSecret}),
   * read only by the checkout functions that declare `wallet:secret`. Created with a random webhook
   * secret; the provider's credentials are put in it after deploy (docs/operations.md).
   */
  readonly walletSecret: secretsmanager.Secret;
  /** The security-custody provider's API key ({apiKey}), read only by the custody functions that declare `custody:secret`. */
  readonly custodySecret: secretsmanager.Secret;
  /** The people API's key ({apiKey}), read only by the functions that declare `personas:secret` (the specific-trip issue). */
  readonly personasSecret: secretsmanager.Secret;

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
    this.walletSecret = this.secretoDeProveedor('WalletSecret', `portal-carga-${props.stage}-billetera`, {
      description: 'Credenciales de la billetera (clientId, clientSecret) y secreto de sus avisos (webhookSecret).',
      plantilla: { clientId: '', clientSecret: '' },
      generada: 'webhookSecret',
    });
    this.custodySecret = this.secretoDeProveedor('CustodySecret', `portal-carga-${props.stage}-custodia`, {
      description: 'Clave de la API del proveedor de custodia (apiKey).',
      plantilla: {},
      generada: 'apiKey',
    });
    this.personasSecret = this.secretoDeProveedor('PersonasSecret', `portal-carga-${props.stage}-personas`, {
      description: 'Clave de la API de personas (validación de personas bloqueadas, apiKey).',
      plantilla: {},
      generada: 'apiKey',
    });
  }

  /** A provider's secret: a literal name (consumers import it by name), one generated key, retained. */
  private secretoDeProveedor(
    id: string,
    secretName: string,
    o: { description: string; plantilla: Record<string, string>; generada: string },
  ) {
    const secret = new secretsmanager.Secret(this, id, {
      secretName,
      description: o.description,
      generateSecretString: {
        secretStringTemplate: JSON.stringify(o.plantilla),
        generateStringKey: o.generada,
        excludePunctuation: true,
        passwordLength: 48,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      secret,
      'AwsSolutions-SMG4',
      "The provider issues and rotates its own credentials; they are replaced in the secret by hand when the provider's console rotates them.",
    );
    return secret;
  }
}
