import type { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { OperationFunction } from './operation-function.ts';

/**
 * What the Lambda service needs, through the function's role, to put a failed asynchronous invocation
 * on its destination queue. The function's code never calls SQS for it: not part of its contract grants.
 */
export const ON_FAILURE_ACTIONS = ['sqs:SendMessage'];

/**
 * For a function invoked asynchronously (EventBridge hands it the event and is done): Lambda tries it
 * `retryAttempts` more times, never past `maxEventAge`, and then puts the invocation record (the
 * event and the error) on `cola` instead of dropping it.
 */
export const onFailureTo = (
  fn: OperationFunction,
  cola: IQueue,
  options: { retryAttempts: number; maxEventAge: Duration },
): void => {
  fn.fn.configureAsyncInvoke({
    ...options,
    onFailure: {
      bind: () => {
        fn.fn.addToRolePolicy(new PolicyStatement({ actions: ON_FAILURE_ACTIONS, resources: [cola.queueArn] }));
        return { destination: cola.queueArn };
      },
    },
  });
};
