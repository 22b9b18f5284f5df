import { App, Stack } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ALCANCES, SERVIDOR_RECURSOS } from '#shared/auth/maquinas.ts';
import { ApiMaquinas } from '../../infra/constructs/api-maquinas.ts';

const synth = () => {
  const stack = new Stack(new App(), 'Auth', { env: { account: '123456789012', region: 'sa-east-1' } });
  const userPool = new cognito.UserPool(stack, 'UserPool');
  const maquinas = new ApiMaquinas(stack, 'ApiMaquinas', { userPool, prefijoDominio: 'portal-carga-dev-123456789012' });
  return { maquinas, stack, template: Template.fromStack(stack) };
};

describe('the machine API in the user pool', () => {
  it('adds the portal-carga resource server with the four scopes, each described', () => {
    const { template } = synth();
    template.resourceCountIs('AWS::Cognito::UserPoolResourceServer', 1);
    const [servidor] = Object.values(template.findResources('AWS::Cognito::UserPoolResourceServer'));
    expect(servidor!.Properties.Identifier).toBe(SERVIDOR_RECURSOS);
    const scopes = servidor!.Properties.Scopes as { ScopeName: string; ScopeDescription: string }[];
    expect(scopes.map((s) => s.ScopeName)).toEqual([...ALCANCES]);
    for (const s of scopes) expect(s.ScopeDescription.length).toBeGreaterThan(0);
    for (const s of scopes) expect(s.ScopeDescription.length).toBeLessThanOrEqual(256);
  });

  it('gives the pool its one Cognito domain, whose token endpoint machines call', () => {
    const { template, maquinas, stack } = synth();
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'portal-carga-dev-123456789012' });
    expect(stack.resolve(maquinas.urlToken)).toEqual({
      'Fn::Join': ['', ['https://', { Ref: expect.any(String) }, '.auth.sa-east-1.amazoncognito.com/oauth2/token']],
    });
  });

  it('creates no app client: each partner company’s is made from the admin screens', () => {
    synth().template.resourceCountIs('AWS::Cognito::UserPoolClient', 0);
  });
});
