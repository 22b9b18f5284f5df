import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { MODULOS_DE_LA_PRIMERA_CARGA } from '../src/app/primeras-pantallas.ts';

type Mensajes = Record<string, string>;

/**
 * A locale's messages in two parts (record 0186): what the first screens without a wait show (sign-in, the
 * signed-in shell and the dashboard) and the rest. The first part is found, not listed: every key that the
 * modules of those screens name, followed through their imports. A key is named by a string literal that is
 * a key ('auth.login.title'), or a template or literal that starts one (`ratingAnual.migas.${x}`,
 * 'roles.' + id) and brings every key with that start. Route tables are read for what they import
 * statically, not for the screens they load lazily; any other lazy import is followed (a modal the shell
 * opens later draws from the first part too).
 */
const ESPECIFICADOR = /^(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm;
const DINAMICO = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
const LITERAL = /['"`]([a-zA-Z][a-zA-Z0-9_.]*)(['"`]|\$\{)/g;
const TABLA_DE_RUTAS = /(?:^|[\\/])(?:router|routes)\.tsx$/;

const resolver = (raiz: string, desde: string, especificador: string): string | null => {
  const base = especificador.startsWith('#web/')
    ? join(raiz, 'web/src', especificador.slice(5))
    : especificador.startsWith('#shared/')
      ? join(raiz, 'shared', especificador.slice(8))
      : especificador.startsWith('.')
        ? resolve(dirname(desde), especificador)
        : null;
  if (!base) return null;
  const archivo = [base, `${base}.ts`, `${base}.tsx`].find((c) => existsSync(c) && statSync(c).isFile());
  return archivo && /\.tsx?$/.test(archivo) ? archivo : null;
};

/** The keys of `mensajes` that the modules under `raiz` listed as roots name, with what they import. */
export const clavesDeLaPrimeraCarga = (raiz: string, raices: readonly string[], mensajes: Mensajes): Set<string> => {
  const claves = Object.keys(mensajes);
  const usadas = new Set<string>();
  const vistos = new Set<string>();
  const visitar = (archivo: string) => {
    if (vistos.has(archivo)) return;
    vistos.add(archivo);
    const fuente = readFileSync(archivo, 'utf8');
    for (const [, literal = '', fin] of fuente.matchAll(LITERAL)) {
      if (fin !== '${' && !literal.endsWith('.')) {
        if (literal in mensajes) usadas.add(literal);
        if (`${literal}_one` in mensajes) usadas.add(`${literal}_one`);
      } else if (literal.includes('.')) for (const c of claves) if (c.startsWith(literal)) usadas.add(c);
    }
    const estaticos = [...fuente.matchAll(ESPECIFICADOR)].filter((m) => !/^(?:import|export)\s+type\s/.test(m[0]));
    const dinamicos = TABLA_DE_RUTAS.test(archivo) ? [] : [...fuente.matchAll(DINAMICO)];
    for (const m of [...estaticos, ...dinamicos]) {
      const siguiente = resolver(raiz, archivo, (m[1] ?? m[2]) as string);
      if (siguiente) visitar(siguiente);
    }
  };
  for (const r of raices) visitar(join(raiz, r));
  return usadas;
};

export const parteDe = (mensajes: Mensajes, claves: Set<string>, primera: boolean): Mensajes =>
  Object.fromEntries(Object.entries(mensajes).filter(([k]) => claves.has(k) === primera));

const PREFIJO = 'virtual:mensajes/';

/**
 * `virtual:mensajes/<locale>/primera` and `/resto`: the two parts of shared/i18n/<locale>.json. The keys are
 * found once per build from es-AR, which has every key; pt-BR is split by the same keys. The dev server finds
 * them again after an edit: a locale file's reloads the page, a source file's reaches the next load.
 */
export const mensajesPorPartes = (raiz: string): Plugin => {
  let claves: Set<string> | undefined;
  const leer = (locale: string) => JSON.parse(readFileSync(join(raiz, 'shared/i18n', `${locale}.json`), 'utf8')) as Mensajes;
  return {
    name: 'mensajes-por-partes',
    buildStart() {
      claves = undefined;
    },
    resolveId(id) {
      return id.startsWith(PREFIJO) ? `\0${id}` : null;
    },
    load(id) {
      const m = /^\0virtual:mensajes\/([A-Za-z-]+)\/(primera|resto)$/.exec(id);
      if (!m) return null;
      const [, locale = '', parte] = m;
      // Nothing imports the locale files themselves any more: the dev server watches them for this module.
      for (const l of new Set(['es-AR', locale])) this.addWatchFile(join(raiz, 'shared/i18n', `${l}.json`));
      claves ??= clavesDeLaPrimeraCarga(raiz, MODULOS_DE_LA_PRIMERA_CARGA, leer('es-AR'));
      return `export default ${JSON.stringify(parteDe(leer(locale), claves, parte === 'primera'))};`;
    },
    handleHotUpdate({ file, server }) {
      const locale = file.startsWith(join(raiz, 'shared/i18n')) && file.endsWith('.json');
      if (!locale && !/\.tsx?$/.test(file)) return;
      claves = undefined;
      for (const mod of server.moduleGraph.idToModuleMap.values())
        if (mod.id?.startsWith(`\0${PREFIJO}`)) server.moduleGraph.invalidateModule(mod);
      if (locale) server.ws.send({ type: 'full-reload' });
    },
  };
};
