import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { estilosPorComponente } from './scripts/estilos-por-componente.ts';
import { mensajesPorPartes } from './scripts/mensajes-primera.ts';
import { precargaPorRuta } from './scripts/precarga-por-ruta.ts';

const WEB = dirname(fileURLToPath(import.meta.url));
const ROOT = join(WEB, '..');
const I18N = join(ROOT, 'shared', 'i18n');
const LOCALES = ['es-AR', 'pt-BR'];

const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
const BUILD_ID = `${version}-${Date.now().toString(36)}`;

/**
 * Serves the locale files of shared/i18n as /i18n/<locale>.json and a /build-info.json (spec 3 §4.7)
 * in dev, and writes both into the build output.
 */
const portalFiles = (): Plugin => ({
  name: 'portal-files',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const url = (req.url ?? '').split('?')[0] ?? '';
      const locale = /^\/i18n\/([A-Za-z-]+)\.json$/.exec(url)?.[1];
      if (locale && LOCALES.includes(locale)) {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        res.end(readFileSync(join(I18N, `${locale}.json`)));
        return;
      }
      if (url === '/build-info.json') {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify({ version, buildId: BUILD_ID }));
        return;
      }
      next();
    });
  },
  generateBundle() {
    for (const locale of LOCALES) {
      this.emitFile({
        type: 'asset',
        fileName: `i18n/${locale}.json`,
        source: readFileSync(join(I18N, `${locale}.json`), 'utf8'),
      });
    }
    this.emitFile({ type: 'asset', fileName: 'build-info.json', source: JSON.stringify({ version, buildId: BUILD_ID }) });
  },
});

/** Vendor groups: what the first paint needs stays in small cacheable chunks; Amplify only loads with auth. */
const VENDOR_GROUPS: { name: string; test: RegExp; priority: number }[] = [
  // Helpers shared by Mantine (react-remove-scroll) and Amplify: their own chunk, or the Amplify group would drag them in eagerly.
  { name: 'tslib', test: /node_modules[\\/]tslib[\\/]/, priority: 40 },
  {
    name: 'amplify',
    test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy|js-cookie)[\\/]/,
    priority: 30,
  },
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  // zod stays out of every group: the first paint parses the layout presets with a few zod/mini pieces, the forms load the rest with their route.
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 10 },
];

export default defineConfig({
  root: WEB,
  plugins: [estilosPorComponente(), mensajesPorPartes(ROOT), react(), portalFiles(), precargaPorRuta(ROOT)],
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __BUILD_ID__: JSON.stringify(BUILD_ID),
  },
  server: {
    allowedHosts: ['.localhost'],
    fs: { allow: [ROOT] },
  },
  build: {
    outDir: join(WEB, 'dist'),
    emptyOutDir: true,
    // MapLibre GL (about 1 MB, 270 KB gzip) is the one chunk above 600 KB: it loads only when a custody modal opens.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS,
          // Shared modules under 30 KB of source go into each chunk that uses them instead of a chunk of their
          // own: a first screen loads 6–23 files instead of 19–139, at 15–25 KB more on a later route (record 0183).
          experimentalInlineCommonChunks: { maxSize: 30_000 },
        },
        // Inlining moves modules between chunks; this keeps every module body running in source order.
        strictExecutionOrder: true,
      },
    },
  },
});
