import fs from 'node:fs';
import path from 'node:path';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '#shared/contract/jobs.ts';
import { METRICAS, metricsNamespace } from '#shared/contract/metricas.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { SUBSCRIBERS } from '#shared/contract/subscribers.ts';
import { WORKERS } from '#shared/contract/workers.ts';
import { REPO_ROOT } from '../../infra/config.ts';
import { METRICAS_POR_ALARMA } from '../../infra/constructs/alarmas.ts';
import {
  DISPATCHER_TAG,
  JOB_TAG,
  OPERATION_TAG,
  OperationFunction,
  SUBSCRIBER_TAG,
  WORKER_TAG,
} from '../../infra/constructs/operation-function.ts';
import { AUTH_TRIGGER_TAG, AUTH_TRIGGERS } from '../../infra/constructs/sso-triggers.ts';
import { AUTHORIZER_TAG } from '../../infra/constructs/autorizador-maquinas.ts';
import { buildPortalApp } from '../../infra/portal-app.ts';
import { AlarmasStack } from '../../infra/stacks/alarms-stack.ts';
import {
  asyncInvoked,
  deadLetterQueues,
  dlqsWithoutAlarm,
  notifiesTopic,
  targetsWithoutDlq,
  withoutFailureDestination,
  type Plantilla,
} from './fallas.ts';
import { synthesizePortal, type Resources, type Synthesized } from './synth.ts';

let s: Synthesized;
let plantillas: Plantilla[];
beforeAll(() => {
  s = synthesizePortal({ bundle: false });
  plantillas = s.stacks.map((x) => ({ name: x.stack.stackName, resources: x.resources }));
});

const topicArn = () => `arn:<AWS::Partition>:sns:<AWS::Region>:<AWS::AccountId>:portal-carga-${s.config.stage}-alarmas`;
const alarms = () =>
  plantillas.flatMap((t) =>
    Object.entries(t.resources)
      .filter(([, r]) => r.Type === 'AWS::CloudWatch::Alarm')
      .map(([id, r]) => ({ t, id, p: r.Properties! })),
  );
const tagOf = (r: Resources[string], key: string) =>
  (r.Properties?.Tags as { Key: string; Value: string }[] | undefined)?.find((t) => t.Key === key)?.Value;
const cdkContext = () => (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object }).context;

describe('failure is never silent', () => {
  it('every function invoked asynchronously has an on-failure destination, with explicit retries and event age', () => {
    // The subscribers, the global jobs and the tenant jobs' dispatchers are what EventBridge invokes.
    const invocadas = new Set(asyncInvoked(plantillas).map(({ stack, fn }) => `${stack.name}/${fn}`));
    expect(invocadas.size).toBe(SUBSCRIBERS.length + JOBS.length);
    expect(withoutFailureDestination(plantillas)).toEqual([]);
  });

  it('every rule target, the six schedules included, has a dead-letter queue and a retry policy', () => {
    const reglas = plantillas.flatMap((t) => Object.values(t.resources).filter((r) => r.Type === 'AWS::Events::Rule'));
    expect(reglas.filter((r) => r.Properties?.ScheduleExpression)).toHaveLength(JOBS.length);
    expect(targetsWithoutDlq(plantillas)).toEqual([]);
  });

  it('every dead-letter queue (of a queue, a rule target, a function or a destination) has an alarm on its first message, to the topic', () => {
    const colas = new Set(deadLetterQueues(plantillas).map(({ stack, queue }) => `${stack.name}/${queue}`));
    // Per tenant job, its queue's DLQ and its schedule's; one per global job, subscriber and worker; finance's two.
    const porTenant = JOBS.filter((j) => j.scope === 'tenant').length;
    expect(colas.size).toBe(2 * porTenant + (JOBS.length - porTenant) + SUBSCRIBERS.length + WORKERS.length + 2);
    expect(dlqsWithoutAlarm(plantillas, topicArn())).toEqual([]);
  });

  it('every alarm of the app notifies the stage topic when it fires and when it clears', () => {
    expect(alarms().length).toBeGreaterThan(0);
    for (const { t, id, p } of alarms()) {
      expect(notifiesTopic(t, p.AlarmActions, topicArn()), `${t.name}/${id} AlarmActions`).toBe(true);
      expect(notifiesTopic(t, p.OKActions, topicArn()), `${t.name}/${id} OKActions`).toBe(true);
      expect(p.AlarmName).toMatch(new RegExp(`^portal-carga-${s.config.stage}-`));
      expect(p.TreatMissingData).toBe('notBreaching');
    }
  });

  it("every portal function's errors and throttles are in one alarm of each, by area, at most ten metrics an alarm", () => {
    const funciones = plantillas.flatMap((t) =>
      Object.entries(t.resources)
        .filter(
          ([, r]) =>
            r.Type === 'AWS::Lambda::Function' &&
            [OPERATION_TAG, JOB_TAG, DISPATCHER_TAG, SUBSCRIBER_TAG, WORKER_TAG, AUTH_TRIGGER_TAG, AUTHORIZER_TAG].some((k) =>
              tagOf(r, k),
            ),
        )
        .map(([id]) => `${t.name}/${id}`),
    );
    expect(funciones).toHaveLength(
      OPERATIONS.length +
        JOBS.length +
        JOBS.filter((j) => j.scope === 'tenant').length +
        SUBSCRIBERS.length +
        WORKERS.length +
        AUTH_TRIGGERS.length +
        1, // the machine routes' authorizer
    );
    for (const metrica of ['Errors', 'Throttles']) {
      const vigiladas = alarms().flatMap(({ t, p }) => {
        const leidas = (
          (p.Metrics ?? []) as { MetricStat?: { Metric: { MetricName: string; Dimensions: { Value: unknown }[] } } }[]
        )
          .filter((m) => m.MetricStat?.Metric.MetricName === metrica)
          .map((m) => `${t.name}/${(m.MetricStat!.Metric.Dimensions[0]!.Value as { Ref: string }).Ref}`);
        expect(leidas.length).toBeLessThanOrEqual(METRICAS_POR_ALARMA);
        return leidas;
      });
      expect(vigiladas.sort(), metrica).toEqual(funciones.sort());
    }
  });

  it("the API's 5xx rate, the finance queue's age and the portal's own metrics have alarms", () => {
    const byName = (nombre: string) => alarms().find(({ p }) => p.AlarmName === `portal-carga-${s.config.stage}-${nombre}`)?.p;
    const api5xx = byName('api-5xx')!;
    expect(api5xx.Threshold).toBe(5);
    expect(JSON.stringify(api5xx.Metrics)).toContain('"MetricName":"5xx"');
    expect(byName('antiguedad-finanzas')).toMatchObject({
      MetricName: 'ApproximateAgeOfOldestMessage',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [expect.stringMatching(/^FinanzasQueue/), 'QueueName'] } }],
    });
    for (const metrica of Object.values(METRICAS)) {
      expect(alarms().map(({ p }) => p)).toContainEqual(
        expect.objectContaining({ Namespace: metricsNamespace(s.config.stage), MetricName: metrica, Threshold: 0 }),
      );
    }
    // The functions write those metrics into the stage's namespace.
    const env = Object.values(s.stacks.find((x) => x.stack === s.schedules)!.resources).find(
      (r) => r.Type === 'AWS::Lambda::Function' && tagOf(r, SUBSCRIBER_TAG),
    )!.Properties!.Environment.Variables;
    expect(env.METRICS_NAMESPACE).toBe(metricsNamespace(s.config.stage));
  });

  it('catches what is added later: a function on a schedule, a rule target and a dead-letter queue without their safeguards', () => {
    const built = buildPortalApp({ context: { ...cdkContext(), 'aws:cdk:bundling-stacks': [] } });
    const plantada = new OperationFunction(built.schedules, 'Plantada', {
      entry: 'functions/jobs/latido-planificador.ts',
      tag: { key: JOB_TAG, value: 'plantado' },
    });
    new events.Rule(built.schedules, 'ReglaPlantada', {
      schedule: events.Schedule.rate(Duration.hours(1)),
      targets: [new targets.LambdaFunction(plantada.fn)],
    });
    new sqs.Queue(built.schedules, 'ColaPlantada', {
      enforceSSL: true,
      deadLetterQueue: { queue: new sqs.Queue(built.schedules, 'DlqPlantada', { enforceSSL: true }), maxReceiveCount: 3 },
    });
    const assembly = built.app.synth();
    const todas = built.app.node.children.filter(Stack.isStack).map(({ stackName }) => ({
      name: stackName,
      resources: (assembly.getStackByName(stackName).template as { Resources: Resources }).Resources,
    }));
    const id = (prefix: string, type: string) =>
      Object.entries(todas.find((t) => t.name === built.schedules.stackName)!.resources).find(
        ([k, r]) => k.startsWith(prefix) && r.Type === type,
      )![0];
    expect(withoutFailureDestination(todas)).toEqual([
      `${built.schedules.stackName}/${id('PlantadaFn', 'AWS::Lambda::Function')}`,
    ]);
    expect(targetsWithoutDlq(todas)).toEqual([
      expect.stringContaining(`${built.schedules.stackName}/${id('ReglaPlantada', 'AWS::Events::Rule')} →`),
    ]);
    expect(dlqsWithoutAlarm(todas, topicArn())).toEqual([
      `${built.schedules.stackName}/${id('DlqPlantada', 'AWS::SQS::Queue')} (of ${id('ColaPlantada', 'AWS::SQS::Queue')})`,
    ]);
  });

  it("subscribes the stage's alarm e-mail to the topic", () => {
    const app = new App();
    const stack = new AlarmasStack(app, 'Alarmas', { stage: 'prod', alarmEmail: 'operaciones@empresa.com' });
    Template.fromStack(stack).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'operaciones@empresa.com',
      TopicArn: { Ref: Match.stringLikeRegexp('^Topic') },
    });
  });
});
