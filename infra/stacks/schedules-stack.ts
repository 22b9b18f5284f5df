import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { jobEntry, type Job } from '#shared/contract/define.ts';
import { JOBS } from '#shared/contract/jobs.ts';
import { functionEnvironment } from '../constructs/function-environment.ts';
import { grantUses } from '../constructs/grants.ts';
import { JOB_TAG, OperationFunction } from '../constructs/operation-function.ts';
import { importBucket, importTable } from '../constructs/same-env-refs.ts';

export interface SchedulesStackProps extends StackProps {
  stage: string;
  mailFrom: string;
  publicUrlTemplate: string;
  table: Table;
  bucket: Bucket;
  userPool: IUserPool;
  userPoolClientId: string;
  /** Defaults to the contract's JOBS; tests may pass their own list. */
  jobs?: readonly Job[];
}

/** The portal's event bus and one scheduled Lambda per job in the contract. */
export class SchedulesStack extends Stack {
  readonly bus: events.EventBus;
  readonly jobFunctions = new Map<string, OperationFunction>();

  constructor(scope: Construct, id: string, props: SchedulesStackProps) {
    super(scope, id, props);

    this.bus = new events.EventBus(this, 'Bus', { eventBusName: `portal-carga-${props.stage}` });
    const resources = {
      table: importTable(this, 'TableRef', props.table),
      bucket: importBucket(this, 'FilesRef', props.bucket),
      userPool: props.userPool,
      bus: this.bus,
    };

    for (const job of props.jobs ?? JOBS) {
      const fn = new OperationFunction(this, `Job-${job.name}`, {
        entry: jobEntry(job),
        tag: { key: JOB_TAG, value: job.name },
        description: job.summary,
        timeout: Duration.minutes(1),
        environment: functionEnvironment({
          ...resources,
          userPoolClientId: props.userPoolClientId,
          mailFrom: props.mailFrom,
          publicUrlTemplate: props.publicUrlTemplate,
        }),
      });
      grantUses(fn.fn, fn, job.uses, resources);
      new events.Rule(this, `Schedule-${job.name}`, {
        description: `${job.name}: ${job.schedule}`,
        schedule: events.Schedule.expression(job.schedule),
        targets: [new targets.LambdaFunction(fn.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
      });
      this.jobFunctions.set(job.name, fn);
    }
  }
}
