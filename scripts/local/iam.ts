import { coincide } from '#shared/contract/archivos.ts';
import { workerQueueEnv } from '#shared/contract/define.ts';
import { requestsOfCall, type CallRequest, type CallTarget } from '#shared/contract/aws-calls.ts';
import {
  grantsOf,
  ORIGIN_SECRET_ID_ENV,
  SECRET_ID_ENV,
  type AwsService,
  type FunctionAccess,
  type Grant,
} from '#shared/contract/grants.ts';
import { TABLE_INDEXES } from '#shared/contract/table.ts';
import { registerAwsCallCheck } from '#lib/aws/clients.ts';
import { currentInvocation } from '#lib/aws/context.ts';

/** AWS's answer to a call its role does not allow, so a missing grant fails locally as in the cloud. */
export class AccessDenied extends Error {
  override name = 'AccessDeniedException';
}

/**
 * Where a function finds each resource it was granted: the environment the CDK sets from the same
 * resources it grants (infra/constructs/function-environment.ts and the stacks), and the local stack
 * from its own names. The check compares the resource a call names with these.
 */
type Env = Readonly<Record<string, string | undefined>>;

/** Same name, and a name at all: a resource the function was never given matches nothing. */
const same = (granted: string | undefined, named: string | undefined) => granted !== undefined && granted === named;

const onTarget = (grant: Grant, t: CallTarget, env: Env): boolean => {
  const g = grant.target;
  switch (g.kind) {
    case 'table':
      return (
        t.kind === 'table' &&
        same(env.TABLE_NAME, t.table) &&
        // IAM's ForAllValues: every partition key the request names matches a pattern.
        (!grant.leadingKeys || t.partitionKeys.every((pk) => grant.leadingKeys!.some((p) => coincide(p, pk))))
      );
    case 'indexes':
      return t.kind === 'index' && same(env.TABLE_NAME, t.table) && TABLE_INDEXES.some((i) => i === t.index);
    case 'objects':
      return (
        t.kind === 'object' && same(env.BUCKET_NAME, t.bucket) && g.keys.some((p) => t.key !== undefined && coincide(p, t.key))
      );
    case 'userPool':
      return t.kind === 'userPool' && same(env.USER_POOL_ID, t.id);
    case 'bus':
      return t.kind === 'bus' && same(env.EVENT_BUS_NAME, t.name);
    case 'jobQueue':
      return t.kind === 'queue' && same(env.JOB_QUEUE_URL, t.url);
    case 'workerQueue':
      return t.kind === 'queue' && same(env[workerQueueEnv({ name: g.worker })], t.url);
    case 'secret':
      return t.kind === 'secret' && same(env[SECRET_ID_ENV[g.secret]], t.id);
    case 'originSecret':
      return t.kind === 'secret' && same(env[ORIGIN_SECRET_ID_ENV], t.id);
    case 'mailIdentities':
    case 'geoProvider':
      return t.kind === g.kind;
  }
};

const describe = (t: CallTarget): string => {
  const { kind, ...named } = t;
  const parts = Object.entries(named).map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('|') : String(v)}`);
  return parts.length ? `${kind} (${parts.join(', ')})` : kind;
};

/** The requests of a call that no grant of the function allows (empty when the call may go). */
export const refusedRequests = (access: FunctionAccess, requests: CallRequest[], env: Env = process.env): CallRequest[] => {
  const grants = grantsOf(access);
  return requests.filter((r) => !grants.some((g) => g.actions.includes(r.action) && onTarget(g, r.target, env)));
};

/** Why a call is refused, naming each action and the resource it was on. */
export const refusal = (name: string, refused: CallRequest[]): string =>
  `${name} is not authorized to perform: ${refused.map((r) => `${r.action} on ${describe(r.target)}`).join('; ')}`;

let registered = false;

/**
 * The emulators enforce no IAM: this check refuses every AWS call a function makes outside the
 * grants the CDK stacks derive from the same description (`grantsOf`), comparing the action and the
 * resource: table, index, partition key (rate-limit counters), bucket and object key, user pool,
 * bus, queue, secret. Calls outside a function (seeding, scripts, test set-up) are the developer's
 * own and pass. Registered once per process: the gateway, the scheduler, `npm run job` and every
 * test process (vitest setup files).
 */
export const enforceGrantsLocally = (): void => {
  if (registered) return;
  registered = true;
  registerAwsCallCheck((service: AwsService, command, input) => {
    const inv = currentInvocation();
    if (!inv) return;
    const refused = refusedRequests(inv.access, requestsOfCall(service, command, input));
    if (refused.length) throw new AccessDenied(refusal(inv.name, refused));
  });
};
