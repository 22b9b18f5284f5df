import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TENANTS, tenantFromHost } from '#shared/tenants/tenants.ts';
import { readStageConfig } from '../../infra/config.ts';
import { API_SUBDOMAIN } from '../../infra/stacks/api-stack.ts';
import { AlarmasStack } from '../../infra/stacks/alarms-stack.ts';
import { AuthStack, MAIL_FROM_SUBDOMAIN } from '../../infra/stacks/auth-stack.ts';
import { DataStack } from '../../infra/stacks/data-stack.ts';
import { cfnLint, describeFinding, type CfnLintFinding } from './cfn-lint.ts';
import { synthesizePortal, type Synthesized } from './synth.ts';

/** What an operator passes for a stage with its domain (docs/operations.md, "Valores de contexto"). */
const DOMAIN = { domainName: 'portal.empresa.com', hostedZoneId: 'Z0123456789ABCDEFGHIJ', hostedZoneName: 'empresa.com' };
/** Who hears of its alarms, which no stage but dev goes without. */
const ALARMAS = { alarmEmail: 'operaciones@empresa.com' };
const VERSION = 'a1b2c3d4-0000-4000-8000-1234567890ab';

const configOf = (context: Record<string, string>) => readStageConfig(new App({ context }));

describe('stage configuration', () => {
  it('a stage other than dev refuses to run without its domain, naming every missing -c value', () => {
    expect(() => configOf({ stage: 'prod' })).toThrow(
      'Stage "prod" needs domainName, hostedZoneId, alarmEmail: npx cdk deploy -c stage=prod -c domainName=portal.empresa.com -c hostedZoneId=Z0123456789ABCDEFGHIJ -c alarmEmail=operaciones@empresa.com ...',
    );
    expect(() => configOf({ stage: 'staging', domainName: DOMAIN.domainName, ...ALARMAS })).toThrow(
      /^Stage "staging" needs hostedZoneId:/,
    );
    expect(() => configOf({ stage: 'staging', ...DOMAIN })).toThrow(/^Stage "staging" needs alarmEmail:/);
    expect(() => configOf({ stage: 'staging', ...DOMAIN, alarmEmail: 'operaciones' })).toThrow(/Invalid alarmEmail/);
  });

  it('refuses a domain outside its zone, a malformed one, and a sender outside the domain', () => {
    expect(() => configOf({ stage: 'prod', ...DOMAIN, ...ALARMAS, hostedZoneName: 'otra.com' })).toThrow(
      /not inside the hosted zone/,
    );
    expect(() => configOf({ stage: 'prod', ...DOMAIN, ...ALARMAS, domainName: 'https://portal.empresa.com' })).toThrow(
      /Invalid domainName/,
    );
    expect(() => configOf({ stage: 'prod', ...DOMAIN, ...ALARMAS, mailFrom: 'avisos@otra.com' })).toThrow(
      /must be an address of portal.empresa.com/,
    );
  });

  it('derives the sender, the tenants’ URL and the web origins from the domain; the zone defaults to the domain', () => {
    const config = configOf({ stage: 'prod', domainName: 'Portal.Empresa.com', hostedZoneId: DOMAIN.hostedZoneId, ...ALARMAS });
    expect(config).toMatchObject({
      domain: { domainName: 'portal.empresa.com', hostedZoneName: 'portal.empresa.com' },
      mailFrom: 'notificaciones@portal.empresa.com',
      publicUrlTemplate: 'https://{tenant}.portal.empresa.com',
      webOrigins: ['https://*.portal.empresa.com'],
      cognitoSesEmail: true,
    });
  });

  it('every tenant’s public URL under the domain resolves back to that tenant', () => {
    const { publicUrlTemplate } = configOf({ stage: 'prod', ...DOMAIN, ...ALARMAS });
    for (const tenant of TENANTS) {
      const host = new URL(publicUrlTemplate.replace('{tenant}', tenant.id)).host;
      expect(tenantFromHost(host)?.id, host).toBe(tenant.id);
    }
    // The names the stage takes for itself under the domain are no tenant's.
    for (const propio of [API_SUBDOMAIN, MAIL_FROM_SUBDOMAIN])
      expect(tenantFromHost(`${propio}.portal.empresa.com`)).toBeUndefined();
  });

  it('dev may go without a domain', () => {
    expect(configOf({ stage: 'dev' }).domain).toBeUndefined();
  });
});

describe('a stage with its domain', () => {
  let s: Synthesized;
  let lint: Promise<CfnLintFinding[]>;
  beforeAll(() => {
    s = synthesizePortal({ bundle: false, context: { stage: 'prod', ...DOMAIN, ...ALARMAS, originSecretVersion: VERSION } });
    lint = cfnLint(s.app.outdir);
    lint.catch(() => undefined);
  });
  const resourcesOf = (t: Template, type: string) =>
    Object.values(t.findResources(type)) as { Properties: any; DependsOn?: string[] }[];

  it('cfn-lint finds no error in any template', async () => {
    expect((await lint).filter((f) => f.Level === 'Error').map(describeFinding)).toEqual([]);
  });

  it('cdk-nag reports no unacknowledged error', () => {
    const errors = s.nag
      .validateScope(s.app)
      .violations.filter((v) => v.severity === 'error')
      .map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(errors).toEqual([]);
  });

  it('us-east-1 holds the wildcard certificate of the tenants, validated in the zone', () => {
    s.templates.edge.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: '*.portal.empresa.com',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [{ DomainName: '*.portal.empresa.com', HostedZoneId: DOMAIN.hostedZoneId }],
    });
    s.templates.edge.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', Name: 'portal-carga-prod' });
  });

  it('CloudFront serves *.domain with that certificate over TLS 1.2, and Route 53 points A and AAAA at it', () => {
    const config = resourcesOf(s.templates.web, 'AWS::CloudFront::Distribution')[0]!.Properties.DistributionConfig;
    expect(config.Aliases).toEqual(['*.portal.empresa.com']);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: {
        'Fn::GetStackOutput': { StackName: s.edge.stackName, OutputName: 'CertificateArn', Region: 'us-east-1' },
      },
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    const distribution = Object.keys(s.templates.web.findResources('AWS::CloudFront::Distribution'))[0];
    for (const Type of ['A', 'AAAA'])
      s.templates.web.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: '*.portal.empresa.com.',
        Type,
        HostedZoneId: DOMAIN.hostedZoneId,
        AliasTarget: Match.objectLike({ DNSName: { 'Fn::GetAtt': [distribution, 'DomainName'] } }),
      });
  });

  it('the API answers only at its custom domain: execute-api disabled, api.<domain> with a regional certificate, mapped to $default', () => {
    s.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    s.templates.api.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'api.portal.empresa.com',
      DomainValidationOptions: [{ DomainName: 'api.portal.empresa.com', HostedZoneId: DOMAIN.hostedZoneId }],
    });
    s.templates.api.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api.portal.empresa.com',
      DomainNameConfigurations: [Match.objectLike({ EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' })],
    });
    s.templates.api.hasResourceProperties('AWS::Route53::RecordSet', { Name: 'api.portal.empresa.com.', Type: 'A' });
    const [mapping] = resourcesOf(s.templates.apiStage, 'AWS::ApiGatewayV2::ApiMapping');
    expect(mapping!.Properties).toMatchObject({ DomainName: 'api.portal.empresa.com', Stage: '$default' });
    expect(mapping!.DependsOn).toEqual([expect.stringMatching(/^DefaultStage/)]);
    const origin = resourcesOf(s.templates.web, 'AWS::CloudFront::Distribution')[0]!.Properties.DistributionConfig.Origins.find(
      (o: any) => o.CustomOriginConfig,
    );
    expect(origin.DomainName).toBe('api.portal.empresa.com');
  });

  it('CloudFront sends the origin secret of the pinned version, so a rotation and a deploy with its id change it', () => {
    const origin = resourcesOf(s.templates.web, 'AWS::CloudFront::Distribution')[0]!.Properties.DistributionConfig.Origins.find(
      (o: any) => o.CustomOriginConfig,
    );
    expect(origin.OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-origin-secret',
        HeaderValue: `{{resolve:secretsmanager:portal-carga-prod-origen:SecretString:::${VERSION}}}`,
      },
    ]);
  });

  it('SES verifies the domain with DKIM and a MAIL FROM subdomain, their records in the zone', () => {
    s.templates.auth.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'portal.empresa.com',
      DkimAttributes: { SigningEnabled: true },
      DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
      MailFromAttributes: { MailFromDomain: 'correo.portal.empresa.com', BehaviorOnMxFailure: 'REJECT_MESSAGE' },
    });
    const records = resourcesOf(s.templates.auth, 'AWS::Route53::RecordSet').map((r) => r.Properties);
    expect(records.filter((r) => r.Type === 'CNAME')).toHaveLength(3);
    expect(
      records
        .filter((r) => r.Name === 'correo.portal.empresa.com.')
        .map((r) => r.Type)
        .sort(),
    ).toEqual(['MX', 'TXT']);
    for (const r of records) expect(r.HostedZoneId).toBe(DOMAIN.hostedZoneId);
  });

  it('Cognito sends its mail through that identity, from the stage’s sender, once the identity exists', () => {
    const [pool] = Object.entries(s.templates.auth.findResources('AWS::Cognito::UserPool'));
    const identity = Object.keys(s.templates.auth.findResources('AWS::SES::EmailIdentity'))[0]!;
    expect(pool![1].Properties.EmailConfiguration).toEqual({
      EmailSendingAccount: 'DEVELOPER',
      From: 'notificaciones@portal.empresa.com',
      SourceArn: {
        'Fn::Join': [
          '',
          [
            'arn:',
            { Ref: 'AWS::Partition' },
            ':ses:',
            { Ref: 'AWS::Region' },
            ':',
            { Ref: 'AWS::AccountId' },
            ':identity/portal.empresa.com',
          ],
        ],
      },
    });
    expect(pool![1].DependsOn).toContain(identity);
  });

  it('the functions send from the domain and link to the tenants’ subdomains; CORS allows them', () => {
    const fn = resourcesOf(s.templates.schedules, 'AWS::Lambda::Function').find(
      (f) => f.Properties.Environment?.Variables?.MAIL_FROM,
    )!;
    expect(fn.Properties.Environment.Variables).toMatchObject({
      MAIL_FROM: 'notificaciones@portal.empresa.com',
      PUBLIC_URL_TEMPLATE: 'https://{tenant}.portal.empresa.com',
    });
    s.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({ AllowOrigins: ['https://*.portal.empresa.com'] }),
    });
  });

  it('the data outlives the stack: point-in-time recovery, deletion protection, a versioned bucket, both retained', () => {
    s.templates.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
    });
    s.templates.files.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ BucketName: Match.anyValue(), VersioningConfiguration: { Status: 'Enabled' } }),
    });
  });
});

describe('the first deploy of a domain', () => {
  it('keeps Cognito’s own sender until the SES identity is verified (-c cognitoSesEmail=false)', () => {
    const config = configOf({ stage: 'prod', ...DOMAIN, ...ALARMAS, cognitoSesEmail: 'false' });
    expect(config.cognitoSesEmail).toBe(false);
    const app = new App();
    const auth = new AuthStack(app, 'Auth', {
      stage: 'prod',
      threatProtection: false,
      mail: { domain: config.domain, from: config.mailFrom, cognitoSesEmail: config.cognitoSesEmail },
      sso: {
        emisores: '{}',
        table: new DataStack(app, 'Data', { stage: 'prod' }).table,
        alarmTopic: new AlarmasStack(app, 'Alarmas', { stage: 'prod' }).topic,
      },
    });
    const t = Template.fromStack(auth);
    t.resourceCountIs('AWS::SES::EmailIdentity', 1);
    expect(resourcesOfPool(t).EmailConfiguration).toBeUndefined();
  });
});

const resourcesOfPool = (t: Template) =>
  (Object.values(t.findResources('AWS::Cognito::UserPool'))[0] as { Properties: any }).Properties;
