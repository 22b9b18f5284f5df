import { runInNewContext } from 'node:vm';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { resolveTenant } from '../src/lib/tenant.ts';
import { guion, precargaDeIdioma, precargas, type Precarga, type PrecargaDeIdioma } from './precarga-por-ruta.ts';

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
    chunk('assets/primera.js', { facade: '\0virtual:mensajes/es-AR/primera' }),
    chunk('assets/resto.js', { facade: '\0virtual:mensajes/es-AR/resto' }),
    chunk('assets/primeira.js', { facade: '\0virtual:mensajes/pt-BR/primera' }),
    chunk('assets/resto-pt.js', { facade: '\0virtual:mensajes/pt-BR/resto' }),
    chunk('assets/traducir.js', { facade: '/repo/shared/i18n/mensajes/traducir.ts', imports: ['assets/query.js'] }),
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

describe('precargaDeIdioma', () => {
  it("names each tenant's locale and the files each locale loads before the first render", () => {
    const idioma = precargaDeIdioma(BUNDLE, RAIZ);
    expect(idioma.porTenant).toMatchObject({ cargosur: 'es-AR', rotasul: 'pt-BR' });
    expect(idioma.porDefecto).toBe('es-AR');
    expect(idioma.archivos).toEqual({
      'es-AR': { primera: ['assets/primera.js'], resto: ['assets/resto.js'] },
      'pt-BR': { primera: ['assets/primeira.js'], resto: ['assets/resto-pt.js', 'assets/traducir.js', 'assets/query.js'] },
    });
  });
});

const IDIOMA: PrecargaDeIdioma = {
  porTenant: { cargosur: 'es-AR', rotasul: 'pt-BR' },
  porDefecto: 'es-AR',
  archivos: {
    'es-AR': { primera: ['assets/es.js'], resto: ['assets/es-resto.js'] },
    'pt-BR': { primera: ['assets/pt.js'], resto: ['assets/pt-resto.js'] },
  },
};

/** Runs the inline script against a page at `pathname`; returns the links it added. */
const correr = (
  tabla: Precarga[],
  pathname: string,
  almacen: { local?: Record<string, string>; sesion?: Record<string, string>; host?: string } = {},
) => {
  const links: Record<string, string>[] = [];
  const local = Object.entries(almacen.local ?? {});
  runInNewContext(guion(tabla, IDIOMA, '/'), {
    location: { pathname, host: almacen.host ?? 'localhost:4100' },
    document: { createElement: () => ({}), head: { appendChild: (l: Record<string, string>) => links.push(l) } },
    localStorage: {
      length: local.length,
      key: (i: number) => local[i]?.[0] ?? null,
      getItem: (k: string) => almacen.local?.[k] ?? null,
    },
    sessionStorage: { getItem: (k: string) => almacen.sesion?.[k] ?? null },
  });
  return links.map((l) => `${l.rel}${l.as ? `:${l.as}` : ''} ${l.href} ${l.crossOrigin === '' ? 'cors' : 'no-cors'}`);
};

describe('the inline preload script (record 0185)', () => {
  const tabla: Precarga[] = [
    { ruta: '^/auth/login/?$', archivos: ['assets/Login.js'], soloPrimeraParte: true },
    { ruta: '^/dashboard/?$', archivos: ['assets/Shell.js', 'assets/Shell.css'], conSesion: true, soloPrimeraParte: true },
    { ruta: '^/certificados/?$', archivos: ['assets/Shell.js', 'assets/Lista.js'], conSesion: true },
  ];
  const ES = 'modulepreload /assets/es.js cors';
  const RESTO = 'modulepreload /assets/es-resto.js cors';
  const amplify = { 'CognitoIdentityServiceProvider.cliente.LastAuthUser': 'u' };

  it('preloads the first part of the messages, the chunks and sheets of the screen the address names and, unless it shows without them, the rest', () => {
    expect(correr(tabla, '/auth/login')).toEqual([ES, 'modulepreload /assets/Login.js cors']);
    expect(correr(tabla, '/polizas')).toEqual([ES, RESTO]);
    expect(correr(tabla, '/certificados', { local: amplify })).toEqual([
      ES,
      'modulepreload /assets/Shell.js cors',
      'modulepreload /assets/Lista.js cors',
      RESTO,
    ]);
  });

  it.each([
    ['localhost:4100', undefined],
    ['rotasul.localhost:4100', undefined],
    ['rotasul.portal.example', 'cargosur'],
    ['cargosur.portal.example', 'rotasul'],
    ['localhost', 'rotasul'],
    ['desconocido.portal.example', 'otro'],
    ['rotasul.portal.example', 'constructor'],
  ])('on %s with %s stored, preloads the locale resolveTenant gives', (host, guardado) => {
    const local = guardado ? { tenant: guardado } : undefined;
    const pt = resolveTenant(host, guardado).locale === 'pt-BR';
    expect(correr(tabla, '/x', { host, ...(local ? { local } : {}) })).toEqual(
      pt ? ['modulepreload /assets/pt.js cors', 'modulepreload /assets/pt-resto.js cors'] : [ES, RESTO],
    );
  });

  it('preloads a screen behind the session only where the browser keeps one', () => {
    expect(correr(tabla, '/dashboard')).toEqual([ES]);
    expect(correr(tabla, '/certificados')).toEqual([ES]);
    expect(correr(tabla, '/dashboard/', { local: amplify })).toEqual([
      ES,
      'modulepreload /assets/Shell.js cors',
      'preload:style /assets/Shell.css cors',
    ]);
    expect(correr(tabla, '/dashboard', { sesion: { 'sso-token': 'jwt' } })).toHaveLength(3);
  });
});
