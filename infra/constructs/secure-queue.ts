import { Duration } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.ts';

const secureQueueDefaults = {
  enforceSSL: true,
  // SQS-managed keys: no KMS key policy to keep in step with EventBridge and Lambda.
  encryption: sqs.QueueEncryption.SQS_MANAGED,
} as const satisfies sqs.QueueProps;

/** Where failed messages wait, two weeks, for someone to look at them and redrive them. */
const createDeadLetterQueue = (scope: Construct, id: string): sqs.Queue =>
  new sqs.Queue(scope, id, { ...secureQueueDefaults, retentionPeriod: Duration.days(14) });

/** The dead-letter queue of an EventBridge rule target: the events it could not deliver after its retries. */
export const createEventDeadLetterQueue = (scope: Construct, id: string): sqs.Queue => {
  const dlq = createDeadLetterQueue(scope, id);
  acknowledge(
    dlq,
    'AwsSolutions-SQS3',
    "This queue is itself a dead-letter queue, of an EventBridge rule target (cdk-nag only recognises other queues' and Lambda's DLQs); what lands here is inspected and redriven by hand.",
  );
  return dlq;
};

/**
 * A work queue for a Lambda event source: a message is retried twice more, then moves to its DLQ.
 * Lambda's advice: the visibility timeout is at least six times the function's timeout, so a batch
 * is not handed to a second invocation while the first still works on it.
 */
export const createWorkQueue = (scope: Construct, id: string, functionTimeout: Duration, queueName?: string): sqs.Queue =>
  new sqs.Queue(scope, id, {
    ...secureQueueDefaults,
    // A literal name where other stacks send to it (importQueue), so they need no cross-stack export.
    queueName,
    visibilityTimeout: Duration.seconds(functionTimeout.toSeconds() * 6),
    deadLetterQueue: { queue: createDeadLetterQueue(scope, `${id}-Dlq`), maxReceiveCount: 3 },
  });

/**
 * The queue the finance system reads the declarations' events from (issue 13): encrypted, kept 4 days,
 * and a message finance fails to process 5 times moves to its dead-letter queue (14 days).
 */
export const createFinanceQueue = (scope: Construct, id: string): sqs.Queue =>
  new sqs.Queue(scope, id, {
    ...secureQueueDefaults,
    retentionPeriod: Duration.days(4),
    deadLetterQueue: { queue: createDeadLetterQueue(scope, `${id}-Dlq`), maxReceiveCount: 5 },
  });
