import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { estilosPorComponente } from './estilos-por-componente.ts';

const require = createRequire(import.meta.url);
const CORE = dirname(require.resolve('@mantine/core/styles.css'));

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = (command: 'build' | 'serve') => {
  const p = estilosPorComponente();
  (p.configResolved as Hook).call(undefined, { command } as ResolvedConfig);
  return {
    transform: (code: string, id: string) => (p.transform as Hook).call(undefined, code, id) as { code: string } | undefined,
    load: (id: string) => (p.load as Hook).call(undefined, id) as string | undefined,
    resolveId: (id: string) => (p.resolveId as Hook).call(undefined, id) as string | undefined,
  };
};

const classModules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.module.mjs'))
    .map((e) => join(e.parentPath, e.name));

describe('estilosPorComponente', () => {
  it('gives every Mantine component module the layered sheet the package ships for it', () => {
    const modules = classModules(join(CORE, 'esm'));
    expect(modules.length).toBeGreaterThan(90);
    const build = plugin('build');
    for (const id of modules) {
      const out = build.transform('export default {};', id);
      const sheet = /^import "estilos-mantine:([A-Za-z]+)\.css";/.exec(out?.code ?? '')?.[1];
      expect(sheet, id).toBeDefined();
      expect(existsSync(join(CORE, 'styles', `${sheet}.css`)), sheet).toBe(true);
    }
  });

  it('attaches the notifications and data table sheets to the modules that hold their classes', () => {
    const build = plugin('build');
    const notif = build.transform('', '/n/node_modules/@mantine/notifications/esm/Notifications.module.mjs');
    const table = build.transform('', '/n/node_modules/mantine-datatable/dist/index.mjs?v=1');
    expect(notif?.code).toContain('import "estilos-mantine:notifications.css";');
    expect(table?.code).toContain('import "mantine-datatable/styles.layer.css";');
    expect(build.transform('', '/n/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeUndefined();
  });

  it('puts each sheet in its own layer, declared in the order of the whole sheet whatever chunk loads first', () => {
    const build = plugin('build');
    const orden = build.load(build.resolveId('estilos-mantine:orden.css')!)!;
    const capas = /^@layer ([^;]+);/.exec(orden)![1]!.split(', ');
    expect(capas.slice(0, 3)).toEqual(['mantine.baseline', 'mantine.default-css-variables', 'mantine.global']);
    expect(capas.indexOf('mantine.CloseButton')).toBeLessThan(capas.indexOf('mantine.Pill'));
    expect(capas.indexOf('mantine.UnstyledButton')).toBeLessThan(capas.indexOf('mantine.Button'));
    expect(capas.slice(-2)).toEqual(['mantine.notifications', 'mantine-datatable']);
    const pill = build.load(build.resolveId('estilos-mantine:Pill.css')!)!;
    expect(pill.startsWith('@layer mantine.Pill {\n.m_7cda1cd6 {')).toBe(true);
    expect(pill.trimEnd().endsWith('}')).toBe(true);
  });

  it('loads only the global sheets in a build and the whole ones on the dev server, which transforms nothing', () => {
    const build = plugin('build');
    const serve = plugin('serve');
    const id = build.resolveId('virtual:estilos-mantine')!;
    expect(build.load(id)?.split('\n')).toEqual([
      'import "estilos-mantine:orden.css";',
      'import "estilos-mantine:baseline.css";',
      'import "estilos-mantine:default-css-variables.css";',
      'import "estilos-mantine:global.css";',
    ]);
    expect(serve.load(id)).toContain('import "@mantine/core/styles.layer.css";');
    expect(serve.transform('', join(CORE, 'esm/components/Button/Button.module.mjs'))).toBeUndefined();
  });
});
