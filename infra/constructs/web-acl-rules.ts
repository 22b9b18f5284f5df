import type * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { isPublic, type Operation } from '#shared/contract/define.ts';

type Rule = wafv2.CfnWebACL.RuleProperty;
type Statement = wafv2.CfnWebACL.StatementProperty;

/** WAF counts a rate-based rule over this window (seconds); the handlers count per minute. */
export const RATE_WINDOW_SECONDS = 300;

/**
 * Rules of AWS's core rule set (AWSManagedRulesCommonRuleSet) this portal runs in count mode, with the
 * reason; every other rule of the group, and all of the known-bad-inputs group, blocks.
 */
export const CORE_RULES_COUNTED: Record<string, string> = {
  SizeRestrictions_BODY:
    'Blocks any body over 8 KB, and real bodies pass it (an annual rating with its trips and goods, a claim notice with its narrative, a bordereau filter): the contract bounds every field with its zod schema, the handlers answer 400 past it, and API Gateway refuses bodies over 10 MB.',
  NoUserAgent_HEADER:
    "The wallet provider's notifications come from its servers and need not name a user agent; every call is authenticated anyway (Cognito JWT, the public key with a per-client limit, or the provider's signature).",
};

/**
 * The public paths with a per-IP ceiling at the edge, each matched by a prefix of its path (or the
 * exact path) and, for the checkout, with the webhook left to its own rule: the provider's servers
 * notify many payments from few addresses.
 */
export const PUBLIC_PATH_GROUPS = [
  { name: 'publico', prefix: '/v1/publico/' },
  { name: 'checkout', prefix: '/v1/checkout/', except: '/v1/checkout/webhook' },
  { name: 'webhook', exact: '/v1/checkout/webhook' },
] as const;

type Group = (typeof PUBLIC_PATH_GROUPS)[number];

export const groupOf = (path: string): Group | undefined =>
  PUBLIC_PATH_GROUPS.find((g) =>
    'exact' in g ? path === g.exact : path.startsWith(g.prefix) && !('except' in g && path === g.except),
  );

const uriPath = (positionalConstraint: 'STARTS_WITH' | 'EXACTLY', searchString: string): Statement => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint,
    searchString,
    // API Gateway decodes the path before it routes: so does the match, or an escaped letter would slip by.
    textTransformations: [{ priority: 0, type: 'URL_DECODE' }],
  },
});

const scopeOf = (g: Group): Statement => {
  if ('exact' in g) return uriPath('EXACTLY', g.exact);
  if (!('except' in g)) return uriPath('STARTS_WITH', g.prefix);
  return {
    andStatement: {
      statements: [uriPath('STARTS_WITH', g.prefix), { notStatement: { statement: uriPath('EXACTLY', g.except) } }],
    },
  };
};

/**
 * One client's ceiling on a group at the edge: what the handlers would let it do over the window on
 * every operation of the group together. Past it the handlers would only answer 429, so WAF stops
 * the flood before it costs a Lambda invocation; below it the handlers' own per-minute limits rule.
 */
export const rateLimitOf = (group: Group, operations: readonly Operation[]): number => {
  const perMinute = operations
    .filter((op) => isPublic(op) && groupOf(op.path) === group)
    .reduce((total, op) => total + (op.rateLimit?.perMinute ?? 0), 0);
  return Math.max(10, perMinute * (RATE_WINDOW_SECONDS / 60));
};

const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });

const managed = (name: string, priority: number, counted: Record<string, string> = {}): Rule => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(Object.keys(counted).length
        ? { ruleActionOverrides: Object.keys(counted).map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
        : {}),
    },
  },
  visibilityConfig: visibility(name),
});

/** The web ACL's rules: the per-IP ceilings first (cheap, and they stop floods), then AWS's managed groups. */
export const webAclRules = (operations: readonly Operation[]): Rule[] => [
  ...PUBLIC_PATH_GROUPS.map((group, i): Rule => ({
    name: `limite-${group.name}`,
    priority: i,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        evaluationWindowSec: RATE_WINDOW_SECONDS,
        limit: rateLimitOf(group, operations),
        scopeDownStatement: scopeOf(group),
      },
    },
    visibilityConfig: visibility(`limite-${group.name}`),
  })),
  managed('AWSManagedRulesCommonRuleSet', PUBLIC_PATH_GROUPS.length, CORE_RULES_COUNTED),
  managed('AWSManagedRulesKnownBadInputsRuleSet', PUBLIC_PATH_GROUPS.length + 1),
];
