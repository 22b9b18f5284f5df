import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from '#shared/contract/openapi.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import pkg from '../package.json' with { type: 'json' };

/** `npm run openapi`: writes the OpenAPI 3.1 document of the contract to dist/openapi.json (the SPA's /desarrolladores builds the same). */
const out = path.resolve(process.argv[2] ?? 'dist/openapi.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(buildOpenApi(OPERATIONS, pkg.version), null, 2)}\n`);
console.log(`OpenAPI 3.1: ${OPERATIONS.length} operaciones en ${path.relative(process.cwd(), out)}`);
