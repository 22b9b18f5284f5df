import { CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { Operation } from '#shared/contract/define.ts';
import type { StageDomain } from '../config.ts';
import { webAclRules } from '../constructs/web-acl-rules.ts';

/** CloudFront reads its web ACL and its certificate in this region only. */
export const EDGE_REGION = 'us-east-1';

export interface EdgeStackProps extends StackProps {
  stage: string;
  operations: readonly Operation[];
  domain?: StageDomain;
}

const OUTPUTS = { webAclArn: 'WebAclArn', certificateArn: 'CertificateArn' } as const;

/**
 * What CloudFront needs from us-east-1 while the rest of the stage lives in its own region: the WAF
 * web ACL (CLOUDFRONT scope) and the wildcard certificate of the tenants' host names.
 */
export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;
  readonly certificate?: acm.Certificate;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION } });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      // A fixed name: the ACL is replaced only if its name changes, which the Web stack would not see (see webAclArnOutput).
      name: `portal-carga-${props.stage}`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules: webAclRules(props.operations),
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        sampledRequestsEnabled: true,
        metricName: `portal-carga-${props.stage}`,
      },
    });
    new CfnOutput(this, OUTPUTS.webAclArn, { value: this.webAcl.attrArn });

    if (props.domain) {
      const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zona', {
        hostedZoneId: props.domain.hostedZoneId,
        zoneName: props.domain.hostedZoneName,
      });
      this.certificate = new acm.Certificate(this, 'Certificado', {
        domainName: `*.${props.domain.domainName}`,
        validation: acm.CertificateValidation.fromDns(zone),
      });
      new CfnOutput(this, OUTPUTS.certificateArn, { value: this.certificate.certificateArn });
    }
  }

  /**
   * The ACL's ARN as a stack of another region reads it (add a dependency on this stack): Fn::GetStackOutput,
   * resolved when that stack deploys. A weak reference by design (CloudFormation exports do not cross
   * regions); the ACL's name is fixed, so its ARN changes only with a rename, and WAF refuses to
   * delete an ACL still attached to the distribution.
   */
  get webAclArnOutput(): string {
    return Fn.getStackOutput(this.stackName, OUTPUTS.webAclArn, EDGE_REGION);
  }

  /** The wildcard certificate's ARN, likewise; it changes only with the domain, which changes the distribution too. */
  get certificateArnOutput(): string | undefined {
    return this.certificate && Fn.getStackOutput(this.stackName, OUTPUTS.certificateArn, EDGE_REGION);
  }
}
