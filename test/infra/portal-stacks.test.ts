import fs from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '#shared/auth/roles.ts';
import { ALCANCES, operacionesDeMaquina, rutaDeMaquina, SERVIDOR_RECURSOS } from '#shared/auth/maquinas.ts';
import { isPublic, signedInCallers, workerQueueEnv } from '#shared/contract/define.ts';
import { EVENT_SOURCE, EVENTOS_DECLARACION } from '#shared/contract/events.ts';
import { JOBS } from '#shared/contract/jobs.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { SUBSCRIBERS } from '#shared/contract/subscribers.ts';
import { WORKERS } from '#shared/contract/workers.ts';
import { ROW_ATTRIBUTE, TABLE_INDEXES } from '#shared/contract/table.ts';
import { FUENTE } from '#lib/documents/fuente.ts';
import { REPO_ROOT } from '../../infra/config.ts';
import { DISPATCHER_TAG, JOB_TAG, OPERATION_TAG, SUBSCRIBER_TAG, WORKER_TAG } from '../../infra/constructs/operation-function.ts';
import { buildPortalApp } from '../../infra/portal-app.ts';
import { CLIENT_READ_ATTRIBUTES, CLIENT_WRITE_ATTRIBUTES } from '#scripts/local/provision.ts';
import { cloudFrontFunctionFile } from '../../infra/cloudfront/functions.ts';
import { cfnLint, describeFinding, type CfnLintFinding } from './cfn-lint.ts';
import { synthesizePortal, type Resources, type Synthesized } from './synth.ts';

let s: Synthesized;
let lint: Promise<CfnLintFinding[]>;
beforeAll(() => {
  s = synthesizePortal();
  // cfn-lint reads the written templates in its own process while the other tests run.
  lint = cfnLint(s.app.outdir);
  lint.catch(() => undefined);
});

const tagValue = (props: Record<string, any> | undefined, key: string): string | undefined =>
  (props?.Tags as { Key: string; Value: string }[] | undefined)?.find((t) => t.Key === key)?.Value;

const functionsTagged = (resources: Resources, key: string) =>
  Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function' && tagValue(r.Properties, key) !== undefined);

const areas = () => [...new Set(OPERATIONS.map((op) => op.area))];
const areaResources = (area: string) => s.stacks.find((x) => x.stack === s.apiAreas.get(area))!.resources;
const ofType = (resources: Resources, type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const esRefA = (value: unknown, logicalId: string) => (value as { Ref?: string } | undefined)?.Ref === logicalId;

describe('api', () => {
  it('has one stack per contract area', () => {
    expect([...s.apiAreas.keys()].sort()).toEqual(areas().sort());
  });

  it('core stack: the HTTP API with CORS, the two JWT authorizers and the machine routes’ one, no route', () => {
    const t = s.templates.api;
    t.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    t.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({ AllowOrigins: s.config.webOrigins }),
    });
    t.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 3);
    t.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    // Only the machine authorizer's function (test/infra/rutas-maquinas.test.ts).
    t.resourceCountIs('AWS::Lambda::Function', 1);
  });

  it('each area stack has exactly one route per operation of its area, and one more per operation open to machines', () => {
    const deMaquina = new Set(operacionesDeMaquina(OPERATIONS));
    for (const area of areas()) {
      const keys = ofType(areaResources(area), 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties?.RouteKey as string);
      const expected = OPERATIONS.filter((op) => op.area === area).flatMap((op) => [
        `${op.method} ${op.path}`,
        ...(deMaquina.has(op) ? [`${op.method} ${rutaDeMaquina(op.path)}`] : []),
      ]);
      expect(keys.sort(), area).toEqual(expected.sort());
    }
    const everywhere = s.stacks.flatMap((x) => ofType(x.resources, 'AWS::ApiGatewayV2::Route'));
    expect(everywhere).toHaveLength(OPERATIONS.length + deMaquina.size);
  });

  it('has one function per operation, tagged with its id, in its area stack and nothing else there', () => {
    for (const area of areas()) {
      const all = Object.fromEntries(ofType(areaResources(area), 'AWS::Lambda::Function'));
      const ops = functionsTagged(all, OPERATION_TAG);
      expect(ops.map((f) => tagValue(f.Properties, OPERATION_TAG)).sort(), area).toEqual(
        OPERATIONS.filter((op) => op.area === area)
          .map((op) => op.id)
          .sort(),
      );
      expect(Object.keys(all)).toHaveLength(ops.length);
      for (const fn of ops) {
        expect(fn.Properties).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          MemorySize: 512,
          Timeout: 10,
          TracingConfig: { Mode: 'Active' },
          Environment: {
            Variables: expect.objectContaining({ TABLE_NAME: expect.anything(), BUCKET_NAME: expect.anything() }),
          },
        });
      }
    }
  });

  it('only public operations get the public API key parameter', () => {
    for (const op of OPERATIONS) {
      const [fn] = functionsTagged(areaResources(op.area), OPERATION_TAG).filter(
        (f) => tagValue(f.Properties, OPERATION_TAG) === op.id,
      );
      const vars = fn?.Properties?.Environment?.Variables as Record<string, unknown>;
      expect('PUBLIC_API_KEY' in vars, op.id).toBe(isPublic(op));
    }
  });

  it('public functions read the origin secret at run time: their environment names it, it never holds its value', () => {
    s.templates.api.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: s.api.originSecretName,
      GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
    });
    for (const op of OPERATIONS) {
      const [fn] = functionsTagged(areaResources(op.area), OPERATION_TAG).filter(
        (f) => tagValue(f.Properties, OPERATION_TAG) === op.id,
      );
      const vars = fn?.Properties?.Environment?.Variables as Record<string, unknown>;
      expect(JSON.stringify(vars), op.id).not.toMatch(/resolve:secretsmanager/);
      expect(vars.ORIGIN_SECRET_ID, op.id).toBe(isPublic(op) ? s.api.originSecretName : undefined);
    }
  });

  it('attaches the right JWT authorizer of the core stack to non-public routes and none to public ones', () => {
    const core = s.stacks.find((x) => x.stack === s.api)!;
    const outputs = Object.values(
      core.template.toJSON().Outputs as Record<string, { Value: { Ref?: string }; Export?: { Name: string } }>,
    );
    const audienceCount = (authorizerId: { 'Fn::ImportValue'?: string }) => {
      const exported = outputs.find((o) => o.Export?.Name === authorizerId['Fn::ImportValue']);
      expect(exported, JSON.stringify(authorizerId)).toBeDefined();
      const logicalId = exported!.Value.Ref as string;
      return core.resources[logicalId]?.Properties?.JwtConfiguration?.Audience?.length as number;
    };
    for (const op of OPERATIONS) {
      const route = ofType(areaResources(op.area), 'AWS::ApiGatewayV2::Route')
        .map(([, r]) => r)
        .find((r) => r.Properties?.RouteKey === `${op.method} ${op.path}`)!;
      if (isPublic(op)) {
        expect(route.Properties?.AuthorizerId, op.id).toBeUndefined();
        expect(route.Properties?.AuthorizationType ?? 'NONE', op.id).toBe('NONE');
      } else {
        expect(route.Properties?.AuthorizationType, op.id).toBe('JWT');
        expect(audienceCount(route.Properties?.AuthorizerId), op.id).toBe(signedInCallers(op.callers).length);
      }
    }
  });

  it('has a throttled, access-logged $default stage, deployed after every area stack and before the site', () => {
    s.templates.apiStage.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
    const stages = s.stacks.flatMap((x) => ofType(x.resources, 'AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    expect(s.apiStage.dependencies).toEqual(expect.arrayContaining([...s.apiAreas.values()]));
    expect(s.web.dependencies).toContain(s.apiStage);
  });

  it('puts a tighter global ceiling on every public route', () => {
    const publicas = OPERATIONS.filter(isPublic);
    expect(publicas.length).toBeGreaterThan(0);
    const stage = Object.values(s.templates.apiStage.findResources('AWS::ApiGatewayV2::Stage'))[0];
    expect(stage!.Properties.RouteSettings).toEqual(
      Object.fromEntries(
        publicas.map((op) => [`${op.method} ${op.path}`, { ThrottlingBurstLimit: 50, ThrottlingRateLimit: 20 }]),
      ),
    );
  });
});

describe('schedules', () => {
  const resources = () => s.stacks.find((x) => x.stack === s.schedules)!.resources;
  const logicalIdTagged = (key: string, value: string) =>
    ofType(resources(), 'AWS::Lambda::Function').find(([, r]) => tagValue(r.Properties, key) === value)![0];
  const scheduleOf = (job: (typeof JOBS)[number]) =>
    ofType(resources(), 'AWS::Events::Rule')
      .map(([, r]) => r)
      .find((r) => r.Properties?.Description === `${job.name}: ${job.schedule}`)!;

  it('has the bus and one schedule rule per job', () => {
    s.templates.schedules.hasResourceProperties('AWS::Events::EventBus', { Name: `portal-carga-${s.config.stage}` });
    const fns = functionsTagged(resources(), JOB_TAG);
    expect(fns.map((f) => tagValue(f.Properties, JOB_TAG)).sort()).toEqual(JOBS.map((j) => j.name).sort());
    const schedules = ofType(resources(), 'AWS::Events::Rule').filter(([, r]) => r.Properties?.ScheduleExpression);
    expect(schedules.map(([, r]) => r.Properties?.ScheduleExpression).sort()).toEqual(JOBS.map((j) => j.schedule).sort());
  });

  it('a global job runs on its schedule rule', () => {
    for (const job of JOBS.filter((j) => j.scope === 'global')) {
      expect(scheduleOf(job).Properties?.Targets, job.name).toEqual([
        expect.objectContaining({ Arn: { 'Fn::GetAtt': [logicalIdTagged(JOB_TAG, job.name), 'Arn'] } }),
      ]);
    }
  });

  it('a tenant job: schedule → dispatcher → queue with a DLQ → the job, one tenant per invocation', () => {
    const tenantJobs = JOBS.filter((j) => j.scope === 'tenant');
    expect(tenantJobs.length).toBeGreaterThan(0);
    for (const job of tenantJobs) {
      const dispatcherId = logicalIdTagged(DISPATCHER_TAG, job.name);
      const jobFnId = logicalIdTagged(JOB_TAG, job.name);
      expect(scheduleOf(job).Properties?.Targets, job.name).toEqual([
        expect.objectContaining({ Arn: { 'Fn::GetAtt': [dispatcherId, 'Arn'] } }),
      ]);

      const dispatcher = resources()[dispatcherId]!;
      const queueId = dispatcher.Properties?.Environment?.Variables?.JOB_QUEUE_URL?.Ref as string;
      expect(dispatcher.Properties?.Environment?.Variables).toEqual({ JOB_NAME: job.name, JOB_QUEUE_URL: { Ref: queueId } });

      const queue = resources()[queueId]!;
      const jobTimeout = resources()[jobFnId]!.Properties?.Timeout as number;
      expect(queue.Properties?.VisibilityTimeout).toBeGreaterThanOrEqual(6 * jobTimeout);
      expect(queue.Properties?.RedrivePolicy?.maxReceiveCount).toBe(3);
      const dlqId = queue.Properties?.RedrivePolicy?.deadLetterTargetArn?.['Fn::GetAtt']?.[0] as string;
      for (const id of [queueId, dlqId]) {
        expect(resources()[id]?.Type).toBe('AWS::SQS::Queue');
        s.templates.schedules.hasResourceProperties('AWS::SQS::QueuePolicy', {
          Queues: [{ Ref: id }],
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            ]),
          },
        });
      }

      const mappings = ofType(resources(), 'AWS::Lambda::EventSourceMapping').map(([, r]) => r.Properties);
      expect(mappings.filter((m) => m?.EventSourceArn?.['Fn::GetAtt']?.[0] === queueId)).toEqual([
        expect.objectContaining({
          FunctionName: { Ref: jobFnId },
          BatchSize: 1,
          FunctionResponseTypes: ['ReportBatchItemFailures'],
        }),
      ]);
    }
  });

  it('the declarations reach finance: a rule on the bus for exactly their events into an encrypted queue with a DLQ', () => {
    const rule = ofType(resources(), 'AWS::Events::Rule')
      .map(([, r]) => r.Properties!)
      .find((r) => /^FinanzasQueue/.test(r.Targets?.[0]?.Arn?.['Fn::GetAtt']?.[0] ?? ''))!;
    expect(rule.EventPattern).toEqual({ source: [EVENT_SOURCE], 'detail-type': [...EVENTOS_DECLARACION] });
    expect(rule.EventBusName).toEqual({ Ref: expect.stringMatching(/^Bus/) });
    const queueId = rule.Targets[0].Arn['Fn::GetAtt'][0] as string;
    expect(queueId).toMatch(/^FinanzasQueue/);
    const queue = resources()[queueId]!;
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, RedrivePolicy: { maxReceiveCount: 5 } });
    expect(rule.Targets[0]).toMatchObject({ DeadLetterConfig: { Arn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } } });
    // Only this rule may send to it (the SqsQueue target's policy).
    s.templates.schedules.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: Match.arrayWith(['sqs:SendMessage']),
            Principal: { Service: 'events.amazonaws.com' },
            Condition: {
              ArnEquals: { 'aws:SourceArn': { 'Fn::GetAtt': [Match.stringLikeRegexp('^DeclaracionesAFinanzas'), 'Arn'] } },
            },
          }),
        ]),
      },
    });
  });

  it('the month close runs 15 minutes within a budget below it, queues its segments and continuations, ten at once', () => {
    const job = JOBS.find((j) => j.name === 'cerrar-mes')!;
    const fn = resources()[logicalIdTagged(JOB_TAG, job.name)]!;
    expect(fn.Properties?.Timeout).toBe(900);
    const env = fn.Properties?.Environment?.Variables;
    expect(Number(env?.JOB_BUDGET_MS)).toBeLessThan(900_000);
    expect(env?.JOB_QUEUE_URL).toEqual({ Ref: expect.stringMatching(/^Queuecerrarmes/) });
    // Its segments fan out through that queue: one per invocation, at most ten at once.
    const mapping = ofType(resources(), 'AWS::Lambda::EventSourceMapping')
      .map(([, r]) => r.Properties)
      .find((m) => m?.FunctionName?.Ref === logicalIdTagged(JOB_TAG, job.name));
    expect(mapping).toMatchObject({ BatchSize: 1, ScalingConfig: { MaximumConcurrency: job.maxConcurrency } });
    expect(job.maxConcurrency).toBe(10);
  });

  it('each subscriber: a 30 s, 1024 MB function behind a rule on the bus, retried, with a DLQ', () => {
    for (const sub of SUBSCRIBERS) {
      const fnId = logicalIdTagged(SUBSCRIBER_TAG, sub.name);
      expect(resources()[fnId]?.Properties).toMatchObject({ Timeout: 30, MemorySize: 1024 });
      const rule = ofType(resources(), 'AWS::Events::Rule')
        .map(([, r]) => r.Properties!)
        .find((r) => r.Targets?.[0]?.Arn?.['Fn::GetAtt']?.[0] === fnId)!;
      expect(rule.EventBusName).toEqual({ Ref: expect.stringMatching(/^Bus/) });
      expect(rule.EventPattern).toEqual({ source: [EVENT_SOURCE], 'detail-type': [...sub.events] });
      expect(rule.Targets).toEqual([
        expect.objectContaining({
          RetryPolicy: { MaximumRetryAttempts: 4, MaximumEventAgeInSeconds: 7200 },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } },
        }),
      ]);
    }
  });

  it('each worker: a queue with a DLQ its function reads one message at a time; the operations that declare it send to it', () => {
    for (const worker of WORKERS) {
      const fnId = logicalIdTagged(WORKER_TAG, worker.name);
      expect(resources()[fnId]?.Properties).toMatchObject({ Timeout: worker.timeoutSeconds, MemorySize: worker.memorySize });
      const [mapping] = ofType(resources(), 'AWS::Lambda::EventSourceMapping')
        .map(([, r]) => r.Properties!)
        .filter((m) => esRefA(m.FunctionName, fnId));
      expect(mapping).toMatchObject({ BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'] });
      const queueId = mapping!.EventSourceArn['Fn::GetAtt'][0] as string;
      const queue = resources()[queueId]!;
      expect(queue.Properties).toMatchObject({
        QueueName: `portal-carga-${s.config.stage}-${worker.name}`,
        VisibilityTimeout: 6 * worker.timeoutSeconds,
        RedrivePolicy: { maxReceiveCount: 3 },
      });
      const senders = OPERATIONS.filter((op) => op.uses.includes(worker.resource));
      expect(senders.length).toBeGreaterThan(0);
      for (const op of senders) {
        const fn = functionsTagged(areaResources(op.area), OPERATION_TAG).find(
          (f) => tagValue(f.Properties, OPERATION_TAG) === op.id,
        )!;
        expect(JSON.stringify(fn.Properties?.Environment?.Variables?.[workerQueueEnv(worker)]), op.id).toContain(
          `portal-carga-${s.config.stage}-${worker.name}`,
        );
      }
      // A subscriber or a worker that sends to it (a webhook's first attempt, its next one) is named its queue too.
      const internos = [
        ...SUBSCRIBERS.map((f) => ({ tag: SUBSCRIBER_TAG, f })),
        ...WORKERS.map((f) => ({ tag: WORKER_TAG, f })),
      ].filter(({ f }) => f.uses.includes(worker.resource));
      for (const { tag, f } of internos) {
        const env = resources()[logicalIdTagged(tag, f.name)]?.Properties?.Environment?.Variables;
        expect(env?.[workerQueueEnv(worker)], f.name).toEqual({ Ref: queueId });
      }
    }
  });

  it('bundles each handler on its own: functions of one folder do not share a bundle', () => {
    const funciones = s.stacks.flatMap((x) => ofType(x.resources, 'AWS::Lambda::Function').map(([, r]) => r.Properties!));
    const propias = funciones.filter((p) => [OPERATION_TAG, JOB_TAG, SUBSCRIBER_TAG, WORKER_TAG].some((k) => tagValue(p, k)));
    expect(new Set(propias.map((p) => p.Code.S3Key)).size).toBe(
      OPERATIONS.length + JOBS.length + SUBSCRIBERS.length + WORKERS.length,
    );
  });

  it('ships the PDF font in the assets of the functions that render documents, and of no other', () => {
    const fuente = path.join(FUENTE.carpeta, path.basename(FUENTE.ruta));
    const funciones = s.stacks.flatMap((x) => ofType(x.resources, 'AWS::Lambda::Function').map(([, r]) => r.Properties!));
    const propias = funciones.filter((p) => [OPERATION_TAG, JOB_TAG, DISPATCHER_TAG, SUBSCRIBER_TAG].some((k) => tagValue(p, k)));
    const conFuente = propias.filter((p) => {
      const asset = path.join(s.app.outdir, `asset.${String(p.Code.S3Key).replace(/\.zip$/, '')}`);
      expect(fs.existsSync(path.join(asset, 'index.mjs')), asset).toBe(true);
      return fs.existsSync(path.join(asset, fuente));
    });
    // The documents subscriber and job, and the one request that renders: an unsaved annual offer's paper.
    expect(
      conFuente.map((p) => tagValue(p, SUBSCRIBER_TAG) ?? tagValue(p, JOB_TAG) ?? tagValue(p, OPERATION_TAG)).sort(),
    ).toEqual(['descargar-oferta-anual', 'generar-documentos', 'reintentar-documentos']);
    expect(conFuente.map((p) => tagValue(p, DISPATCHER_TAG))).toEqual([undefined, undefined, undefined]);
  });

  it('has no Lambda besides the jobs, their dispatchers, the subscribers and the workers', () => {
    const count = ofType(resources(), 'AWS::Lambda::Function').length;
    expect(count).toBe(JOBS.length + JOBS.filter((j) => j.scope === 'tenant').length + SUBSCRIBERS.length + WORKERS.length);
  });
});

describe('data', () => {
  it("has the single table with PITR, deletion protection, TTL and the model's indexes", () => {
    s.templates.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    s.templates.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        TimeToLiveSpecification: { AttributeName: 'expiraEn', Enabled: true },
        // Every index of the model, each projecting only the keys and the list row.
        GlobalSecondaryIndexes: TABLE_INDEXES.map((name) => ({
          IndexName: name,
          KeySchema: [
            { AttributeName: `${name}pk`, KeyType: 'HASH' },
            { AttributeName: `${name}sk`, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [ROW_ATTRIBUTE] },
        })),
      }),
    });
  });
});

describe('files', () => {
  const filesBucket = () => {
    const buckets = s.templates.files.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } });
    expect(Object.keys(buckets)).toHaveLength(1);
    return Object.entries(buckets)[0]! as [string, { Properties: Record<string, any> }];
  };

  it('blocks public access, is versioned, encrypted and logs to a separate bucket', () => {
    const [, bucket] = filesBucket();
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LoggingConfiguration: { DestinationBucketName: { Ref: expect.any(String) } },
    });
  });

  it('has CORS for the SPA and the lifecycle rules for abandoned uploads', () => {
    const [, bucket] = filesBucket();
    const cors = bucket.Properties.CorsConfiguration.CorsRules[0];
    expect(cors.AllowedOrigins).toEqual(s.config.webOrigins);
    expect([...cors.AllowedMethods].sort()).toEqual(['GET', 'HEAD', 'POST', 'PUT']);
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
        expect.objectContaining({ Prefix: 'uploads-pendientes/', ExpirationInDays: 2, Status: 'Enabled' }),
      ]),
    );
  });

  it('denies non-TLS access in the bucket policy', () => {
    const [logicalId] = filesBucket();
    s.templates.files.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('auth', () => {
  it('user pool: sign-in by tenant and e-mail as username, no self sign-up, password policy, custom attributes', () => {
    const [pool] = Object.values(s.templates.auth.findResources('AWS::Cognito::UserPool') as Resources);
    // The e-mail is neither the username nor an alias: unique per tenant (in the username), not in the pool.
    expect(pool?.Properties?.UsernameAttributes).toBeUndefined();
    expect(pool?.Properties?.AliasAttributes).toBeUndefined();
    expect(pool?.Properties?.AdminCreateUserConfig?.InviteMessageTemplate?.EmailMessage).toMatch(/\{username\}.*\{####\}/);
    s.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 10,
          RequireNumbers: true,
          RequireLowercase: true,
          RequireUppercase: true,
        }),
      },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'tenant', Mutable: true }),
        Match.objectLike({ Name: 'userId', Mutable: true }),
      ]),
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('no client lets users write custom:tenant or custom:userId, but both can read them', () => {
    const clients = Object.values(s.templates.auth.findResources('AWS::Cognito::UserPoolClient') as Resources);
    expect(clients.map((c) => c.Properties?.ClientName).sort()).toEqual(['partner-sso', 'web-spa']);
    for (const c of clients) {
      expect(c.Properties?.GenerateSecret).toBe(false);
      expect(c.Properties?.WriteAttributes).toBeDefined();
      expect(c.Properties?.WriteAttributes).not.toContain('custom:tenant');
      expect(c.Properties?.WriteAttributes).not.toContain('custom:userId');
      expect(c.Properties?.ReadAttributes).toEqual(expect.arrayContaining(['custom:tenant', 'custom:userId']));
      // The local stack's clients (scripts/local/provision.ts) get the same lists.
      expect([...(c.Properties?.ReadAttributes as string[])].sort()).toEqual([...CLIENT_READ_ATTRIBUTES].sort());
      expect([...(c.Properties?.WriteAttributes as string[])].sort()).toEqual([...CLIENT_WRITE_ATTRIBUTES].sort());
    }
    const web = clients.find((c) => c.Properties?.ClientName === 'web-spa')!;
    expect(web.Properties?.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
  });

  it('machine API: the portal-carga resource server with its four scopes and a domain, no client with OAuth flows', () => {
    s.templates.auth.hasResourceProperties('AWS::Cognito::UserPoolResourceServer', {
      Identifier: SERVIDOR_RECURSOS,
      Scopes: ALCANCES.map((a) => Match.objectLike({ ScopeName: a })),
    });
    s.templates.auth.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    // The domain opens the hosted UI to any client that allows OAuth flows: none may, nor keep CDK's placeholder callback.
    for (const c of Object.values(s.templates.auth.findResources('AWS::Cognito::UserPoolClient') as Resources)) {
      expect(c.Properties?.AllowedOAuthFlows ?? []).toEqual([]);
      expect(c.Properties?.AllowedOAuthFlowsUserPoolClient).not.toBe(true);
      expect(JSON.stringify(c.Properties?.CallbackURLs ?? [])).not.toContain('example.com');
    }
  });

  it('has one group per role', () => {
    const groups = Object.values(s.templates.auth.findResources('AWS::Cognito::UserPoolGroup') as Resources);
    expect(groups.map((g) => g.Properties?.GroupName).sort()).toEqual([...ROLE_IDS].sort());
  });
});

describe('web', () => {
  const distribution = () =>
    Object.values(s.templates.web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
  const functionCode = (logicalId: string) => s.templates.web.toJSON().Resources[logicalId].Properties.FunctionCode as string;

  it('serves the SPA through OAC and proxies /v1/* uncached with the tenant-host function', () => {
    const t = s.templates.web;
    t.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    t.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        // Legacy logging always writes the query string (record 0163): the logs go through CdnLogsStack.
        Logging: Match.absent(),
        // The machine routes (record 0165) reach the same API origin the same way.
        CacheBehaviors: ['/v1/*', '/maquinas/*'].map((PathPattern) =>
          Match.objectLike({
            PathPattern,
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // AllViewerExceptHostHeader
            FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          }),
        ),
      }),
    });
    const [api, maquinas] = distribution().CacheBehaviors;
    expect(maquinas.TargetOriginId).toBe(api.TargetOriginId);
    expect(functionCode(api.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0])).toBe(
      fs.readFileSync(cloudFrontFunctionFile('tenant-host'), 'utf8'),
    );
    t.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentTypeOptions: { Override: true },
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'self'") }),
        }),
      },
    });
  });

  it('API status codes pass unchanged: no error response maps anything, and the SPA fallback runs on the site only', () => {
    const config = distribution();
    // A custom error response applies to every behaviour, /v1/* included: none at all.
    expect(config.CustomErrorResponses).toBeUndefined();
    const siteFunctions = config.DefaultCacheBehavior.FunctionAssociations;
    expect(siteFunctions).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] } },
    ]);
    expect(functionCode(siteFunctions[0].FunctionARN['Fn::GetAtt'][0])).toBe(
      fs.readFileSync(cloudFrontFunctionFile('spa-fallback'), 'utf8'),
    );
    for (const behaviour of config.CacheBehaviors) {
      expect(JSON.stringify(behaviour.FunctionAssociations), behaviour.PathPattern).not.toContain(
        siteFunctions[0].FunctionARN['Fn::GetAtt'][0],
      );
    }
  });

  it('is guarded by the web ACL of the us-east-1 edge stack, deployed before it', () => {
    expect(distribution().WebACLId).toEqual({
      'Fn::GetStackOutput': { StackName: s.edge.stackName, OutputName: 'WebAclArn', Region: 'us-east-1' },
    });
    expect(s.edge.region).toBe('us-east-1');
    expect(s.templates.edge.toJSON().Outputs.WebAclArn.Value).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^WebAcl/), 'Arn'],
    });
    expect(s.web.dependencies).toContain(s.edge);
  });

  it('without a domain (dev only) CloudFront reaches the API at its execute-api host, from the id the API stack exports, not split from a URL', () => {
    const apiOrigin = distribution().Origins.find((o: any) => o.CustomOriginConfig);
    expect(apiOrigin.DomainName).toEqual({
      'Fn::Join': [
        '',
        [{ 'Fn::ImportValue': expect.any(String) }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }],
      ],
    });
    const exportName = apiOrigin.DomainName['Fn::Join'][1][0]['Fn::ImportValue'];
    const exported = Object.values(s.templates.api.toJSON().Outputs as Record<string, any>).find(
      (o) => o.Export?.Name === exportName,
    );
    expect(exported.Value).toEqual({ Ref: expect.stringMatching(/^HttpApi/) });
    s.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: false });
  });

  it('sends the origin secret by dynamic reference to the secret the public functions read', () => {
    const apiOrigin = distribution().Origins.find((o: any) => o.CustomOriginConfig);
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      { HeaderName: 'x-origin-secret', HeaderValue: `{{resolve:secretsmanager:${s.api.originSecretName}:SecretString:::}}` },
    ]);
  });

  it('has only the CDK-managed BucketDeployment handler as a Lambda', () => {
    s.templates.web.resourceCountIs('AWS::Lambda::Function', 1);
  });

  it('deploys the built SPA and config.json, replacing what the bucket held', () => {
    const [deploy] = Object.values(s.templates.web.findResources('Custom::CDKBucketDeployment'));
    expect(deploy!.Properties.SourceObjectKeys).toHaveLength(2);
    expect(deploy!.Properties.Prune).not.toBe(false);
  });
});

describe('cfn-lint', () => {
  it('finds no error in any template of the stage', async () => {
    const errors = (await lint).filter((f) => f.Level === 'Error');
    expect(errors.map(describeFinding)).toEqual([]);
  });
});

describe('cdk-nag (AwsSolutions, v3)', () => {
  it('reports no unacknowledged errors', () => {
    const report = s.nag.validateScope(s.app);
    const errors = report.violations
      .filter((v) => v.severity === 'error')
      .map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(errors).toEqual([]);
  });

  it('stays clean with a concrete account and region, as `cdk synth` with credentials resolves them', () => {
    const saved = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
    Object.assign(process.env, { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'sa-east-1' });
    try {
      // Finding ids embed resolved ARNs; bundling is skipped, only the acknowledgements are checked.
      const { context } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
        context: Record<string, unknown>;
      };
      const built = buildPortalApp({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
      const errors = built.nag
        .validateScope(built.app)
        .violations.filter((v) => v.severity === 'error')
        .map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
      expect(errors).toEqual([]);
    } finally {
      for (const [k, v] of [
        ['CDK_DEFAULT_ACCOUNT', saved.account],
        ['CDK_DEFAULT_REGION', saved.region],
      ] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});
