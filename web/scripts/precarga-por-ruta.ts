import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { DEFAULT_TENANT_ID, findTenant, TENANTS } from '../../shared/tenants/tenants.ts';
import type { Locale, Tenant } from '../../shared/tenants/tenant.ts';
import { ARCHIVOS_DE_IDIOMA, PRIMERAS_PANTALLAS, type PrimeraPantalla } from '../src/app/primeras-pantallas.ts';
import { PREFIJO_AMPLIFY } from '../src/lib/auth/sesion-guardada.ts';
import { STORAGE_KEYS } from '../src/lib/storage.ts';

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

export interface Precarga {
  ruta: string;
  archivos: string[];
  conSesion?: boolean;
  soloPrimeraParte?: boolean;
}

const chunks = (bundle: Rollup.OutputBundle): Chunk[] => Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');

/** A chunk and every chunk it imports statically, the chunk first. */
const cierre = (porArchivo: Map<string, Chunk>, inicio: Chunk): Chunk[] => {
  const vistos = new Map<string, Chunk>();
  const visitar = (c: Chunk) => {
    if (vistos.has(c.fileName)) return;
    vistos.set(c.fileName, c);
    for (const i of c.imports) visitar(porArchivo.get(i) as Chunk);
  };
  visitar(inicio);
  return [...vistos.values()];
};

/** What a set of modules brings that index.html does not already load: their chunks, the chunks those import, their sheets. */
const archivosDe = (bundle: Rollup.OutputBundle, raiz: string): ((modulos: string[]) => string[]) => {
  const todos = chunks(bundle);
  const porArchivo = new Map(todos.map((c) => [c.fileName, c]));
  const entrada = todos.filter((c) => c.isEntry).flatMap((c) => cierre(porArchivo, c));
  const yaCargados = new Set([
    ...entrada.map((c) => c.fileName),
    ...entrada.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]),
  ]);
  return (modulos) => {
    const archivos = new Set<string>();
    for (const modulo of modulos) {
      // A virtual module's id carries Rollup's \0 prefix.
      const id = modulo.startsWith('virtual:') ? `\0${modulo}` : join(raiz, modulo);
      // Its own lazy chunk, or the chunk it went into (a module another lazy route also imports).
      const chunk = todos.find((c) => c.facadeModuleId === id) ?? todos.find((c) => c.moduleIds.includes(id));
      if (!chunk) throw new Error(`precarga-por-ruta: ${modulo} no está en ningún chunk del build`);
      for (const c of cierre(porArchivo, chunk)) {
        archivos.add(c.fileName);
        for (const css of c.viteMetadata?.importedCss ?? []) archivos.add(css);
      }
    }
    return [...archivos].filter((a) => !yaCargados.has(a));
  };
};

/**
 * For each screen, the files its modules bring. A module in no chunk fails the build: the table names
 * a file the app no longer has.
 */
export const precargas = (bundle: Rollup.OutputBundle, raiz: string, tabla: PrimeraPantalla[]): Precarga[] => {
  const de = archivosDe(bundle, raiz);
  return tabla.map(({ ruta, modulos, conSesion, soloPrimeraParte }) => ({
    ruta,
    archivos: de(modulos),
    ...(conSesion ? { conSesion } : {}),
    ...(soloPrimeraParte ? { soloPrimeraParte } : {}),
  }));
};

/** The locale of each tenant, the default tenant's, and the files of each part of each locale's messages. */
export interface PrecargaDeIdioma {
  porTenant: Record<string, Locale>;
  porDefecto: Locale;
  archivos: Record<string, { primera: string[]; resto: string[] }>;
}

export const precargaDeIdioma = (bundle: Rollup.OutputBundle, raiz: string): PrecargaDeIdioma => {
  const de = archivosDe(bundle, raiz);
  return {
    porTenant: Object.fromEntries(TENANTS.map((t) => [t.id, t.locale])),
    porDefecto: (findTenant(DEFAULT_TENANT_ID) as Tenant).locale,
    archivos: Object.fromEntries(
      Object.entries(ARCHIVOS_DE_IDIOMA).map(([locale, { primera, resto }]) => [
        locale,
        { primera: de(primera), resto: de(resto) },
      ]),
    ),
  };
};

/**
 * The inline script. On every path, the first part of the messages of the visit's locale, found as
 * `resolveTenant` finds the tenant (the stored one, else the host's first label, else the default). Then,
 * on the first screen whose path matches, a `modulepreload` per chunk and a style `preload` per sheet; a
 * screen behind the session only where this browser keeps one (Amplify's user in local storage, or the SSO
 * token in session storage). Last, the rest of the messages, unless the screen shows without them or goes
 * to sign-in. Vite's own loader finds the module links and does not add them twice; it adds the stylesheet
 * itself when the route runs, from what is already downloaded.
 */
export const guion = (tabla: Precarga[], idioma: PrecargaDeIdioma, base: string): string =>
  `(function(t,d,b){var p=location.pathname,o=Object.prototype.hasOwnProperty;` +
  `function l(a){for(var j=0;j<a.length;j++){var e=document.createElement('link'),c=/\\.css$/.test(a[j]);` +
  `e.rel=c?'preload':'modulepreload';if(c)e.as='style';e.crossOrigin='';e.href=b+a[j];document.head.appendChild(e)}}` +
  `function n(x){return x!=null&&o.call(d.porTenant,x)?d.porTenant[x]:null}` +
  `var g=null;try{g=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.tenant)})}catch(e){}` +
  `var h=location.host.split(':')[0].split('.'),m=d.archivos[n(g)||(h.length>1&&n(h[0]))||d.porDefecto]||{primera:[],resto:[]},r=true;l(m.primera);` +
  `function s(){try{if(sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.ssoToken)}))return true;` +
  `for(var k=0;k<localStorage.length;k++)if(/^${PREFIJO_AMPLIFY}\\..+\\.LastAuthUser$/.test(localStorage.key(k)))return true}catch(e){}return false}` +
  `for(var i=0;i<t.length;i++){if(!new RegExp(t[i].ruta).test(p))continue;if(t[i].conSesion&&!s()){r=false;break}` +
  `l(t[i].archivos);if(t[i].soloPrimeraParte)r=false;break}if(r)l(m.resto)})` +
  `(${JSON.stringify(tabla)},${JSON.stringify(idioma)},${JSON.stringify(base)});`;

/** Build only: the dev server serves modules one by one and has no chunks to name. */
export const precargaPorRuta = (raiz: string): Plugin => {
  let base = '/';
  return {
    name: 'precarga-por-ruta',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        if (!ctx.bundle) return [];
        const tabla = precargas(ctx.bundle, raiz, PRIMERAS_PANTALLAS);
        const idioma = precargaDeIdioma(ctx.bundle, raiz);
        return [{ tag: 'script', children: guion(tabla, idioma, base), injectTo: 'head' }];
      },
    },
  };
};
