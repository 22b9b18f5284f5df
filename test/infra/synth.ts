import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildPortalApp, type PortalApp } from '../../infra/portal-app.ts';
import { REPO_ROOT } from '../../infra/config.ts';

export type Resources = Record<string, { Type: string; Properties?: Record<string, any>; DependsOn?: string[] }>;

export interface SynthesizedStack {
  stack: Stack;
  template: Template;
  resources: Resources;
}

export interface Synthesized extends PortalApp {
  templates: Record<'data' | 'files' | 'auth' | 'schedules' | 'api' | 'apiStage' | 'edge' | 'web' | 'cdnLogs', Template>;
  /** The area stacks' templates, keyed by `op.area`. */
  areaTemplates: Map<string, Template>;
  /** Every stack of the app. */
  stacks: SynthesizedStack[];
}

export interface SynthOptions {
  /**
   * Bundle every handler with esbuild, as `cdk synth` does, so a handler that does not bundle fails.
   * Tests that only read templates skip it: bundling is most of the time a synth takes.
   */
  bundle?: boolean;
  context?: Record<string, unknown>;
}

/** A stand-in for the built SPA (`npm run build:web`), which the site deployment requires. */
export const fakeWebDist = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>portal</title>');
  return dir;
};

/**
 * Builds the whole app with the same context (feature flags) as `cdk synth` and synthesizes it once,
 * into a temporary directory (never cdk.out); each stack's template is read from that one assembly.
 */
export const synthesizePortal = ({ bundle = true, context = {} }: SynthOptions = {}): Synthesized => {
  const cdkJson = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cdk-'));
  const built = buildPortalApp(
    { outdir, context: { ...cdkJson.context, ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }), ...context } },
    { webDistDir: fakeWebDist() },
  );
  const assembly = built.app.synth();
  const stacks = built.app.node.children
    .filter((c): c is Stack => Stack.isStack(c))
    .map((stack) => {
      const json = assembly.getStackByName(stack.stackName).template as { Resources: Resources };
      return { stack, template: Template.fromJSON(json), resources: json.Resources };
    });
  const templateOf = (stack: Stack): Template => {
    const found = stacks.find((s) => s.stack === stack);
    if (!found) throw new Error(`${stack.stackName} was not synthesized`);
    return found.template;
  };
  return {
    ...built,
    templates: {
      data: templateOf(built.data),
      files: templateOf(built.files),
      auth: templateOf(built.auth),
      schedules: templateOf(built.schedules),
      api: templateOf(built.api),
      apiStage: templateOf(built.apiStage),
      edge: templateOf(built.edge),
      web: templateOf(built.web),
      cdnLogs: templateOf(built.cdnLogs),
    },
    areaTemplates: new Map([...built.apiAreas].map(([area, stack]) => [area, templateOf(stack)])),
    stacks,
  };
};
