import { Duration } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { Alarmas } from './alarmas.ts';
import { acknowledge } from './nag.ts';

const secureQueueDefaults = {
  enforceSSL: true,
  // SQS-managed keys: no KMS key policy to keep in step with EventBridge and Lambda.
  encryption: sqs.QueueEncryption.SQS_MANAGED,
} as const satisfies sqs.QueueProps;

/** A dead-letter queue by what fails into it: `portal-carga-<stage>-<nombre>-dlq`, and what lands there (its alarm says it). */
export interface ColaMuerta {
  nombre: string;
  queLlega: string;
}

/**
 * Where failed messages wait, two weeks, for someone to look at them and redrive them; named, so the
 * runbook can name it, and watched by an alarm that fires on the first message.
 */
const createDeadLetterQueue = (scope: Construct, id: string, alarmas: Alarmas, cola: ColaMuerta): sqs.Queue => {
  const dlq = new sqs.Queue(scope, id, {
    ...secureQueueDefaults,
    queueName: `${alarmas.prefijo}-${cola.nombre}-dlq`,
    retentionPeriod: Duration.days(14),
  });
  alarmas.colaMuerta(dlq, cola.nombre, cola.queLlega);
  return dlq;
};

/**
 * The dead-letter queue of what EventBridge invokes: the events a rule target could not deliver, and
 * the function's own failures once Lambda's retries of the asynchronous invocation are spent (its
 * on-failure destination).
 */
export const createEventDeadLetterQueue = (scope: Construct, id: string, alarmas: Alarmas, cola: ColaMuerta): sqs.Queue => {
  const dlq = createDeadLetterQueue(scope, id, alarmas, cola);
  acknowledge(
    dlq,
    'AwsSolutions-SQS3',
    "This queue is itself a dead-letter queue, of an EventBridge rule target and a function's asynchronous invocations (cdk-nag only recognises other queues' DLQs); what lands here is inspected and redriven by hand.",
  );
  return dlq;
};

/**
 * A work queue for a Lambda event source: a message is retried twice more, then moves to its DLQ.
 * Lambda's advice: the visibility timeout is at least six times the function's timeout, so a batch
 * is not handed to a second invocation while the first still works on it.
 */
export const createWorkQueue = (
  scope: Construct,
  id: string,
  alarmas: Alarmas,
  dlq: ColaMuerta,
  functionTimeout: Duration,
  queueName?: string,
): sqs.Queue =>
  new sqs.Queue(scope, id, {
    ...secureQueueDefaults,
    // A literal name where other stacks send to it (importQueue), so they need no cross-stack export.
    queueName,
    visibilityTimeout: Duration.seconds(functionTimeout.toSeconds() * 6),
    deadLetterQueue: {
      queue: createDeadLetterQueue(scope, `${id}-Dlq`, alarmas, dlq),
      maxReceiveCount: 3,
    },
  });

/**
 * The queue the finance system reads the declarations' events from (issue 13): encrypted, kept 4 days,
 * and a message finance fails to process 5 times moves to its dead-letter queue (14 days).
 */
export const createFinanceQueue = (scope: Construct, id: string, alarmas: Alarmas): sqs.Queue =>
  new sqs.Queue(scope, id, {
    ...secureQueueDefaults,
    retentionPeriod: Duration.days(4),
    deadLetterQueue: {
      queue: createDeadLetterQueue(scope, `${id}-Dlq`, alarmas, {
        nombre: 'finanzas',
        queLlega: 'los eventos de declaraciones que el sistema de finanzas no pudo procesar en cinco intentos',
      }),
      maxReceiveCount: 5,
    },
  });
