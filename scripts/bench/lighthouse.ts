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
import { abrirFrenteH2 } from './h2.ts';

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
  /**
   * Lighthouse's measure of this machine's CPU: the preset slows the CPU four times from it, so the
   * same build scores lower on a slower or busier machine. Printed so two runs can be compared.
   */
  benchmarkIndex: number;
}

interface Pagina {
  pagina: string;
  /** Path and query on the tenant's host. */
  ruta: () => string;
  /** Signed in: the session stays in the profile (storage not reset), the HTTP cache is cleared before the run. */
  conSesion: boolean;
}

const rutaDe = (enlace: string) => {
  const url = new URL(enlace);
  return `${url.pathname}${url.search}`;
};

const PAGINAS: Pagina[] = [
  { pagina: 'Ingreso', ruta: () => '/auth/login', conSesion: false },
  { pagina: 'Aviso de siniestro público', ruta: () => '/aviso-siniestro', conSesion: false },
  { pagina: 'Checkout', ruta: () => rutaDe(enlaceEmbarcacionDemo(findTenant(TENANT) as Tenant)), conSesion: false },
  { pagina: 'Dashboard', ruta: () => '/dashboard', conSesion: true },
  { pagina: 'Certificados de carga', ruta: () => '/certificados', conSesion: true },
  { pagina: 'Cotizador anual', ruta: () => '/seguros/flotantes/rating-anual/certificados/cotizador', conSesion: true },
];

const puntos = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

/**
 * Runs per page: Lighthouse's scores move several points between runs on one machine (its docs advise
 * the median of several); the page's figure is the run of median performance.
 */
const CORRIDAS = Number(process.env.LIGHTHOUSE_CORRIDAS ?? 3);

/** LIGHTHOUSE_PAGINAS=Dashboard,Checkout measures only those pages (a diagnosis); LIGHTHOUSE_GUARDAR=<dir> keeps each report. */
const SOLO = process.env.LIGHTHOUSE_PAGINAS?.split(',');

export const mediana = (corridas: FiguraLighthouse[]): FiguraLighthouse => {
  const orden = [...corridas].sort((a, b) => a.performance - b.performance);
  return orden[Math.floor((orden.length - 1) / 2)]!;
};

const medir = async (url: string, port: number, conSesion: boolean) => {
  const r = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: conSesion,
  });
  const lhr = r?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse no midió ${url}: ${lhr?.runtimeError?.message ?? 'sin resultado'}`);
  if (process.env.LIGHTHOUSE_GUARDAR)
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_GUARDAR, `lh-${Date.now()}.json`), JSON.stringify(lhr));
  return {
    performance: puntos(lhr.categories.performance?.score),
    accessibility: puntos(lhr.categories.accessibility?.score),
    bestPractices: puntos(lhr.categories['best-practices']?.score),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
};

/**
 * Lighthouse (mobile preset: a mid-range phone on a slow 4G, simulated) against the built SPA served as
 * CloudFront serves it (HTTP/2 over TLS, compressed copies cached at the edge), with the demo's data: the
 * public pages as a first visit, the signed-in ones with the producer's session and an empty HTTP cache.
 */
export const benchLighthouse = async (log: (l: string) => void): Promise<FiguraLighthouse[]> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const ports = { web: await freePort(), dynamodb: await freePort(), s3: await freePort(), cognito: await freePort() };
  process.env.LOG_LEVEL = 'silent';
  const stack = await startStack({ ports, dataDir, persistent: false, web: 'dist', scheduler: false, seed: true });
  await stack.comprimidos;
  const frente = await abrirFrenteH2(ports.web, dataDir);
  const perfil = path.join(dataDir, 'chromium');
  fs.mkdirSync(perfil);
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      `--ignore-certificate-errors-spki-list=${frente.spki}`,
    ],
    userDataDir: perfil,
  });
  const figuras: FiguraLighthouse[] = [];
  try {
    const base = frente.url(TENANT);
    // The session: signed in once through the real form; Amplify keeps its tokens in the origin's storage.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${base}/auth/login`);
    await page.getByTestId('login-email').fill(demoEmail(TENANT, 'productor'));
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    // Signed-in pages first; then the session goes (Lighthouse's own storage reset keeps the origin's
    // local storage, where Amplify keeps it) and the public pages are a first visit.
    for (const p of [...PAGINAS]
      .filter((p) => !SOLO || SOLO.includes(p.pagina))
      .sort((a, b) => Number(b.conSesion) - Number(a.conSesion))) {
      const ruta = `${base}${p.ruta()}`;
      const corridas: FiguraLighthouse[] = [];
      for (let i = 0; i < CORRIDAS; i++) {
        if (p.conSesion) await cdp.send('Network.clearBrowserCache');
        else await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
        corridas.push({ pagina: p.pagina, ruta: p.ruta(), ...(await medir(ruta, chrome.port, p.conSesion)) });
      }
      const figura = mediana(corridas);
      log(
        `  ${p.pagina}: rendimiento ${figura.performance} (${corridas.map((c) => c.performance).join(', ')}), accesibilidad ${figura.accessibility}, LCP ${Math.round(figura.lcpMs)} ms, benchmarkIndex ${figura.benchmarkIndex}`,
      );
      figuras.push(figura);
    }
    await browser.close();
  } finally {
    chrome.kill();
    await frente.close();
    await stack.stop();
  }
  return PAGINAS.flatMap((p) => figuras.filter((f) => f.pagina === p.pagina));
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
