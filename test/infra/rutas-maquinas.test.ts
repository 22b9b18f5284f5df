import { beforeAll, describe, expect, it } from 'vitest';
import { alcanceDe, operacionesDeMaquina, rutaDeMaquina } from '#shared/auth/maquinas.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { CACHE_AUTORIZADOR } from '../../infra/constructs/autorizador-maquinas.ts';
import { synthesizePortal, type Resources, type Synthesized } from './synth.ts';

let s: Synthesized;
beforeAll(() => {
  s = synthesizePortal({ bundle: false });
});

const deTipo = (resources: Resources, tipo: string) => Object.entries(resources).filter(([, r]) => r.Type === tipo);

/** Record 0165: the machine routes, their Lambda authorizer and the function each one shares with its user route. */
describe('machine routes', () => {
  const api = () => s.stacks.find((x) => x.stack === s.api)!.resources;

  it('one Lambda REQUEST authorizer with simple responses, the bearer header and a short cache', () => {
    const autorizadores = deTipo(api(), 'AWS::ApiGatewayV2::Authorizer').filter(
      ([, r]) => r.Properties?.AuthorizerType === 'REQUEST',
    );
    expect(autorizadores).toHaveLength(1);
    const [, autorizador] = autorizadores[0]!;
    expect(autorizador.Properties).toMatchObject({
      Name: 'maquinas',
      EnableSimpleResponses: true,
      AuthorizerPayloadFormatVersion: '2.0',
      IdentitySource: ['$request.header.Authorization'],
      AuthorizerResultTtlInSeconds: CACHE_AUTORIZADOR.toSeconds(),
    });
    expect(CACHE_AUTORIZADOR.toSeconds()).toBeLessThanOrEqual(300);
    // Only API Gateway may invoke it, and only as this authorizer.
    const permisos = deTipo(api(), 'AWS::Lambda::Permission').map(([, r]) => r.Properties!);
    expect(permisos).toEqual([
      expect.objectContaining({
        Principal: 'apigateway.amazonaws.com',
        SourceArn: expect.objectContaining({ 'Fn::Join': expect.arrayContaining([expect.arrayContaining(['/authorizers/'])]) }),
      }),
    ]);
    // Its function checks tokens of this stage's pool only.
    const funciones = deTipo(api(), 'AWS::Lambda::Function').map(([, r]) => r.Properties!);
    expect(funciones).toHaveLength(1);
    expect(JSON.stringify(funciones[0]!.Environment.Variables.TOKEN_ISSUER)).toContain('cognito-idp');
  });

  it('each operation open to machines has its /maquinas route on the same function, behind that authorizer; no other does', () => {
    const rutas = [...s.apiAreas.values()].flatMap((area) => {
      const resources = s.stacks.find((x) => x.stack === area)!.resources;
      return deTipo(resources, 'AWS::ApiGatewayV2::Route').map(([, r]) => ({ resources, r }));
    });
    const deMaquinas = rutas.filter(({ r }) => String(r.Properties?.RouteKey).includes(' /maquinas/'));
    expect(deMaquinas.map(({ r }) => r.Properties!.RouteKey).sort()).toEqual(
      operacionesDeMaquina(OPERATIONS)
        .map((op) => `${op.method} ${rutaDeMaquina(op.path)}`)
        .sort(),
    );
    // A route's Target is `integrations/<Ref>`; the integration's URI names the function.
    const funcionDe = (resources: Resources, target: { 'Fn::Join': [string, [string, { Ref: string }]] }): string =>
      JSON.stringify(resources[target['Fn::Join'][1][1].Ref]!.Properties!.IntegrationUri);
    for (const { resources, r } of deMaquinas) {
      expect(r.Properties!.AuthorizationType, r.Properties!.RouteKey).toBe('CUSTOM');
      expect(JSON.stringify(r.Properties!.AuthorizerId)).toContain('Fn::ImportValue');
      const op = OPERATIONS.find((o) => `${o.method} ${rutaDeMaquina(o.path)}` === r.Properties!.RouteKey)!;
      expect(alcanceDe(op.id)).toBeDefined();
      const deUsuario = rutas.find(({ r: u }) => u.Properties?.RouteKey === `${op.method} ${op.path}`)!;
      expect(funcionDe(resources, r.Properties!.Target)).toBe(funcionDe(deUsuario.resources, deUsuario.r.Properties!.Target));
    }
  });
});
