import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPortalApp } from '../../infra/portal-app.ts';

const CDK_CONTEXT = (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../cdk.json'), 'utf8')) as { context: object })
  .context;
const noBuild = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sin-build-'));
const errorsOf = (built: ReturnType<typeof buildPortalApp>) =>
  built.web.node.metadata.filter((m) => m.type === 'aws:cdk:error').map((m) => String(m.data));

describe('the site deployment without a built SPA', () => {
  it('refuses when the Web stack is being synthesized for deployment, instead of pruning the site to config.json', () => {
    const built = buildPortalApp(
      { context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': ['PortalCarga-dev-Web'] } },
      { webDistDir: noBuild() },
    );
    expect(errorsOf(built)).toEqual([
      expect.stringMatching(/index\.html does not exist: run npm run build:web before deploying the site/),
    ]);
    expect(built.web.node.tryFindChild('DeploySite')).toBeUndefined();
  });

  it('has no deployment at all, and no error, when the Web stack is not being deployed (cdk deploy of another stack)', () => {
    const built = buildPortalApp(
      { context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': ['PortalCarga-dev-Data'] } },
      { webDistDir: noBuild() },
    );
    expect(errorsOf(built)).toEqual([]);
    expect(built.web.node.tryFindChild('DeploySite')).toBeUndefined();
  });
});
