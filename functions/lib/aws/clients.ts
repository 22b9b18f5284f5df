import type { AwsService } from '#shared/contract/grants.ts';
import { currentInvocation } from './context.ts';

interface MiddlewareClient {
  middlewareStack: { add: (middleware: never, options: { step: 'initialize'; name: string; override?: boolean }) => void };
}

type Args = { input: Record<string, unknown> };
type Ctx = { commandName?: string };
type Next = (args: Args) => Promise<{ output: Record<string, unknown> }>;

/**
 * A check every AWS call passes before it is sent. The local runtime registers one that refuses what
 * IAM would refuse (the emulators enforce no IAM); the cloud registers none, IAM itself checks.
 */
export type AwsCallCheck = (service: AwsService, command: string, input: Record<string, unknown>) => void;

const checks: AwsCallCheck[] = [];

export const registerAwsCallCheck = (check: AwsCallCheck): void => {
  checks.push(check);
};

/** For the local simulators of outside services, which make no SDK call but must pass the same check. */
export const checkAwsCall = (service: AwsService, command: string, input: Record<string, unknown> = {}): void => {
  for (const check of checks) check(service, command, input);
};

const DYNAMO_DATA = /^(Get|Put|Update|Delete|BatchGet|BatchWrite|TransactWrite|TransactGet|Query|Scan)(Item|Items)?Command$/;

const itemsOf = (output: Record<string, unknown>): number | undefined => {
  if (typeof output.Count === 'number') return output.Count;
  if ('Item' in output) return output.Item ? 1 : 0;
  const responses = output.Responses as Record<string, unknown[]> | unknown[] | undefined;
  if (Array.isArray(responses)) return responses.length;
  if (responses) return Object.values(responses).reduce((t, list) => t + list.length, 0);
  return undefined;
};

const capacityOf = (output: Record<string, unknown>): number | undefined => {
  const cc = output.ConsumedCapacity as { CapacityUnits?: number } | { CapacityUnits?: number }[] | undefined;
  if (!cc) return undefined;
  return (Array.isArray(cc) ? cc : [cc]).reduce((t, c) => t + (c.CapacityUnits ?? 0), 0);
};

/**
 * Every SDK client of functions/ is made here (a lint rule bans `new *Client(` elsewhere): each call
 * passes the registered checks, DynamoDB calls ask for their consumed capacity, and each call is
 * recorded on the current invocation (calls, capacity, items, time) for its log line. The endpoint
 * and credentials come from the environment, so the same code runs against AWS and the emulators.
 */
export const prepareClient = <C extends MiddlewareClient, Config extends object>(
  service: AwsService,
  Client: new (config: Config) => C,
  config: Config = {} as Config,
): C => {
  const client = new Client(config);
  const meter = (next: Next, context: Ctx) => async (args: Args) => {
    const command = context.commandName ?? 'unknown';
    checkAwsCall(service, command, args.input);
    const dynamoData = service === 'dynamodb' && DYNAMO_DATA.test(command);
    if (dynamoData) args.input.ReturnConsumedCapacity ??= 'TOTAL';
    const started = performance.now();
    const result = await next(args);
    currentInvocation()?.calls.push({
      service,
      command,
      ms: performance.now() - started,
      ...(dynamoData ? { capacity: capacityOf(result.output), items: itemsOf(result.output) } : {}),
    });
    return result;
  };
  client.middlewareStack.add(meter as never, { step: 'initialize', name: 'portalMeter', override: true });
  return client;
};
