import { Stack, Validations } from 'aws-cdk-lib';
import type { PolicyDocument } from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges one cdk-nag (v3) finding on a construct and everything below it. cdk-nag 3 has no bulk
 * form: every rule id (or `Rule[finding]`) is acknowledged separately and must carry a reason.
 */
export const acknowledge = (scope: IConstruct, id: string, reason: string): void => {
  Validations.of(scope).acknowledge({ id, reason });
};

/**
 * For CDK-managed helper functions whose IAM policy this project does not write (e.g. the
 * BucketDeployment handler): acknowledges each AwsSolutions-IAM5 wildcard finding of `policy` exactly
 * as cdk-nag will name it. Call it after every grant on that policy has been made.
 */
export const acknowledgeManagedWildcards = (scope: IConstruct, policy: PolicyDocument, reason: string): string[] => {
  const doc = Stack.of(scope).resolve(policy.toJSON()) as { Statement?: Array<Record<string, unknown>> } | undefined;
  const findings = new Set<string>();
  const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
  for (const st of doc?.Statement ?? []) {
    if (st.Effect !== 'Allow') continue;
    for (const a of list(st.Action)) if (typeof a === 'string' && a.includes('*')) findings.add(`Action::${a}`);
    for (const r of list(st.Resource)) {
      const flat = flattenCfnReference(r);
      if (flat.includes('*')) findings.add(`Resource::${flat}`);
    }
  }
  for (const finding of findings) acknowledge(scope, `AwsSolutions-IAM5[${finding}]`, reason);
  return [...findings];
};
