import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from '#shared/contract/openapi.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import pkg from '../package.json' with { type: 'json' };

/** `npm run openapi`: writes the OpenAPI 3.1 document of the contract to dist/openapi.json (the SPA's /desarrolladores builds the same). */
const out = path.resolve(process.argv[2] ?? 'dist/openapi.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
// A stage's token URL (AuthStack's output) when given; the domain's shape otherwise.
const documento = buildOpenApi(OPERATIONS, pkg.version, 'es-AR', { tokenUrlMaquinas: process.env.TOKEN_URL_MAQUINAS });
fs.writeFileSync(out, `${JSON.stringify(documento, null, 2)}\n`);
console.log(`OpenAPI 3.1: ${OPERATIONS.length} operaciones en ${path.relative(process.cwd(), out)}`);
