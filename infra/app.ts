#!/usr/bin/env -S npx tsx
/** CDK entry point (cdk.json: `npx tsx infra/app.ts`). Stage: `npx cdk synth -c stage=prod`. */
import { buildPortalApp } from './portal-app.ts';

const { app } = buildPortalApp();
app.synth();
