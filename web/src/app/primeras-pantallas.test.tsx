import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ARCHIVOS_DE_IDIOMA, MODULOS_DE_LA_PRIMERA_CARGA, PRIMERAS_PANTALLAS } from './primeras-pantallas.ts';
import { ESPERAN_EL_RESTO, routes } from './router.tsx';

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
  it('are what loadMessages and cargarResto import for each locale, and nothing else', () => {
    const fuente = (f: string) => readFileSync(join(process.cwd(), 'web/src/lib', f), 'utf8');
    const importados = [fuente('i18n.tsx'), fuente('diccionario.ts')]
      .flatMap((s) => [...s.matchAll(/import\('(?:#(shared\/[^']+)|(virtual:[^']+))'\)/g)])
      .map((m) => m[1] ?? m[2]);
    const listados = Object.values(ARCHIVOS_DE_IDIOMA).flatMap((a) => [...a.primera, ...a.resto]);
    expect(new Set(listados)).toEqual(new Set(importados));
    for (const [locale, { primera, resto }] of Object.entries(ARCHIVOS_DE_IDIOMA)) {
      expect(primera, locale).toEqual([`virtual:mensajes/${locale}/primera`]);
      expect(resto, locale).toContain(`virtual:mensajes/${locale}/resto`);
      // The dictionary (record 0175) loads with the rest, for every locale but es-AR.
      expect(resto.includes('shared/i18n/mensajes/traducir.ts'), locale).toBe(locale !== 'es-AR');
    }
  });
});

describe('the screens that show with the first part of the messages (record 0186)', () => {
  const cadena = (path: string) =>
    (matchRoutes(routes, path) ?? []).map((m) => m.route.lazy).filter((l) => typeof l === 'function');

  it('sign-in and the dashboard wait for no more: every route on their way is one of MODULOS_DE_LA_PRIMERA_CARGA', async () => {
    for (const path of ['/auth/login', '/dashboard']) {
      const lazies = cadena(path);
      expect(lazies.length, path).toBeGreaterThan(0);
      for (const l of lazies) expect(ESPERAN_EL_RESTO.has(l), path).toBe(false);
    }
    for (const p of PRIMERAS_PANTALLAS) {
      const todos = p.modulos.every((m) => MODULOS_DE_LA_PRIMERA_CARGA.includes(m));
      expect(p.soloPrimeraParte ?? false, p.ejemplo).toBe(todos);
    }
  });

  it('no other route of the table goes without the rest: each one that does renders a module of the list', async () => {
    const sinElResto: (() => Promise<unknown>)[] = [];
    const recorrer = (rs: RouteObject[]) =>
      rs.forEach((r) => {
        if (typeof r.lazy === 'function' && !ESPERAN_EL_RESTO.has(r.lazy)) sinElResto.push(r.lazy as () => Promise<unknown>);
        recorrer(r.children ?? []);
      });
    recorrer(routes);
    const exportados = await Promise.all(
      MODULOS_DE_LA_PRIMERA_CARGA.filter((m) => !m.endsWith('/main.tsx')).map(async (m) =>
        Object.entries((await import(/* @vite-ignore */ `../../../${m}`)) as Record<string, unknown>),
      ),
    );
    for (const lazy of sinElResto) {
      const c = ((await lazy()) as { Component?: unknown }).Component;
      const deLaLista = exportados.some((e) =>
        e.some(([nombre, valor]) => c === valor || (typeof c === 'function' && String(c).includes(nombre))),
      );
      expect(deLaLista, String(lazy)).toBe(true);
    }
    expect(sinElResto.length).toBeGreaterThanOrEqual(4);
  });

  it('every other screen loads with the rest', () => {
    for (const path of ['/polizas', '/seguros/flotantes/rating-anual/certificados/cotizador', '/aviso-siniestro', '/checkout']) {
      const hoja = cadena(path).at(-1);
      expect(hoja && ESPERAN_EL_RESTO.has(hoja), path).toBe(true);
    }
  });
});
