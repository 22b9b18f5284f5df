import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMISORES_SSO_DEMO } from '#scripts/local/sso-demo.ts';
import { synthesizePortal, type Resources, type Synthesized } from './synth.ts';

let s: Synthesized;
const emisores = { cargosur: EMISORES_SSO_DEMO.cargosur };

beforeAll(() => {
  s = synthesizePortal({ bundle: false, context: { ssoEmisores: JSON.stringify(emisores) } });
});

const funcionDe = (tag: string, value: string) =>
  Object.entries(s.templates.auth.findResources('AWS::Lambda::Function') as Resources).find(([, f]) =>
    (f.Properties?.Tags as { Key: string; Value: string }[] | undefined)?.some((t) => t.Key === tag && t.Value === value),
  );

describe('single sign-on from the partner’s identity (issue 30 item 1)', () => {
  it('attaches the custom authentication triggers to the user pool', () => {
    const pool = Object.values(s.templates.auth.findResources('AWS::Cognito::UserPool') as Resources)[0]!;
    const config = pool.Properties?.LambdaConfig as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual(['CreateAuthChallenge', 'DefineAuthChallenge', 'VerifyAuthChallengeResponse']);
    for (const trigger of ['define-auth-challenge', 'create-auth-challenge', 'verify-auth-challenge-response']) {
      const [id, fn] = funcionDe('portal:auth-trigger', trigger)!;
      // Cognito waits 5 s for a trigger.
      expect(fn.Properties?.Timeout).toBe(5);
      s.templates.auth.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'cognito-idp.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [id, 'Arn'] },
      });
    }
    // Their errors reach the stage's alarms.
    s.templates.auth.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmName: Match.stringLikeRegexp('ingreso-sso') });
  });

  it('gives the issuers only to the verify trigger and the exchange, and the trigger only users and used assertions', () => {
    const [, verify] = funcionDe('portal:auth-trigger', 'verify-auth-challenge-response')!;
    expect(JSON.parse(verify.Properties?.Environment?.Variables?.SSO_EMISORES as string)).toEqual(emisores);
    const [, define] = funcionDe('portal:auth-trigger', 'define-auth-challenge')!;
    expect(define.Properties?.Environment?.Variables?.SSO_EMISORES).toBeUndefined();
    const exchange = Object.values(s.areaTemplates.get('publico')!.findResources('AWS::Lambda::Function') as Resources).filter(
      (f) => f.Properties?.Environment?.Variables?.SSO_EMISORES,
    );
    expect(exchange.map((f) => f.Properties?.Description)).toEqual([expect.stringMatching(/^POST \/v1\/publico\/sso\/sesion/)]);

    const statements = Object.values(s.templates.auth.findResources('AWS::IAM::Policy') as Resources).flatMap(
      (p) => p.Properties?.PolicyDocument.Statement as { Action: string; Condition?: unknown }[],
    );
    const dynamo = statements.filter((st) => String(st.Action).startsWith('dynamodb:'));
    expect(dynamo.map((st) => [st.Action, st.Condition])).toEqual([
      ['dynamodb:GetItem', { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['*#usuario#*'] } }],
      ['dynamodb:PutItem', { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['*#asercion-sso#*'] } }],
    ]);
  });

  it('no app client has OAuth flows or a placeholder callback; the partner client signs in only by custom authentication', () => {
    const clients = Object.values(s.templates.auth.findResources('AWS::Cognito::UserPoolClient') as Resources);
    expect(clients).toHaveLength(2);
    for (const c of clients) {
      expect(c.Properties?.AllowedOAuthFlows).toBeUndefined();
      expect(c.Properties?.AllowedOAuthFlowsUserPoolClient).not.toBe(true);
      expect(c.Properties?.CallbackURLs).toBeUndefined();
      expect(JSON.stringify(c.Properties)).not.toContain('example.com');
    }
    const partner = clients.find((c) => c.Properties?.ClientName === 'partner-sso')!;
    expect([...(partner.Properties?.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_CUSTOM_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
  });

  it('sends only the origin as Referer, so the first requests of an SSO link do not carry the assertion', () => {
    s.templates.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({ ReferrerPolicy: { ReferrerPolicy: 'strict-origin', Override: true } }),
      }),
    });
  });

  it('refuses a stage registry it cannot trust', () => {
    expect(() =>
      synthesizePortal({ bundle: false, context: { ssoEmisores: JSON.stringify({ cargosur: [{ emisor: 'x' }] }) } }),
    ).toThrow(/ssoEmisores/);
  });
});
