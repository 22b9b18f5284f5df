import { App, Tags, Validations, type AppProps, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readStageConfig, type StageConfig } from './config.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { isPublic } from '#shared/contract/define.ts';
import { AlarmasStack } from './stacks/alarms-stack.ts';
import { ApiAreaStack } from './stacks/api-area-stack.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { ApiStageStack } from './stacks/api-stage-stack.ts';
import { AuthStack } from './stacks/auth-stack.ts';
import { CdnLogsStack } from './stacks/cdn-logs-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { EdgeStack } from './stacks/edge-stack.ts';
import { FilesStack } from './stacks/files-stack.ts';
import { SchedulesStack } from './stacks/schedules-stack.ts';
import { WebStack } from './stacks/web-stack.ts';

export interface PortalApp {
  app: App;
  config: StageConfig;
  nag: AwsSolutionsChecks;
  alarmas: AlarmasStack;
  data: DataStack;
  files: FilesStack;
  auth: AuthStack;
  schedules: SchedulesStack;
  api: ApiStack;
  /** One stack per contract area, keyed by `op.area`. */
  apiAreas: Map<string, ApiAreaStack>;
  apiStage: ApiStageStack;
  /** us-east-1: the distribution's web ACL and certificate. */
  edge: EdgeStack;
  web: WebStack;
  /** us-east-1: the distribution's access logs without query strings. */
  cdnLogs: CdnLogsStack;
}

export interface PortalAppOptions {
  /** The built SPA the site deploys (default web/dist). */
  webDistDir?: string;
}

/**
 * Builds every stack of one stage. Used by `infra/app.ts` (cdk synth/deploy) and by the infra tests,
 * which pass `appProps` (context, outdir) instead of going through the CLI.
 */
export const buildPortalApp = (appProps: AppProps = {}, options: PortalAppOptions = {}): PortalApp => {
  const app = new App(appProps);
  const config = readStageConfig(app);
  const { stage, webOrigins, domain } = config;
  const env: Environment = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const name = (part: string) => `PortalCarga-${stage}-${part}`;

  const alarmas = new AlarmasStack(app, name('Alarmas'), { env, stage, alarmEmail: config.alarmEmail });
  const data = new DataStack(app, name('Data'), { env, stage });
  const files = new FilesStack(app, name('Files'), { env, stage, webOrigins });
  const auth = new AuthStack(app, name('Auth'), {
    env,
    stage,
    threatProtection: config.isProd,
    mail: { domain, from: config.mailFrom, cognitoSesEmail: config.cognitoSesEmail },
    sso: { emisores: JSON.stringify(config.ssoEmisores), table: data.table, alarmTopic: alarmas.topic },
  });
  const schedules = new SchedulesStack(app, name('Schedules'), {
    env,
    stage,
    table: data.table,
    bucket: files.bucket,
    userPool: auth.userPool,
    userPoolClientId: auth.webClient.userPoolClientId,
    mailFrom: config.mailFrom,
    publicUrlTemplate: config.publicUrlTemplate,
    alarmTopic: alarmas.topic,
  });
  const api = new ApiStack(app, name('Api'), {
    env,
    stage,
    webOrigins,
    userPool: auth.userPool,
    webClient: auth.webClient,
    partnerClient: auth.partnerClient,
    callerSets: OPERATIONS.filter((op) => !isPublic(op)).map((op) => op.callers),
    alarmTopic: alarmas.topic,
    domain,
  });
  const apiAreas = new Map<string, ApiAreaStack>();
  for (const area of new Set(OPERATIONS.map((op) => op.area))) {
    apiAreas.set(
      area,
      new ApiAreaStack(app, name(`Api-${area}`), {
        env,
        stage,
        alarmTopic: alarmas.topic,
        operations: OPERATIONS.filter((op) => op.area === area),
        httpApi: api.httpApi,
        authorizerIds: api.authorizerIds,
        maquinasAuthorizerId: api.maquinasAuthorizerId,
        publicApiKey: config.publicApiKey,
        originSecret: api.originSecret,
        mailFrom: config.mailFrom,
        publicUrlTemplate: config.publicUrlTemplate,
        table: data.table,
        bucket: files.bucket,
        userPool: auth.userPool,
        userPoolClientId: auth.webClient.userPoolClientId,
        bus: schedules.bus,
        secrets: { wallet: data.walletSecret, custody: data.custodySecret, personas: data.personasSecret },
        apiUrls: { wallet: config.walletApiUrl, custody: config.custodyApiUrl, personas: config.personasApiUrl },
        colas: schedules.colas,
        ssoEmisores: JSON.stringify(config.ssoEmisores),
      }),
    );
  }
  const apiStage = new ApiStageStack(app, name('ApiStage'), {
    env,
    stage,
    alarmTopic: alarmas.topic,
    httpApi: api.httpApi,
    operations: OPERATIONS,
    routeStacks: [...apiAreas.values()],
    customDomainName: domain ? api.originDomain : undefined,
  });
  const edge = new EdgeStack(app, name('Edge'), { env, stage, operations: OPERATIONS, domain });
  const web = new WebStack(app, name('Web'), {
    env,
    stage,
    webOrigins,
    apiOrigin: api.originDomain,
    userPool: auth.userPool,
    webClient: auth.webClient,
    partnerClient: auth.partnerClient,
    publicApiKey: config.publicApiKey,
    tokenUrlMaquinas: auth.apiMaquinas.urlToken,
    originSecret: { name: api.originSecretName, version: config.originSecretVersion },
    webAclArn: edge.webAclArnOutput,
    domain: domain && { ...domain, certificateArn: edge.certificateArnOutput! },
    webDistDir: options.webDistDir,
  });
  web.addStackDependency(edge);
  // The site goes live once the API it calls serves every route.
  web.addStackDependency(apiStage);
  const cdnLogs = new CdnLogsStack(app, name('CdnLogs'), { env, stage, ...web.salidasParaCdnLogs });
  cdnLogs.addStackDependency(web);

  Tags.of(app).add('project', 'portal-carga');
  Tags.of(app).add('stage', stage);

  const nag = new AwsSolutionsChecks(app);
  Validations.of(app).addPlugins(nag);

  return { app, config, nag, alarmas, data, files, auth, schedules, api, apiAreas, apiStage, edge, web, cdnLogs };
};
