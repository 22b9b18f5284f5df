import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { isPublic, type Operation } from '#shared/contract/define.ts';
import { Alarmas } from '../constructs/alarmas.ts';
import { importTopic } from '../constructs/same-env-refs.ts';

export interface ApiStageStackProps extends StackProps {
  stage: string;
  httpApi: apigw.IHttpApi;
  operations: readonly Operation[];
  /** The stacks that own the routes; the stage is deployed after them. */
  routeStacks: readonly Stack[];
  /** The API's custom domain (ApiStack), mapped to this stage. */
  customDomainName?: string;
  /** The stage's alarm topic (AlarmasStack): the API's 5xx rate notifies it. */
  alarmTopic: Topic;
}

/** Ceiling API Gateway puts on each public route, on top of the per-client limit the handlers enforce. */
export const PUBLIC_ROUTE_THROTTLE = { ThrottlingBurstLimit: 50, ThrottlingRateLimit: 20 };

/**
 * The `$default` stage, in its own stack because its route settings name routes (`METHOD path`)
 * that CloudFormation requires to exist first, and the routes live in the area stacks, which
 * themselves need the API from the core stack.
 */
export class ApiStageStack extends Stack {
  constructor(scope: Construct, id: string, props: ApiStageStackProps) {
    super(scope, id, props);
    for (const routes of props.routeStacks) this.addStackDependency(routes);

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: props.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { burstLimit: 200, rateLimit: 100 },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.jsonWithStandardFields(),
      },
    });
    // HTTP APIs have no usage plans: public routes get a global ceiling per route here.
    (stage.node.defaultChild as apigw.CfnStage).routeSettings = Object.fromEntries(
      props.operations.filter(isPublic).map((op) => [`${op.method} ${op.path}`, PUBLIC_ROUTE_THROTTLE]),
    );
    if (props.customDomainName) {
      // By name: the domain belongs to the API stack, deployed before this one.
      const mapping = new apigw.CfnApiMapping(this, 'DomainMapping', {
        apiId: props.httpApi.apiId,
        domainName: props.customDomainName,
        stage: stage.stageName,
      });
      mapping.addResourceDependency(stage.node.defaultChild as apigw.CfnStage);
    }
    // The API has this one stage: its metrics by ApiId are the stage's.
    new Alarmas(this, 'Alarmas', { topic: importTopic(this, 'AlarmTopic', props.alarmTopic), stage: props.stage }).apiErrores5xx(
      props.httpApi,
    );
  }
}
