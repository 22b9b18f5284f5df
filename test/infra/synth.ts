import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { buildPortalApp, type PortalApp } from '../../infra/portal-app.ts';
import { REPO_ROOT } from '../../infra/config.ts';

export interface Synthesized extends PortalApp {
  templates: Record<'data' | 'files' | 'auth' | 'schedules' | 'api' | 'web', Template>;
}

/**
 * Builds and synthesizes the whole app once, with the same context (feature flags) as `cdk synth`,
 * into a temporary directory (never cdk.out). Bundling runs for real, so a handler that does not
 * bundle fails here.
 */
export const synthesizePortal = (extraContext: Record<string, unknown> = {}): Synthesized => {
  const cdkJson = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cdk-'));
  const built = buildPortalApp({ outdir, context: { ...cdkJson.context, ...extraContext } });
  const templates = {
    data: Template.fromStack(built.data),
    files: Template.fromStack(built.files),
    auth: Template.fromStack(built.auth),
    schedules: Template.fromStack(built.schedules),
    api: Template.fromStack(built.api),
    web: Template.fromStack(built.web),
  };
  return { ...built, templates };
};
