import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { Resources } from './synth.ts';

/** One synthesized template, as the checks read it. */
export interface Plantilla {
  name: string;
  resources: Resources;
}

type Ref = { Ref?: string; 'Fn::GetAtt'?: [string, string] };

/** Services that call Lambda and wait for its answer; any other service principal invokes asynchronously. */
const SYNCHRONOUS_CALLERS = ['apigateway.amazonaws.com', 'elasticloadbalancing.amazonaws.com', 'cognito-idp.amazonaws.com'];

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The logical id a value points at in its own template (Ref or GetAtt), if any. */
const localId = (value: unknown): string | undefined => {
  const ref = value as Ref | undefined;
  return ref?.Ref ?? ref?.['Fn::GetAtt']?.[0];
};

const ofType = (t: Plantilla, type: string) => Object.entries(t.resources).filter(([, r]) => r.Type === type);

/** What a finding names: the stack and the logical id, or the unresolved value. */
const where = (t: Plantilla, what: unknown) => `${t.name}/${localId(what) ?? JSON.stringify(what)}`;

/**
 * Every Lambda function something invokes asynchronously: a rule's or a schedule's target, or a
 * service principal allowed to invoke it that does not wait for the answer (EventBridge, S3, SNS...).
 * A target that is not a function of its own template is reported as is, to be looked at.
 */
export const asyncInvoked = (plantillas: Plantilla[]): { stack: Plantilla; fn: string; via: string }[] => {
  const found: { stack: Plantilla; fn: string; via: string }[] = [];
  for (const t of plantillas) {
    const isFunction = (value: unknown) => t.resources[localId(value) ?? '']?.Type === 'AWS::Lambda::Function';
    const arnLooksLikeLambda = (value: unknown) => !localId(value) && flattenCfnReference(value).includes(':lambda:');
    for (const [ruleId, rule] of [...ofType(t, 'AWS::Events::Rule'), ...ofType(t, 'AWS::Scheduler::Schedule')]) {
      for (const target of list(rule.Properties?.Targets ?? rule.Properties?.Target)) {
        const arn = (target as { Arn: unknown }).Arn;
        if (isFunction(arn)) found.push({ stack: t, fn: localId(arn)!, via: ruleId });
        else if (arnLooksLikeLambda(arn)) found.push({ stack: t, fn: JSON.stringify(arn), via: ruleId });
      }
    }
    for (const [permissionId, p] of ofType(t, 'AWS::Lambda::Permission')) {
      const principal = String(p.Properties?.Principal ?? '');
      if (!principal.endsWith('.amazonaws.com') || SYNCHRONOUS_CALLERS.includes(principal)) continue;
      const fn = p.Properties?.FunctionName;
      found.push({ stack: t, fn: isFunction(fn) ? localId(fn)! : JSON.stringify(fn), via: permissionId });
    }
  }
  return found;
};

/**
 * Asynchronously invoked functions that would drop a failed event: no EventInvokeConfig in their
 * template with explicit retries and event age and an on-failure destination, nor a function DLQ.
 */
export const withoutFailureDestination = (plantillas: Plantilla[]): string[] =>
  [
    ...new Set(
      asyncInvoked(plantillas)
        .filter(({ stack, fn }) => {
          const config = ofType(stack, 'AWS::Lambda::EventInvokeConfig').find(
            ([, c]) => localId(c.Properties?.FunctionName) === fn,
          )?.[1].Properties;
          const explicit = config?.MaximumRetryAttempts !== undefined && config?.MaximumEventAgeInSeconds !== undefined;
          const destination =
            config?.DestinationConfig?.OnFailure?.Destination ?? stack.resources[fn]?.Properties?.DeadLetterConfig?.TargetArn;
          return !explicit || !destination;
        })
        .map(({ stack, fn }) => `${stack.name}/${fn}`),
    ),
  ].sort();

/** Rule and schedule targets with no dead-letter queue or no explicit retry policy. */
export const targetsWithoutDlq = (plantillas: Plantilla[]): string[] =>
  plantillas.flatMap((t) =>
    [...ofType(t, 'AWS::Events::Rule'), ...ofType(t, 'AWS::Scheduler::Schedule')].flatMap(([ruleId, rule]) =>
      list<Record<string, any>>(rule.Properties?.Targets ?? rule.Properties?.Target)
        .filter(
          (target) =>
            !target.DeadLetterConfig?.Arn ||
            target.RetryPolicy?.MaximumRetryAttempts === undefined ||
            target.RetryPolicy?.MaximumEventAgeInSeconds === undefined,
        )
        .map((target) => `${t.name}/${ruleId} → ${JSON.stringify(target.Arn)}`),
    ),
  );

/**
 * Every queue something uses as a dead-letter queue: of another queue (redrive policy), of a rule
 * target, of a function, or as a function's on-failure destination. Keyed `stack/logicalId`; a
 * reference that is not a queue of its own template is kept as is (it cannot have an alarm there).
 */
export const deadLetterQueues = (plantillas: Plantilla[]): { stack: Plantilla; queue: string; of: string }[] =>
  plantillas.flatMap((t) => {
    const queue = (value: unknown, of: string) => ({ stack: t, queue: localId(value) ?? JSON.stringify(value), of });
    return [
      ...ofType(t, 'AWS::SQS::Queue')
        .filter(([, q]) => q.Properties?.RedrivePolicy)
        .map(([id, q]) => queue(q.Properties!.RedrivePolicy.deadLetterTargetArn, id)),
      ...[...ofType(t, 'AWS::Events::Rule'), ...ofType(t, 'AWS::Scheduler::Schedule')].flatMap(([id, rule]) =>
        list<Record<string, any>>(rule.Properties?.Targets ?? rule.Properties?.Target)
          .filter((target) => target.DeadLetterConfig?.Arn)
          .map((target) => queue(target.DeadLetterConfig.Arn, id)),
      ),
      ...ofType(t, 'AWS::Lambda::Function')
        .filter(([, fn]) => fn.Properties?.DeadLetterConfig?.TargetArn)
        .map(([id, fn]) => queue(fn.Properties!.DeadLetterConfig.TargetArn, id)),
      ...ofType(t, 'AWS::Lambda::EventInvokeConfig')
        .filter(([, c]) => c.Properties?.DestinationConfig?.OnFailure?.Destination)
        .map(([id, c]) => queue(c.Properties!.DestinationConfig.OnFailure.Destination, id))
        .filter(({ queue: id }) => t.resources[id]?.Type !== 'AWS::SNS::Topic'),
    ];
  });

/** Whether every action of an alarm is the stage's alarm topic (its ARN, or a Ref to it in its own template). */
export const notifiesTopic = (t: Plantilla, actions: unknown, topicArn: string): boolean => {
  const all = list(actions);
  return (
    all.length > 0 &&
    all.every((a) => {
      const id = localId(a);
      const topic = id ? t.resources[id] : undefined;
      return topic
        ? topic.Type === 'AWS::SNS::Topic' && topicArn.endsWith(`:${topic.Properties?.TopicName}`)
        : flattenCfnReference(a) === topicArn;
    })
  );
};

/** Dead-letter queues with no alarm on a visible message in their template, notifying the topic when it fires. */
export const dlqsWithoutAlarm = (plantillas: Plantilla[], topicArn: string): string[] =>
  [
    ...new Set(
      deadLetterQueues(plantillas)
        .filter(({ stack, queue }) => {
          if (stack.resources[queue]?.Type !== 'AWS::SQS::Queue') return true;
          return !ofType(stack, 'AWS::CloudWatch::Alarm').some(([, a]) => {
            const p = a.Properties ?? {};
            return (
              p.Namespace === 'AWS/SQS' &&
              p.MetricName === 'ApproximateNumberOfMessagesVisible' &&
              list<{ Name: string; Value: unknown }>(p.Dimensions).some(
                (d) => d.Name === 'QueueName' && localId(d.Value) === queue,
              ) &&
              p.Threshold === 0 &&
              p.ComparisonOperator === 'GreaterThanThreshold' &&
              notifiesTopic(stack, p.AlarmActions, topicArn)
            );
          });
        })
        .map(({ stack, queue, of }) => `${where(stack, { Ref: queue })} (of ${of})`),
    ),
  ].sort();
