import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue, Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  jobEntry,
  subscriberEntry,
  workerEntry,
  workerQueueEnv,
  type Job,
  type Resource,
  type Subscriber,
  type Worker,
} from '#shared/contract/define.ts';
import { EVENT_SOURCE, EVENTOS_DECLARACION } from '#shared/contract/events.ts';
import { DISPATCHER_ACCESS, DISPATCHER_NAME, JOBS } from '#shared/contract/jobs.ts';
import { SUBSCRIBERS } from '#shared/contract/subscribers.ts';
import { WORKERS } from '#shared/contract/workers.ts';
import { Alarmas } from '../constructs/alarmas.ts';
import { functionEnvironment } from '../constructs/function-environment.ts';
import { grantAccess, grantQueuePolling, type PortalResources } from '../constructs/grants.ts';
import { DISPATCHER_TAG, JOB_TAG, OperationFunction, SUBSCRIBER_TAG, WORKER_TAG } from '../constructs/operation-function.ts';
import { onFailureTo } from '../constructs/on-failure.ts';
import { importBucket, importTable, importTopic } from '../constructs/same-env-refs.ts';
import { createEventDeadLetterQueue, createFinanceQueue, createWorkQueue } from '../constructs/secure-queue.ts';

export interface SchedulesStackProps extends StackProps {
  stage: string;
  mailFrom: string;
  publicUrlTemplate: string;
  table: Table;
  bucket: Bucket;
  userPool: IUserPool;
  userPoolClientId: string;
  /** The stage's alarm topic (AlarmasStack). */
  alarmTopic: Topic;
}

/** One generic handler fans every tenant job out; it learns which job from JOB_NAME. */
const DISPATCHER_ENTRY = jobEntry({ name: DISPATCHER_NAME });

/** What a job with a budget leaves of its timeout to queue its continuation and finish its log line. */
const JOB_MARGIN_MS = 90_000;

/**
 * The tries of an asynchronous invocation, the same at both ends: a rule retries delivering the event
 * to the function, and Lambda retries running it (at most two more times), both within the event's age.
 */
const SCHEDULE_TRIES = { retryAttempts: 2, maxEventAge: Duration.hours(1) };
const SUBSCRIBER_TRIES = { retryAttempts: 2, maxEventAge: Duration.hours(2) };
/** Finance reads its queue continuously; a message this old means it stopped (the queue keeps them 4 days). */
const FINANCE_MAX_AGE = Duration.hours(6);

/**
 * The portal's event bus; one schedule per job (a global job's function runs on it, a tenant job's
 * runs once per tenant through a dispatcher and a queue); one rule per event subscriber; one queue
 * and function per worker. Nothing invoked here fails silently: every function EventBridge invokes
 * has an on-failure destination, every rule target a dead-letter queue, every dead-letter queue an
 * alarm, and every function's errors and throttles an alarm.
 */
export class SchedulesStack extends Stack {
  readonly bus: events.EventBus;
  readonly finanzas: IQueue;
  /** Each worker's queue by name: the operations that declare its resource send to it. */
  readonly colas: Record<string, Queue> = {};
  private readonly resources: PortalResources;
  private readonly alarmas: Alarmas;

  constructor(scope: Construct, id: string, props: SchedulesStackProps) {
    super(scope, id, props);

    this.bus = new events.EventBus(this, 'Bus', { eventBusName: `portal-carga-${props.stage}` });
    this.alarmas = new Alarmas(this, 'Alarmas', { topic: importTopic(this, 'AlarmTopic', props.alarmTopic), stage: props.stage });
    this.resources = {
      table: importTable(this, 'TableRef', props.table),
      bucket: importBucket(this, 'FilesRef', props.bucket),
      userPool: props.userPool,
      bus: this.bus,
    };
    const environment = functionEnvironment({
      ...this.resources,
      stage: props.stage,
      userPoolClientId: props.userPoolClientId,
      mailFrom: props.mailFrom,
      publicUrlTemplate: props.publicUrlTemplate,
    });

    const trabajos: OperationFunction[] = [];
    for (const job of JOBS) {
      const timeout = Duration.minutes(job.timeoutMinutes ?? 1);
      // A tenant job reads its tenants from its own queue; one that re-queues itself writes to it too.
      const queue =
        job.scope === 'tenant'
          ? createWorkQueue(
              this,
              `Queue-${job.name}`,
              this.alarmas,
              {
                nombre: job.name,
                queLlega: `las corridas de ${job.name} de un tenant que fallaron tres veces (un mensaje por tenant y corrida)`,
              },
              timeout,
            )
          : undefined;
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
      const disparada = queue ? this.fanOut(job, fn, queue) : fn;
      trabajos.push(fn, ...(disparada === fn ? [] : [disparada]));
      const quien = queue ? 'el repartidor' : 'la función';
      const disparo = createEventDeadLetterQueue(this, `Dlq-${job.name}-disparo`, this.alarmas, {
        nombre: `${job.name}-disparo`,
        queLlega: `los disparos del programa de ${job.name} que no llegaron a ${quien} o con los que ${quien} falló en todos sus intentos`,
      });
      onFailureTo(disparada, disparo, SCHEDULE_TRIES);
      new events.Rule(this, `Schedule-${job.name}`, {
        description: `${job.name}: ${job.schedule}`,
        schedule: events.Schedule.expression(job.schedule),
        targets: [new targets.LambdaFunction(disparada.fn, { ...SCHEDULE_TRIES, deadLetterQueue: disparo })],
      });
    }
    this.alarmas.funciones(
      'trabajos',
      trabajos.map((t) => t.fn),
    );
    // The workers' queues first: subscribers and workers send to them (a webhook's next attempt).
    for (const worker of WORKERS) this.colas[worker.name] = this.colaDe(worker, props.stage);
    this.alarmas.funciones(
      'suscriptores',
      SUBSCRIBERS.map((subscriber) => this.subscribe(subscriber, environment).fn),
    );
    this.alarmas.funciones(
      'trabajadores',
      WORKERS.map((worker) => this.trabajador(worker, environment).fn),
    );

    // Finance hears of every step of a declaration: a rule delivers those events to its queue.
    this.finanzas = createFinanceQueue(this, 'FinanzasQueue', this.alarmas);
    this.alarmas.antiguedad(this.finanzas, 'finanzas', FINANCE_MAX_AGE, 'el sistema de finanzas');
    new events.Rule(this, 'DeclaracionesAFinanzas', {
      eventBus: this.bus,
      description: `Eventos de declaraciones para finanzas: ${EVENTOS_DECLARACION.join(', ')}`,
      eventPattern: { source: [EVENT_SOURCE], detailType: [...EVENTOS_DECLARACION] },
      targets: [
        new targets.SqsQueue(this.finanzas, {
          retryAttempts: 4,
          maxEventAge: Duration.hours(24),
          deadLetterQueue: createEventDeadLetterQueue(this, 'Dlq-finanzas', this.alarmas, {
            nombre: 'finanzas-entrega',
            queLlega: 'los eventos de declaraciones que EventBridge no pudo dejar en la cola de finanzas',
          }),
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
  private fanOut(job: Job, jobFn: OperationFunction, queue: IQueue): OperationFunction {
    jobFn.fn.addEventSourceMapping('Tenants', {
      eventSourceArn: queue.queueArn,
      // One run per invocation: a message may be a long run (a segment of a month close).
      batchSize: 1,
      reportBatchItemFailures: true,
      maxConcurrency: job.maxConcurrency,
    });
    grantQueuePolling(jobFn, queue);

    const dispatcher = new OperationFunction(this, `Dispatch-${job.name}`, {
      entry: DISPATCHER_ENTRY,
      tag: { key: DISPATCHER_TAG, value: job.name },
      description: `Queues one ${job.name} run per tenant.`,
      timeout: Duration.seconds(30),
      environment: { JOB_NAME: job.name, JOB_QUEUE_URL: queue.queueUrl },
    });
    grantAccess(dispatcher, DISPATCHER_ACCESS, { ...this.resources, queue });
    return dispatcher;
  }

  /** A worker's queue, named so the API stacks import it without an export; a message is retried twice, then parked in its DLQ. */
  private colaDe(worker: Worker, stage: string): Queue {
    return createWorkQueue(
      this,
      `Queue-${worker.name}`,
      this.alarmas,
      { nombre: worker.name, queLlega: `los pedidos a ${worker.name} que fallaron tres veces (un mensaje por pedido)` },
      Duration.seconds(worker.timeoutSeconds),
      `portal-carga-${stage}-${worker.name}`,
    );
  }

  /** The queues of the workers a function sends to, and the variables that name them to it. */
  private colasPara(access: { uses: readonly Resource[] }) {
    const suyas = WORKERS.filter((w) => access.uses.includes(w.resource));
    return {
      colas: Object.fromEntries(suyas.map((w) => [w.name, this.colas[w.name]!])),
      env: Object.fromEntries(suyas.map((w) => [workerQueueEnv(w), this.colas[w.name]!.queueUrl])),
    };
  }

  /** A worker's function: one message per invocation from its queue, reporting failures. */
  private trabajador(worker: Worker, environment: Record<string, string>): OperationFunction {
    const cola = this.colas[worker.name]!;
    const { colas, env } = this.colasPara(worker);
    const fn = new OperationFunction(this, `Worker-${worker.name}`, {
      entry: workerEntry(worker),
      tag: { key: WORKER_TAG, value: worker.name },
      description: worker.summary,
      timeout: Duration.seconds(worker.timeoutSeconds),
      memorySize: worker.memorySize,
      environment: { ...environment, ...env },
    });
    grantAccess(fn, worker, { ...this.resources, colas });
    fn.fn.addEventSourceMapping('Queue', { eventSourceArn: cola.queueArn, batchSize: 1, reportBatchItemFailures: true });
    grantQueuePolling(fn, cola);
    return fn;
  }

  private subscribe(subscriber: Subscriber, environment: Record<string, string>): OperationFunction {
    const fn = new OperationFunction(this, `Subscriber-${subscriber.name}`, {
      entry: subscriberEntry(subscriber),
      tag: { key: SUBSCRIBER_TAG, value: subscriber.name },
      description: subscriber.summary,
      timeout: Duration.seconds(30),
      // generar-documentos renders PDFs, which is CPU-bound; Lambda's CPU share grows with memory.
      memorySize: 1024,
      environment: { ...environment, ...this.colasPara(subscriber).env },
    });
    grantAccess(fn, subscriber, { ...this.resources, colas: this.colasPara(subscriber).colas });
    const dlq = createEventDeadLetterQueue(this, `Dlq-${subscriber.name}`, this.alarmas, {
      nombre: subscriber.name,
      queLlega: `los eventos que ${subscriber.name} no pudo atender en sus intentos, o que EventBridge no le pudo entregar`,
    });
    onFailureTo(fn, dlq, SUBSCRIBER_TRIES);
    new events.Rule(this, `On-${subscriber.name}`, {
      eventBus: this.bus,
      description: `${subscriber.name}: ${subscriber.events.join(', ')}`,
      eventPattern: { source: [EVENT_SOURCE], detailType: [...subscriber.events] },
      targets: [
        new targets.LambdaFunction(fn.fn, { retryAttempts: 4, maxEventAge: SUBSCRIBER_TRIES.maxEventAge, deadLetterQueue: dlq }),
      ],
    });
    return fn;
  }
}
