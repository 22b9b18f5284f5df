import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPOS_DEL_REGISTRO } from '../../infra/stacks/cdn-logs-stack.ts';
import { synthesizePortal, type Resources, type Synthesized } from './synth.ts';

let s: Synthesized;

beforeAll(() => {
  s = synthesizePortal({ bundle: false });
});

const unico = (tipo: string) => {
  const encontrados = Object.values(s.templates.cdnLogs.findResources(tipo) as Resources);
  expect(encontrados, tipo).toHaveLength(1);
  return encontrados[0]!.Properties!;
};

describe('the distribution’s access logs keep no query string (record 0163)', () => {
  it('the distribution has no legacy logging, which always writes cs-uri-query', () => {
    const [distribucion] = Object.values(s.templates.web.findResources('AWS::CloudFront::Distribution') as Resources);
    expect(distribucion!.Properties!.DistributionConfig.Logging).toBeUndefined();
  });

  it('a us-east-1 stack, after the web stack, delivers the distribution’s access logs from its outputs', () => {
    expect(s.cdnLogs.region).toBe('us-east-1');
    expect(s.cdnLogs.dependencies).toContain(s.web);
    const origen = unico('AWS::Logs::DeliverySource');
    expect(origen.LogType).toBe('ACCESS_LOGS');
    expect(JSON.stringify(origen.ResourceArn)).toContain('Fn::GetStackOutput');
    expect(JSON.stringify(origen.ResourceArn)).toContain(':cloudfront::');
    const destino = unico('AWS::Logs::DeliveryDestination');
    expect(JSON.stringify(destino.DestinationResourceArn)).toContain('AccessLogsArn');
  });

  it('delivers every classic field but the query string and the cookies', () => {
    const entrega = unico('AWS::Logs::Delivery');
    expect(entrega.RecordFields).toEqual([...CAMPOS_DEL_REGISTRO]);
    expect(entrega.RecordFields).not.toContain('cs-uri-query');
    expect(entrega.RecordFields).not.toContain('cs(Cookie)');
    expect(entrega.RecordFields).toEqual(expect.arrayContaining(['date', 'time', 'c-ip', 'cs-uri-stem', 'sc-status']));
    expect(entrega.DeliverySourceName).toBe('portal-carga-dev-cdn');
  });

  it('the access-log bucket lets only this account’s us-east-1 delivery sources write, and takes no ACLs', () => {
    const t = s.templates.web;
    t.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Sid: 'EntregaRegistrosCloudFront',
            Principal: { Service: 'delivery.logs.amazonaws.com' },
            Action: 's3:PutObject',
            Condition: {
              StringEquals: Match.objectLike({ 'aws:SourceAccount': Match.anyValue() }),
              ArnLike: { 'aws:SourceArn': Match.anyValue() },
            },
          }),
        ]),
      },
    });
    const politica = JSON.stringify(t.findResources('AWS::S3::BucketPolicy'));
    expect(politica).toContain(':logs:us-east-1:');
    expect(politica).toContain(':delivery-source:*');
    for (const bucket of Object.values(t.findResources('AWS::S3::Bucket') as Resources))
      expect(bucket.Properties?.OwnershipControls?.Rules?.[0]?.ObjectOwnership).toBe('BucketOwnerEnforced');
  });
});
