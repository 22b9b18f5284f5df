import { AsyncLocalStorage } from 'node:async_hooks';
import type { FunctionAccess } from '#shared/contract/grants.ts';

/** One AWS call a function made, as the metering middleware saw it. */
export interface AwsCall {
  service: string;
  command: string;
  /** DynamoDB capacity units the call consumed (ReturnConsumedCapacity TOTAL). */
  capacity?: number;
  /** Items a DynamoDB read returned (Query Count, GetItem 0/1, BatchGet responses). */
  items?: number;
  ms: number;
}

/**
 * Who invoked: an API `operation` answers a person whose change is already committed when its notices
 * go out; a `job`, `subscriber` or `worker` run is retried (and in the end parked in a dead-letter
 * queue) when it fails. The ports decide from it what a failed notice does (functions/lib/ports/avisos.ts).
 */
export type InvocationKind = 'operation' | 'job' | 'subscriber' | 'worker';

/**
 * What one invocation is (the function's declared access, so the local runtime can refuse what IAM
 * would refuse) and what it did (its AWS calls, for the log line, Server-Timing and the bench).
 */
export interface Invocation {
  name: string;
  access: FunctionAccess;
  kind?: InvocationKind;
  calls: AwsCall[];
  /** When the function times out (epoch ms, from the Lambda context), where known: outside calls fit before it. */
  vence?: number | undefined;
}

const store = new AsyncLocalStorage<Invocation>();

export const runInvocation = <T>(
  name: string,
  access: FunctionAccess,
  work: () => Promise<T>,
  { kind, vence }: { kind?: InvocationKind; vence?: number } = {},
): Promise<T> => store.run({ name, access, kind, calls: [], vence }, work);

export const currentInvocation = (): Invocation | undefined => store.getStore();

/** Calls, capacity and items of one invocation's DynamoDB work, for logs and Server-Timing. */
export const dynamoSummary = (inv: Invocation) => {
  const calls = inv.calls.filter((c) => c.service === 'dynamodb');
  return {
    calls: calls.length,
    capacity: Math.round(calls.reduce((t, c) => t + (c.capacity ?? 0), 0) * 100) / 100,
    items: calls.reduce((t, c) => t + (c.items ?? 0), 0),
    ms: Math.round(calls.reduce((t, c) => t + c.ms, 0) * 10) / 10,
  };
};
