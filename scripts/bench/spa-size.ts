import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '#scripts/local/config.ts';

/** `vite build` into web/dist, as the deploy builds it. */
export const construirSpa = () => {
  const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}`);
};

export interface SpaFigure {
  files: { file: string; gzipKb: number }[];
  totalGzipKb: number;
}

/** A screen's first load: the entry, then the lazy chunks of its route (named after their module). */
export const PANTALLAS = [
  { pantalla: 'ingreso (/auth/login)', rutas: ['LoginPage'] },
  { pantalla: 'primera pantalla con sesión (/dashboard)', rutas: ['ConConsultas', 'ProtectedLayout', 'DashboardPage'] },
] as const;

// A chunk's static imports; `import("./x.js")` (lazy) has a parenthesis before the quote and stays out.
const STATIC_IMPORT = /(?:from|import)\s*"\.\/([^"]+\.js)"/g;

const figura = (dist: string, roots: string[]): SpaFigure => {
  const seen = new Set<string>();
  const visit = (src: string) => {
    if (seen.has(src)) return;
    seen.add(src);
    const code = fs.readFileSync(path.join(dist, src), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) visit(path.posix.join(path.posix.dirname(src), m[1] as string));
  };
  roots.forEach(visit);
  const files = [...seen].map((src) => {
    const bytes = fs.readFileSync(path.join(dist, src));
    return { file: `/${src}`, gzipKb: gzipSync(bytes, { level: 9 }).length / 1024 };
  });
  files.sort((a, b) => b.gzipKb - a.gzipKb);
  return { files, totalGzipKb: files.reduce((sum, f) => sum + f.gzipKb, 0) };
};

/**
 * The JavaScript a first visit downloads, gzipped: before any lazy route (the entry script of
 * index.html and every module it preloads), and for each screen of PANTALLAS the entry plus the
 * chunks of its route and what they import.
 */
export const measureSpa = (): SpaFigure & { pantallas: (SpaFigure & { pantalla: string })[] } => {
  construirSpa();
  const dist = path.join(ROOT, 'web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const assets = fs.readdirSync(path.join(dist, 'assets'));
  const chunkOf = (name: string) => {
    const found = assets.filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
    if (found.length !== 1) throw new Error(`chunk ${name}: ${found.length} candidates`);
    return `assets/${found[0] as string}`;
  };
  return {
    ...figura(dist, entry),
    pantallas: PANTALLAS.map(({ pantalla, rutas }) => ({
      pantalla,
      ...figura(dist, [...entry, ...rutas.map(chunkOf)]),
    })),
  };
};
