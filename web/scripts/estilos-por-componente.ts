import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's styles travel with the components that use them (record 0184), so a route's CSS file holds only
 * what its screen draws instead of the whole 274 KB sheet on every page.
 *
 * Each `@mantine/core` component reads its classes from `X.module.mjs`, and the package ships that component's
 * sheet as `styles/X.css` (one for one): the module gets an import of its sheet, and Vite's CSS code splitting
 * puts it in the chunk of whoever draws the component.
 *
 * Route chunks bring their sheets in any order, and a component overrides the ones it is built on at the same
 * specificity (a pill's remove button over the close button's size). So each sheet goes into its own cascade
 * layer, `mantine.<Component>`, and the entry declares those layers first, in the order of the package's whole
 * `styles.css`: the cascade is the library's whatever arrives first. Any rule of the portal's own, unlayered,
 * beats them all, as it did when it came after the whole sheet.
 *
 * The dev server serves the libraries pre-bundled, where no component module is transformed: there the entry's
 * `virtual:estilos-mantine` brings the libraries' whole layered sheets.
 */
const require = createRequire(import.meta.url);
const CORE_STYLES = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');
const NOTIFICATIONS_SHEET = require.resolve('@mantine/notifications/styles.css');

const VIRTUAL = 'virtual:estilos-mantine';
const SHEET = 'estilos-mantine:';
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];
const WHOLE_SHEETS = [
  '@mantine/core/styles.layer.css',
  '@mantine/notifications/styles.layer.css',
  'mantine-datatable/styles.layer.css',
];

/** Every core sheet, in the order of the package's whole `styles.css`, which concatenates them. */
const coreOrder = (): string[] => {
  const whole = readFileSync(join(CORE_STYLES, '..', 'styles.css'), 'utf8');
  const names = readdirSync(CORE_STYLES)
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -'.css'.length));
  const at = (name: string) => {
    const i = whole.indexOf(readFileSync(join(CORE_STYLES, `${name}.css`), 'utf8').trim());
    if (i < 0) throw new Error(`@mantine/core/styles.css no contiene styles/${name}.css`);
    return i;
  };
  return names
    .map((n) => [n, at(n)] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([n]) => n);
};

/** Where each sheet's rules live: core components in `mantine.<name>`, the notifications after them. */
const layerOf = (name: string) => `mantine.${name}`;
const NOTIFICATIONS = 'notifications';

/** The module (by its path) that holds a component's classes, and the sheet it gets. */
const SHEET_OF: { test: RegExp; sheet: (match: RegExpExecArray) => string }[] = [
  { test: /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/, sheet: (m) => `${SHEET}${m[1]}.css` },
  {
    test: /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]Notifications\.module\.mjs$/,
    sheet: () => `${SHEET}${NOTIFICATIONS}.css`,
  },
  // Its own top-level layer, declared after `mantine`.
  { test: /[\\/]mantine-datatable[\\/]dist[\\/]index\.mjs$/, sheet: () => 'mantine-datatable/styles.layer.css' },
];

const importsOf = (sheets: string[]) => sheets.map((s) => `import ${JSON.stringify(s)};`).join('\n');

export const estilosPorComponente = (): Plugin => {
  let build = true;
  let order: string[] = [];
  return {
    name: 'estilos-por-componente',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
      if (build) order = coreOrder();
    },
    resolveId(id) {
      return id === VIRTUAL || id.startsWith(SHEET) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${VIRTUAL}`) {
        if (!build) return importsOf(WHOLE_SHEETS);
        return importsOf([`${SHEET}orden.css`, ...GLOBAL_SHEETS.map((s) => `${SHEET}${s}.css`)]);
      }
      if (!id.startsWith(`\0${SHEET}`)) return undefined;
      const name = id.slice(`\0${SHEET}`.length, -'.css'.length);
      if (name === 'orden') return `@layer ${[...order, NOTIFICATIONS].map(layerOf).join(', ')}, mantine-datatable;\n`;
      const file = name === NOTIFICATIONS ? NOTIFICATIONS_SHEET : join(CORE_STYLES, `${name}.css`);
      return `@layer ${layerOf(name)} {\n${readFileSync(file, 'utf8')}\n}\n`;
    },
    transform(code, id) {
      if (!build) return undefined;
      for (const { test, sheet } of SHEET_OF) {
        const match = test.exec(id.split('?')[0] ?? '');
        if (match) return { code: `import ${JSON.stringify(sheet(match))};\n${code}`, map: null };
      }
      return undefined;
    },
  };
};
