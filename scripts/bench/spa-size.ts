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

/**
 * The JavaScript a first visit downloads before any lazy route: the entry script of index.html and
 * every module it preloads, gzipped.
 */
export const measureSpa = (): { files: { file: string; gzipKb: number }[]; totalGzipKb: number } => {
  construirSpa();
  const dist = path.join(ROOT, 'web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const files = [...new Set(scripts)].map((src) => {
    const bytes = fs.readFileSync(path.join(dist, src.replace(/^\//, '')));
    return { file: src, gzipKb: gzipSync(bytes, { level: 9 }).length / 1024 };
  });
  return { files, totalGzipKb: files.reduce((sum, f) => sum + f.gzipKb, 0) };
};
