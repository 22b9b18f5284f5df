// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import esAR from '#shared/i18n/es-AR.json';
import ptBR from '#shared/i18n/pt-BR.json';

describe('locale files', () => {
  const src = fileURLToPath(new URL('..', import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) return files(p);
      return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
    });
  const used = new Set<string>();
  for (const file of files(src)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) used.add(m[1] as string);
    for (const m of text.matchAll(/(?:titleKey|labelKey|errorKey|key): '([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)) used.add(m[1] as string);
    for (const m of text.matchAll(/'((?:auth|errors|routes|nav)\.[a-zA-Z0-9_.]+)'/g)) used.add(m[1] as string);
  }

  it('have the same keys', () => {
    expect(Object.keys(ptBR).sort()).toEqual(Object.keys(esAR).sort());
  });
  it('contain every key the code uses', () => {
    const missing = [...used].filter((k) => !(k in esAR));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(50);
  });
});
