import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderAccessPatterns } from './access-patterns.ts';
import { ENTITIES } from './entities.ts';

describe('ACCESS-PATTERNS.md', () => {
  it('is what the entity model generates (run `npm run access-patterns` after changing the model)', () => {
    const file = fs.readFileSync(new URL('./ACCESS-PATTERNS.md', import.meta.url), 'utf8');
    expect(file).toBe(renderAccessPatterns(ENTITIES));
  });

  it('names every access pattern of every entity', () => {
    const file = renderAccessPatterns(ENTITIES);
    for (const e of ENTITIES) {
      expect(file).toContain(`## ${e.name}`);
      for (const pattern of Object.keys(e.spec.indexes ?? {})) expect(file).toContain(`| ${pattern} |`);
    }
  });
});
