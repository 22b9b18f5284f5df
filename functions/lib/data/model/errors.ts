import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** A conditional write (create, state transition, optimistic version) found another state. */
export class ConditionFailed extends Error {
  constructor(readonly reasons: (string | undefined)[] = []) {
    super('condition failed');
  }
}

/**
 * DynamoDB cancelled a transaction because another one held one of its items at that moment (an item
 * two writers touch at once: a counter, a shared running sum). Nothing was written; trying again is safe.
 */
export class TransactionConflict extends Error {
  constructor() {
    super('transaction conflict');
  }
}

/** DynamoDB's refusals of a conditional write or a transaction, as the model's own errors. */
export const translate = (err: unknown): unknown => {
  if (err instanceof ConditionalCheckFailedException) return new ConditionFailed();
  if (err instanceof TransactionCanceledException) {
    const reasons = err.CancellationReasons?.map((r) => r.Code) ?? [];
    if (reasons.some((r) => r === 'ConditionalCheckFailed')) return new ConditionFailed(reasons);
    if (reasons.some((r) => r === 'TransactionConflict')) return new TransactionConflict();
  }
  return err;
};
