import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ARCHIVOS_DE_IDIOMA, PRIMERAS_PANTALLAS } from './primeras-pantallas.ts';
import { routes } from './router.tsx';

vi.mock('#web/lib/auth/cognito.ts', () => ({ getCognitoIdToken: vi.fn(async () => undefined), cognitoSignOut: vi.fn() }));

/** What each lazy route of the path renders, and the source of each (the layout's is a wrapper that names it). */
const renderizados = async (path: string) => {
  const matches = matchRoutes(routes, path) ?? [];
  const lazies = matches.map((m) => m.route.lazy).filter((l) => typeof l === 'function');
  return Promise.all(lazies.map(async (l) => ((await l()) as { Component?: unknown }).Component));
};

describe('the first screens index.html preloads (record 0185)', () => {
  it.each(PRIMERAS_PANTALLAS.map((p) => [p.ejemplo, p] as const))('%s: its pattern and modules are its routes’', async (_, p) => {
    expect(new RegExp(p.ruta).test(p.ejemplo)).toBe(true);
    const componentes = await renderizados(p.ejemplo);
    expect(componentes).toHaveLength(p.modulos.length);
    for (const modulo of p.modulos) {
      const exportados = Object.entries((await import(/* @vite-ignore */ `../../../${modulo}`)) as Record<string, unknown>);
      const rinde = componentes.some((c) =>
        exportados.some(([nombre, valor]) => c === valor || (typeof c === 'function' && String(c).includes(nombre))),
      );
      expect(rinde, modulo).toBe(true);
    }
    expect(p.conSesion ?? false).toBe(p.modulos.some((m) => m.endsWith('/ProtectedLayout.tsx')));
  });
});

describe('the locale files index.html preloads', () => {
  it('are what loadMessages imports for each locale, and nothing else', () => {
    const fuente = (f: string) => readFileSync(join(process.cwd(), 'web/src/lib', f), 'utf8');
    const importados = [fuente('i18n.tsx'), fuente('diccionario.ts')]
      .flatMap((s) => [...s.matchAll(/import\('#shared\/([^']+)'\)/g)])
      .map((m) => `shared/${m[1]}`);
    const listados = Object.values(ARCHIVOS_DE_IDIOMA).flat();
    expect(new Set(listados)).toEqual(new Set(importados));
    for (const [locale, archivos] of Object.entries(ARCHIVOS_DE_IDIOMA)) {
      expect(archivos, locale).toContain(`shared/i18n/${locale}.json`);
      // The dictionary (record 0175) loads for every locale but es-AR.
      expect(archivos.includes('shared/i18n/mensajes/traducir.ts'), locale).toBe(locale !== 'es-AR');
    }
  });
});
