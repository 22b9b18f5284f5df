import { runInNewContext } from 'node:vm';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { guion, precargas, type Precarga } from './precarga-por-ruta.ts';

const RAIZ = '/repo';
const chunk = (
  fileName: string,
  extra: { imports?: string[]; css?: string[]; isEntry?: boolean; facade?: string; modulos?: string[] },
) =>
  ({
    type: 'chunk',
    fileName,
    imports: extra.imports ?? [],
    isEntry: extra.isEntry ?? false,
    isDynamicEntry: Boolean(extra.facade),
    facadeModuleId: extra.facade ?? null,
    moduleIds: extra.modulos ?? (extra.facade ? [extra.facade] : []),
    viteMetadata: { importedCss: new Set(extra.css ?? []) },
  }) as unknown as Rollup.OutputChunk;

const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], css: ['assets/index.css'] }),
    chunk('assets/react.js', {}),
    chunk('assets/Layout.js', {
      facade: '/repo/web/Layout.tsx',
      imports: ['assets/react.js', 'assets/query.js'],
      css: ['assets/Layout.css'],
    }),
    chunk('assets/query.js', {}),
    chunk('assets/Page.js', {
      facade: '/repo/web/Page.tsx',
      imports: ['assets/query.js', 'assets/Table.js'],
      modulos: ['/repo/web/Page.tsx', '/repo/web/Shared.tsx'],
    }),
    chunk('assets/Table.js', { css: ['assets/Table.css'] }),
  ].map((c) => [c.fileName, c]),
) as Rollup.OutputBundle;

describe('precargas (record 0185)', () => {
  it("lists each module's chunk, what it imports and their sheets, without what index.html already loads", () => {
    const [p] = precargas(BUNDLE, RAIZ, [
      { ruta: '^/x$', ejemplo: '/x', modulos: ['web/Layout.tsx', 'web/Page.tsx'], conSesion: true },
    ]);
    expect(p).toEqual({
      ruta: '^/x$',
      conSesion: true,
      archivos: [
        'assets/Layout.js',
        'assets/Layout.css',
        'assets/query.js',
        'assets/Page.js',
        'assets/Table.js',
        'assets/Table.css',
      ],
    });
  });

  it('finds a module that went into another chunk, and fails the build for one in no chunk', () => {
    expect(precargas(BUNDLE, RAIZ, [{ ruta: '^/y$', ejemplo: '/y', modulos: ['web/Shared.tsx'] }])[0]?.archivos[0]).toBe(
      'assets/Page.js',
    );
    expect(() => precargas(BUNDLE, RAIZ, [{ ruta: '^/z$', ejemplo: '/z', modulos: ['web/Gone.tsx'] }])).toThrow(/web\/Gone.tsx/);
  });
});

/** Runs the inline script against a page at `pathname`; returns the links it added. */
const correr = (
  tabla: Precarga[],
  pathname: string,
  almacen: { local?: Record<string, string>; sesion?: Record<string, string> } = {},
) => {
  const links: Record<string, string>[] = [];
  const local = Object.entries(almacen.local ?? {});
  runInNewContext(guion(tabla, '/'), {
    location: { pathname },
    document: { createElement: () => ({}), head: { appendChild: (l: Record<string, string>) => links.push(l) } },
    localStorage: { length: local.length, key: (i: number) => local[i]?.[0] ?? null },
    sessionStorage: { getItem: (k: string) => almacen.sesion?.[k] ?? null },
  });
  return links.map((l) => `${l.rel}${l.as ? `:${l.as}` : ''} ${l.href} ${l.crossOrigin === '' ? 'cors' : 'no-cors'}`);
};

describe('the inline preload script (record 0185)', () => {
  const tabla: Precarga[] = [
    { ruta: '^/auth/login/?$', archivos: ['assets/Login.js'] },
    { ruta: '^/dashboard/?$', archivos: ['assets/Shell.js', 'assets/Shell.css'], conSesion: true },
  ];

  it('preloads the chunks and sheets of the screen the address names, and nothing on any other', () => {
    expect(correr(tabla, '/auth/login')).toEqual(['modulepreload /assets/Login.js cors']);
    expect(correr(tabla, '/polizas')).toEqual([]);
  });

  it('preloads a screen behind the session only where the browser keeps one', () => {
    expect(correr(tabla, '/dashboard')).toEqual([]);
    const amplify = { 'CognitoIdentityServiceProvider.cliente.LastAuthUser': 'u' };
    expect(correr(tabla, '/dashboard/', { local: amplify })).toEqual([
      'modulepreload /assets/Shell.js cors',
      'preload:style /assets/Shell.css cors',
    ]);
    expect(correr(tabla, '/dashboard', { sesion: { 'sso-token': 'jwt' } })).toHaveLength(2);
  });
});
