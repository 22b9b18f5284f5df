import path from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Tags } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { bundleLambda, LAMBDA_HANDLER } from '../bundling.ts';
import { REPO_ROOT } from '../config.ts';
import { acknowledge } from './nag.ts';

/** Tag keys that identify the portal's own functions (as opposed to CDK-internal helper functions). */
export const OPERATION_TAG = 'portal:operation';
export const JOB_TAG = 'portal:job';
export const DISPATCHER_TAG = 'portal:job-dispatcher';
export const SUBSCRIBER_TAG = 'portal:subscriber';
export const WORKER_TAG = 'portal:worker';

export interface OperationFunctionProps {
  /** Handler file relative to the repository root, e.g. `functions/me/get-me.ts` (exports `handler`). */
  entry: string;
  /** Tag identifying the function, e.g. `{ key: OPERATION_TAG, value: op.id }` or `{ key: JOB_TAG, value: job.name }`. */
  tag: { key: string; value: string };
  description?: string;
  environment?: Record<string, string>;
  timeout?: Duration;
  /** MB; 512 unless the work needs more (CPU grows with memory). */
  memorySize?: number;
}

/**
 * One Lambda per API operation, job, job dispatcher, event subscriber or worker: Node 22 on ARM, bundled by
 * esbuild (infra/bundling.ts, locally, no Docker) as ESM chunks with the AWS SDK v3 inside, an
 * explicit one-month log group and active tracing.
 */
export class OperationFunction extends Construct {
  readonly fn: lambda.Function;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: OperationFunctionProps) {
    super(scope, id);

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const entry = path.join(REPO_ROOT, props.entry);
    this.fn = new lambda.Function(this, 'Fn', {
      // Bundled at synth into the asset's output; skipped like any bundling when the stack is not
      // being bundled (`aws:cdk:bundling-stacks`). The hash is the bundle's, so a change that does
      // not change the output does not redeploy.
      code: lambda.Code.fromAsset(path.dirname(entry), {
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
          // CDK caches a bundle by the JSON of these options, where `tryBundle` (a function) does not
          // appear: without the entry here, every function of one folder would get the first one's bundle.
          environment: { PORTAL_ENTRY: props.entry },
          local: {
            tryBundle: (outputDir) => {
              bundleLambda(entry, outputDir, [path.join(REPO_ROOT, 'node_modules')]);
              return true;
            },
          },
        },
      }),
      handler: LAMBDA_HANDLER,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: lambda.Tracing.ACTIVE,
      logGroup: this.logGroup,
      description: props.description?.slice(0, 256),
      // No --enable-source-maps: it makes every cold start read the map; stack traces keep file offsets.
      environment: props.environment,
    });
    Tags.of(this.fn).add(props.tag.key, props.tag.value);

    acknowledge(
      this.fn,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the handlers are built and tested for (esbuild target node22); moving to a newer runtime is a deliberate, separate upgrade.',
    );
    acknowledge(
      this.fn,
      'AwsSolutions-IAM5[Resource::*]',
      'Active tracing: xray:PutTraceSegments/PutTelemetryRecords do not support resource-level permissions, so X-Ray requires Resource "*".',
    );
    acknowledge(
      this.fn,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'AWSLambdaBasicExecutionRole only allows writing CloudWatch logs, which every function needs; it grants no data access.',
    );
  }
}
