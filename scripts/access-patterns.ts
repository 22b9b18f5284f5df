import fs from 'node:fs';
import path from 'node:path';
import { renderAccessPatterns } from '#lib/data/access-patterns.ts';
import { ENTITIES } from '#lib/data/entities.ts';
import { ROOT } from './local/config.ts';

/** `npm run access-patterns`: writes functions/lib/data/ACCESS-PATTERNS.md from the entity model. */
const file = path.join(ROOT, 'functions/lib/data/ACCESS-PATTERNS.md');
fs.writeFileSync(file, renderAccessPatterns(ENTITIES));
console.log(`Escrito ${path.relative(ROOT, file)}`);
