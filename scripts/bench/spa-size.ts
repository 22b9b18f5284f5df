import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '#scripts/local/config.ts';

/** `vite build` into web/dist, as the deploy builds it, with the manifest that says which CSS each chunk brings. */
export const construirSpa = () => {
  const args = ['vite', 'build', '--config', 'web/vite.config.ts', '--manifest', '--logLevel', 'error'];
  const build = spawnSync('npx', args, {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}`);
};

interface Archivos {
  files: { file: string; gzipKb: number }[];
  totalGzipKb: number;
}

/** The JavaScript, and beside it the CSS its chunks bring (record 0184). */
export interface SpaFigure extends Archivos {
  css: Archivos;
}

/** A screen's first load: the entry, then the lazy chunks of its route (named after their module). */
export const PANTALLAS = [
  { pantalla: 'ingreso (/auth/login)', rutas: ['LoginPage'] },
  { pantalla: 'primera pantalla con sesión (/dashboard)', rutas: ['ConConsultas', 'ProtectedLayout', 'DashboardPage'] },
] as const;

// A chunk's static imports; `import("./x.js")` (lazy) has a parenthesis before the quote and stays out.
const STATIC_IMPORT = /(?:from|import)\s*"\.\/([^"]+\.js)"/g;

const archivos = (dist: string, srcs: Iterable<string>): Archivos => {
  const files = [...srcs].map((src) => {
    const bytes = fs.readFileSync(path.join(dist, src));
    return { file: `/${src}`, gzipKb: gzipSync(bytes, { level: 9 }).length / 1024 };
  });
  files.sort((a, b) => b.gzipKb - a.gzipKb);
  return { files, totalGzipKb: files.reduce((sum, f) => sum + f.gzipKb, 0) };
};

const figura = (dist: string, roots: string[], cssOf: (src: string) => string[]): SpaFigure => {
  const seen = new Set<string>();
  const visit = (src: string) => {
    if (seen.has(src)) return;
    seen.add(src);
    const code = fs.readFileSync(path.join(dist, src), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) visit(path.posix.join(path.posix.dirname(src), m[1] as string));
  };
  roots.forEach(visit);
  return { ...archivos(dist, seen), css: archivos(dist, new Set([...seen].flatMap(cssOf))) };
};

/**
 * The JavaScript a first visit downloads, gzipped: before any lazy route (the entry script of
 * index.html, every module it preloads and the first part of the tenant's messages), and for each screen of PANTALLAS the entry plus the
 * chunks of its route and what they import.
 */
export const measureSpa = (): SpaFigure & { pantallas: (SpaFigure & { pantalla: string })[] } => {
  construirSpa();
  const dist = path.join(ROOT, 'web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  // The first part of the es-AR messages (record 0186), which index.html preloads and the app waits for on every path.
  const primera = /"archivos":\{"es-AR":\{"primera":(\[[^\]]*\])/.exec(html)?.[1];
  if (!primera) throw new Error('index.html no precarga la primera parte de los mensajes');
  entry.push(...(JSON.parse(primera) as string[]));
  const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1] as string);
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  const cssByChunk = new Map(Object.values(manifest).map((c) => [c.file, c.css ?? []]));
  // Only the bench reads it: the build it leaves behind is the one the deploy uploads.
  fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
  const cssOf = (src: string) => [...(entry[0] === src ? stylesheets : []), ...(cssByChunk.get(src) ?? [])];
  const assets = fs.readdirSync(path.join(dist, 'assets'));
  const chunkOf = (name: string) => {
    const found = assets.filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
    if (found.length !== 1) throw new Error(`chunk ${name}: ${found.length} candidates`);
    return `assets/${found[0] as string}`;
  };
  return {
    ...figura(dist, entry, cssOf),
    pantallas: PANTALLAS.map(({ pantalla, rutas }) => ({
      pantalla,
      ...figura(dist, [...entry, ...rutas.map(chunkOf)], cssOf),
    })),
  };
};
