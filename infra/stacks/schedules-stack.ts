import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue, Queue } from 'aws-cdk-lib/aws-sqs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { jobEntry, subscriberEntry, workerEntry, type Job, type Subscriber, type Worker } from '#shared/contract/define.ts';
import { EVENT_SOURCE, EVENTOS_DECLARACION } from '#shared/contract/events.ts';
import { DISPATCHER_ACCESS, DISPATCHER_NAME, JOBS } from '#shared/contract/jobs.ts';
import { SUBSCRIBERS } from '#shared/contract/subscribers.ts';
import { WORKERS } from '#shared/contract/workers.ts';
import { functionEnvironment } from '../constructs/function-environment.ts';
import { grantAccess, grantQueuePolling, type PortalResources } from '../constructs/grants.ts';
import { DISPATCHER_TAG, JOB_TAG, OperationFunction, SUBSCRIBER_TAG, WORKER_TAG } from '../constructs/operation-function.ts';
import { importBucket, importTable } from '../constructs/same-env-refs.ts';
import { createEventDeadLetterQueue, createFinanceQueue, createWorkQueue } from '../constructs/secure-queue.ts';

export interface SchedulesStackProps extends StackProps {
  stage: string;
  mailFrom: string;
  publicUrlTemplate: string;
  table: Table;
  bucket: Bucket;
  userPool: IUserPool;
  userPoolClientId: string;
}

/** One generic handler fans every tenant job out; it learns which job from JOB_NAME. */
const DISPATCHER_ENTRY = jobEntry({ name: DISPATCHER_NAME });

/** What a job with a budget leaves of its timeout to queue its continuation and finish its log line. */
const JOB_MARGIN_MS = 90_000;

/**
 * The portal's event bus; one schedule per job (a global job's function runs on it, a tenant job's
 * runs once per tenant through a dispatcher and a queue); one rule per event subscriber; one queue
 * and function per worker.
 */
export class SchedulesStack extends Stack {
  readonly bus: events.EventBus;
  readonly finanzas: IQueue;
  /** Each worker's queue by name: the operations that declare its resource send to it. */
  readonly colas: Record<string, Queue> = {};
  private readonly resources: PortalResources;

  constructor(scope: Construct, id: string, props: SchedulesStackProps) {
    super(scope, id, props);

    this.bus = new events.EventBus(this, 'Bus', { eventBusName: `portal-carga-${props.stage}` });
    this.resources = {
      table: importTable(this, 'TableRef', props.table),
      bucket: importBucket(this, 'FilesRef', props.bucket),
      userPool: props.userPool,
      bus: this.bus,
    };
    const environment = functionEnvironment({
      ...this.resources,
      userPoolClientId: props.userPoolClientId,
      mailFrom: props.mailFrom,
      publicUrlTemplate: props.publicUrlTemplate,
    });

    for (const job of JOBS) {
      const timeout = Duration.minutes(job.timeoutMinutes ?? 1);
      // A tenant job reads its tenants from its own queue; one that re-queues itself writes to it too.
      const queue = job.scope === 'tenant' ? createWorkQueue(this, `Queue-${job.name}`, timeout) : undefined;
      const fn = new OperationFunction(this, `Job-${job.name}`, {
        entry: jobEntry(job),
        tag: { key: JOB_TAG, value: job.name },
        description: job.summary,
        timeout,
        environment: {
          ...environment,
          ...(queue && job.uses.includes('queue:send')
            ? { JOB_QUEUE_URL: queue.queueUrl, JOB_BUDGET_MS: String(timeout.toMilliseconds() - JOB_MARGIN_MS) }
            : {}),
        },
      });
      grantAccess(fn, job, { ...this.resources, ...(job.uses.includes('queue:send') ? { queue } : {}) });
      new events.Rule(this, `Schedule-${job.name}`, {
        description: `${job.name}: ${job.schedule}`,
        schedule: events.Schedule.expression(job.schedule),
        targets: [
          new targets.LambdaFunction(queue ? this.fanOut(job, fn, queue) : fn.fn, {
            retryAttempts: 2,
            maxEventAge: Duration.hours(1),
          }),
        ],
      });
    }

    for (const subscriber of SUBSCRIBERS) this.subscribe(subscriber, environment);
    for (const worker of WORKERS) this.colas[worker.name] = this.trabajador(worker, props.stage, environment);

    // Finance hears of every step of a declaration: a rule delivers those events to its queue.
    this.finanzas = createFinanceQueue(this, 'FinanzasQueue');
    new events.Rule(this, 'DeclaracionesAFinanzas', {
      eventBus: this.bus,
      description: `Eventos de declaraciones para finanzas: ${EVENTOS_DECLARACION.join(', ')}`,
      eventPattern: { source: [EVENT_SOURCE], detailType: [...EVENTOS_DECLARACION] },
      targets: [
        new targets.SqsQueue(this.finanzas, {
          retryAttempts: 4,
          maxEventAge: Duration.hours(24),
          deadLetterQueue: createEventDeadLetterQueue(this, 'Dlq-finanzas'),
        }),
      ],
    });
    new CfnOutput(this, 'FinanzasQueueUrl', {
      value: this.finanzas.queueUrl,
      description: 'La cola de finanzas (eventos de declaraciones).',
    });
  }

  /**
   * Schedule → dispatcher → one queue message per tenant → the job's function, one tenant per
   * invocation: a job never meets the Lambda timeout however many tenants there are, and a tenant
   * that fails is retried (then parked in the DLQ) alone.
   */
  private fanOut(job: Job, jobFn: OperationFunction, queue: IQueue): IFunction {
    jobFn.fn.addEventSourceMapping('Tenants', { eventSourceArn: queue.queueArn, batchSize: 1, reportBatchItemFailures: true });
    grantQueuePolling(jobFn, queue);

    const dispatcher = new OperationFunction(this, `Dispatch-${job.name}`, {
      entry: DISPATCHER_ENTRY,
      tag: { key: DISPATCHER_TAG, value: job.name },
      description: `Queues one ${job.name} run per tenant.`,
      timeout: Duration.seconds(30),
      environment: { JOB_NAME: job.name, JOB_QUEUE_URL: queue.queueUrl },
    });
    grantAccess(dispatcher, DISPATCHER_ACCESS, { ...this.resources, queue });
    return dispatcher.fn;
  }

  /**
   * A worker: its queue (named, so the API stacks import it without an export; a message is retried
   * twice, then parked in its DLQ) and its function, one message per invocation, reporting failures.
   */
  private trabajador(worker: Worker, stage: string, environment: Record<string, string>): Queue {
    const timeout = Duration.seconds(worker.timeoutSeconds);
    const queue = createWorkQueue(this, `Queue-${worker.name}`, timeout, `portal-carga-${stage}-${worker.name}`);
    const fn = new OperationFunction(this, `Worker-${worker.name}`, {
      entry: workerEntry(worker),
      tag: { key: WORKER_TAG, value: worker.name },
      description: worker.summary,
      timeout,
      memorySize: worker.memorySize,
      environment,
    });
    grantAccess(fn, worker, this.resources);
    fn.fn.addEventSourceMapping('Queue', { eventSourceArn: queue.queueArn, batchSize: 1, reportBatchItemFailures: true });
    grantQueuePolling(fn, queue);
    return queue;
  }

  private subscribe(subscriber: Subscriber, environment: Record<string, string>): void {
    const fn = new OperationFunction(this, `Subscriber-${subscriber.name}`, {
      entry: subscriberEntry(subscriber),
      tag: { key: SUBSCRIBER_TAG, value: subscriber.name },
      description: subscriber.summary,
      timeout: Duration.seconds(30),
      // generar-documentos renders PDFs, which is CPU-bound; Lambda's CPU share grows with memory.
      memorySize: 1024,
      environment,
    });
    grantAccess(fn, subscriber, this.resources);
    new events.Rule(this, `On-${subscriber.name}`, {
      eventBus: this.bus,
      description: `${subscriber.name}: ${subscriber.events.join(', ')}`,
      eventPattern: { source: [EVENT_SOURCE], detailType: [...subscriber.events] },
      targets: [
        new targets.LambdaFunction(fn.fn, {
          retryAttempts: 4,
          maxEventAge: Duration.hours(2),
          deadLetterQueue: createEventDeadLetterQueue(this, `Dlq-${subscriber.name}`),
        }),
      ],
    });
  }
}
