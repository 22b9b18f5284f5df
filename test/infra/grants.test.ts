import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerQueueEnv } from '#shared/contract/define.ts';
import { grantsOf, type FunctionAccess, type Grant } from '#shared/contract/grants.ts';
import { DISPATCHER_ACCESS, JOBS } from '#shared/contract/jobs.ts';
import { TABLE_INDEXES } from '#shared/contract/table.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { SUBSCRIBERS } from '#shared/contract/subscribers.ts';
import { WORKERS } from '#shared/contract/workers.ts';
import { ON_FAILURE_ACTIONS } from '../../infra/constructs/on-failure.ts';
import { DISPATCHER_TAG, JOB_TAG, OPERATION_TAG, SUBSCRIBER_TAG, WORKER_TAG } from '../../infra/constructs/operation-function.ts';
import { synthesizePortal, type Resources, type Synthesized, type SynthesizedStack } from './synth.ts';

let s: Synthesized;
beforeAll(() => {
  s = synthesizePortal({ bundle: false });
});

interface Subject {
  label: string;
  tag: [key: string, value: string];
  access: FunctionAccess;
}

const SUBJECTS: Subject[] = [
  ...OPERATIONS.map((op) => ({ label: `operation ${op.id}`, tag: [OPERATION_TAG, op.id], access: op }) as Subject),
  ...JOBS.map((job) => ({ label: `job ${job.name}`, tag: [JOB_TAG, job.name], access: job }) as Subject),
  ...JOBS.filter((job) => job.scope === 'tenant').map(
    (job) => ({ label: `dispatcher of ${job.name}`, tag: [DISPATCHER_TAG, job.name], access: DISPATCHER_ACCESS }) as Subject,
  ),
  ...SUBSCRIBERS.map((sub) => ({ label: `subscriber ${sub.name}`, tag: [SUBSCRIBER_TAG, sub.name], access: sub }) as Subject),
  ...WORKERS.map((w) => ({ label: `worker ${w.name}`, tag: [WORKER_TAG, w.name], access: w }) as Subject),
];

/** What Lambda itself needs besides the contract: tracing, polling the function's own queue, and its on-failure destination. */
const XRAY = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];
const SQS_POLL = ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes'];
const BASIC_EXECUTION_ROLE = 'arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };
type Check = { name: string; matches: (resource: unknown) => boolean };

const list = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);
const tagOf = (r: Resources[string], key: string) =>
  (r.Properties?.Tags as { Key: string; Value: string }[] | undefined)?.find((t) => t.Key === key)?.Value;

/** A reference as the consumer sees it (an import of another stack's export), followed to the stack that owns the value. */
const locate = (owner: SynthesizedStack, value: unknown): { stack: SynthesizedStack; value: unknown } => {
  const exportName = (value as { 'Fn::ImportValue'?: string })['Fn::ImportValue'];
  if (!exportName) return { stack: owner, value };
  for (const producer of s.stacks) {
    const outputs = Object.values(
      (producer.template.toJSON().Outputs ?? {}) as Record<string, { Value: unknown; Export?: { Name: string } }>,
    );
    const exported = outputs.find((o) => o.Export?.Name === exportName);
    if (exported) return { stack: producer, value: exported.Value };
  }
  throw new Error(`no stack exports ${exportName}`);
};

const logicalIdOf = (stack: SynthesizedStack, type: string): string => {
  const ids = Object.entries(stack.resources).filter(([, r]) => r.Type === type);
  expect(ids, `${stack.stack.stackName} ${type}`).toHaveLength(1);
  return ids[0]![0];
};

const arnOf = (name: string, stack: SynthesizedStack, logicalId: string, owner: SynthesizedStack): Check => ({
  name,
  matches: (resource) => {
    const found = locate(owner, resource);
    return found.stack === stack && isDeepStrictEqual(found.value, { 'Fn::GetAtt': [logicalId, 'Arn'] });
  },
});

const literal = (name: string, flat: string): Check => ({ name, matches: (resource) => flattenCfnReference(resource) === flat });

describe('each function is granted exactly what its contract entry derives', () => {
  it('covers every portal function of the app', () => {
    const tagged = s.stacks.flatMap((x) =>
      Object.values(x.resources).filter(
        (r) =>
          r.Type === 'AWS::Lambda::Function' &&
          [OPERATION_TAG, JOB_TAG, DISPATCHER_TAG, SUBSCRIBER_TAG, WORKER_TAG].some((k) => tagOf(r, k)),
      ),
    );
    expect(tagged).toHaveLength(SUBJECTS.length);
  });

  it.each(SUBJECTS)('$label', ({ tag: [key, value], access }) => {
    const owner = s.stacks.find((x) =>
      Object.values(x.resources).some((r) => r.Type === 'AWS::Lambda::Function' && tagOf(r, key) === value),
    )!;
    const [fnId, fn] = Object.entries(owner.resources).find(
      ([, r]) => r.Type === 'AWS::Lambda::Function' && tagOf(r, key) === value,
    )!;
    const roleId = (fn.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const role = owner.resources[roleId]!;
    expect(role.Properties?.Policies).toBeUndefined();
    expect(list(role.Properties?.ManagedPolicyArns ?? []).map((a) => flattenCfnReference(a))).toEqual([BASIC_EXECUTION_ROLE]);
    const statements = Object.values(owner.resources)
      .filter(
        (r) => r.Type === 'AWS::IAM::Policy' && list(r.Properties?.Roles).some((ref) => isDeepStrictEqual(ref, { Ref: roleId })),
      )
      .flatMap((p) => p.Properties?.PolicyDocument.Statement as Statement[]);

    const { stage } = s.config;
    const auth = s.stacks.find((x) => x.stack === s.auth)!;
    const schedules = s.stacks.find((x) => x.stack === s.schedules)!;
    const table = `arn:<AWS::Partition>:dynamodb:<AWS::Region>:<AWS::AccountId>:table/portal-carga-${stage}`;
    const objects = `arn:<AWS::Partition>:s3:::portal-carga-${stage}-files-<AWS::AccountId>-<AWS::Region>`;
    const SECRET_NAMES = { wallet: 'billetera', custody: 'custodia', personas: 'personas' };
    const queueOf = (envRef: unknown) => (envRef as { Ref: string }).Ref;
    /** The resources a grant's target must be named by in the template, for one of its actions. */
    const expectedResources = (grant: Grant, action: string): Check[] => {
      const t = grant.target;
      switch (t.kind) {
        case 'table':
          return [literal('table', table)];
        case 'indexes':
          return TABLE_INDEXES.map((i) => literal(`index ${i}`, `${table}/index/${i}`));
        case 'objects':
          return t.keys.map((k) => literal(`objects ${k}`, `${objects}/${k}`));
        case 'userPool':
          return [arnOf('user pool', auth, logicalIdOf(auth, 'AWS::Cognito::UserPool'), owner)];
        case 'bus':
          return [arnOf('bus', schedules, logicalIdOf(schedules, 'AWS::Events::EventBus'), owner)];
        case 'mailIdentities':
          return [literal('SES identities', 'arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*')];
        case 'jobQueue':
          return [arnOf('job queue', owner, queueOf(fn.Properties?.Environment?.Variables?.JOB_QUEUE_URL), owner)];
        case 'workerQueue': {
          // In its own stack (a subscriber, the worker itself) the queue is named by reference, as its
          // variable names it; elsewhere imported by its literal name: no cross-stack export.
          const ref = fn.Properties?.Environment?.Variables?.[workerQueueEnv({ name: t.worker })];
          if (ref?.Ref) return [arnOf(`${t.worker} queue`, owner, queueOf(ref), owner)];
          return [
            literal(
              `${t.worker} queue`,
              `arn:<AWS::Partition>:sqs:<AWS::Region>:<AWS::AccountId>:portal-carga-${stage}-${t.worker}`,
            ),
          ];
        }
        case 'secret':
          return [
            literal(
              `${t.secret} secret`,
              `arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:portal-carga-${stage}-${SECRET_NAMES[t.secret]}-??????`,
            ),
          ];
        case 'originSecret':
          return [
            literal(
              'origin secret',
              `arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:portal-carga-${stage}-origen-??????`,
            ),
          ];
        case 'geoProvider': {
          const service = action.split(':')[0];
          return [literal('Amazon Location provider', `arn:<AWS::Partition>:${service}:<AWS::Region>::provider/default`)];
        }
      }
    };
    const conditionOf = (grant: Grant) =>
      grant.leadingKeys ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': grant.leadingKeys } } : undefined;
    const sameCondition = (st: Statement, grant: Grant) => {
      const c = st.Condition as Record<string, Record<string, unknown>> | undefined;
      const keys = c?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
      const normal = c && keys ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': list(keys) } } : c;
      return isDeepStrictEqual(normal, conditionOf(grant));
    };

    // What Lambda needs besides the contract: X-Ray on "*", polling its own queue if it has one, and
    // sending to its on-failure destination if it is invoked asynchronously.
    const mapping = Object.values(owner.resources).find(
      (r) => r.Type === 'AWS::Lambda::EventSourceMapping' && isDeepStrictEqual(r.Properties?.FunctionName, { Ref: fnId }),
    );
    const platform = new Map<string, Check[]>(XRAY.map((a) => [a, [literal('any', '*')]]));
    if (mapping) {
      const queueId = (mapping.Properties?.EventSourceArn as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
      for (const a of SQS_POLL) platform.set(a, [arnOf('own queue', owner, queueId, owner)]);
    }
    const invokeConfig = Object.values(owner.resources).find(
      (r) => r.Type === 'AWS::Lambda::EventInvokeConfig' && isDeepStrictEqual(r.Properties?.FunctionName, { Ref: fnId }),
    );
    const destination = invokeConfig?.Properties?.DestinationConfig?.OnFailure?.Destination as
      { 'Fn::GetAtt': [string] } | undefined;
    if (destination)
      for (const a of ON_FAILURE_ACTIONS)
        platform.set(a, [
          ...(platform.get(a) ?? []),
          arnOf('on-failure destination', owner, destination['Fn::GetAtt'][0], owner),
        ]);

    const grants = grantsOf(access);
    for (const grant of grants) {
      for (const action of grant.actions) {
        for (const check of expectedResources(grant, action)) {
          const allowed = statements.some(
            (st) =>
              st.Effect === 'Allow' &&
              list(st.Action).includes(action) &&
              list(st.Resource).some(check.matches) &&
              sameCondition(st, grant),
          );
          expect(allowed, `${action} on ${check.name}${grant.leadingKeys ? ` for ${grant.leadingKeys.join(', ')}` : ''}`).toBe(
            true,
          );
        }
      }
    }
    for (const st of statements) {
      expect(st.Effect).toBe('Allow');
      for (const action of list(st.Action)) {
        expect(action).not.toContain('*');
        const own = grants.filter((g) => g.actions.includes(action) && sameCondition(st, g));
        const checks = [
          ...own.flatMap((g) => expectedResources(g, action)),
          ...(st.Condition ? [] : (platform.get(action) ?? [])),
        ];
        expect(checks, `${action} is neither in grantsOf (with this condition) nor needed by Lambda`).not.toEqual([]);
        for (const resource of list(st.Resource)) {
          expect(
            checks.some((c) => c.matches(resource)),
            `${action} on ${JSON.stringify(resource)}`,
          ).toBe(true);
        }
      }
    }
  });
});
