import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { enlaceEmbarcacionDemo } from '#scripts/local/embarcacion-demo.ts';
import { DEMO_PASSWORD } from '#scripts/local/config.ts';
import { freePort } from '#scripts/local/ports.ts';
import { demoEmail } from '#scripts/local/seed.ts';
import { startStack } from '#scripts/local/stack.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { enProcesoAparte, entregarResultado, esProcesoAparte } from './aparte.ts';

const TENANT = 'cargosur';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The targets of issue 31, per page, on Lighthouse's mobile preset. */
export const OBJETIVOS = { performance: 90, accessibility: 95, bestPractices: 95, lcpMs: 2_500 } as const;

export interface FiguraLighthouse {
  pagina: string;
  ruta: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
}

interface Pagina {
  pagina: string;
  ruta: (base: string) => string;
  /** Signed in: the session stays in the profile (storage not reset), the HTTP cache is cleared before the run. */
  conSesion: boolean;
}

const PAGINAS: Pagina[] = [
  { pagina: 'Ingreso', ruta: (b) => `${b}/auth/login`, conSesion: false },
  { pagina: 'Aviso de siniestro público', ruta: (b) => `${b}/aviso-siniestro`, conSesion: false },
  { pagina: 'Checkout', ruta: () => enlaceEmbarcacionDemo(findTenant(TENANT) as Tenant), conSesion: false },
  { pagina: 'Dashboard', ruta: (b) => `${b}/dashboard`, conSesion: true },
  { pagina: 'Certificados de carga', ruta: (b) => `${b}/certificados`, conSesion: true },
  { pagina: 'Cotizador anual', ruta: (b) => `${b}/seguros/flotantes/rating-anual/certificados/cotizador`, conSesion: true },
];

const puntos = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

/**
 * Lighthouse (mobile preset: a mid-range phone on a slow 4G, simulated) against the built SPA served as
 * CloudFront serves it (compressed, cached), with the demo's data: the public pages as a first visit,
 * the signed-in ones with the producer's session and an empty HTTP cache.
 */
export const benchLighthouse = async (log: (l: string) => void): Promise<FiguraLighthouse[]> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const ports = { web: await freePort(), dynamodb: await freePort(), s3: await freePort(), cognito: await freePort() };
  process.env.LOG_LEVEL = 'silent';
  const stack = await startStack({ ports, dataDir, persistent: false, web: 'dist', scheduler: false, seed: true });
  const perfil = path.join(dataDir, 'chromium');
  fs.mkdirSync(perfil);
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    userDataDir: perfil,
  });
  const figuras: FiguraLighthouse[] = [];
  try {
    const base = stack.url(TENANT);
    // The session: signed in once through the real form; Amplify keeps its tokens in the origin's storage.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${base}/auth/login`);
    await page.getByTestId('login-email').fill(demoEmail(TENANT, 'productor'));
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    // Signed-in pages first: a public page's run resets the origin's storage, and with it the session.
    for (const p of [...PAGINAS].sort((a, b) => Number(b.conSesion) - Number(a.conSesion))) {
      if (p.conSesion) await cdp.send('Network.clearBrowserCache');
      const ruta = p.ruta(base);
      const r = await lighthouse(ruta, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: p.conSesion,
      });
      const lhr = r?.lhr;
      if (!lhr || lhr.runtimeError)
        throw new Error(`Lighthouse no midió ${ruta}: ${lhr?.runtimeError?.message ?? 'sin resultado'}`);
      const figura: FiguraLighthouse = {
        pagina: p.pagina,
        ruta: ruta.replace(base, ''),
        performance: puntos(lhr.categories.performance?.score),
        accessibility: puntos(lhr.categories.accessibility?.score),
        bestPractices: puntos(lhr.categories['best-practices']?.score),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      };
      log(
        `  ${p.pagina}: rendimiento ${figura.performance}, accesibilidad ${figura.accessibility}, LCP ${Math.round(figura.lcpMs)} ms`,
      );
      figuras.push(figura);
    }
    await browser.close();
  } finally {
    chrome.kill();
    await stack.stop();
  }
  return PAGINAS.map((p) => figuras.find((f) => f.pagina === p.pagina)!);
};

/** Whether a page meets every target. */
export const cumple = (f: FiguraLighthouse) =>
  f.performance >= OBJETIVOS.performance &&
  f.accessibility >= OBJETIVOS.accessibility &&
  f.bestPractices >= OBJETIVOS.bestPractices &&
  f.lcpMs <= OBJETIVOS.lcpMs;

/** In a process of its own (./aparte.ts): its demo stack's SDK clients must not be the ones the list benches use next. */
export const benchLighthouseAparte = (log: (l: string) => void): Promise<FiguraLighthouse[]> =>
  enProcesoAparte(import.meta.url, [], 'el bench de Lighthouse', log);

if (esProcesoAparte(import.meta.url)) entregarResultado(await benchLighthouse((l) => console.log(l)));
