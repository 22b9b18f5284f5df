import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { errorBodySchema } from '#shared/contract/common.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import pkg from '../package.json' with { type: 'json' };
import { buildOpenApi } from './openapi/build.ts';

/** `npm run openapi`: writes the OpenAPI 3.1 document of the contract to dist/openapi.json. */
const out = path.resolve(process.argv[2] ?? 'dist/openapi.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(buildOpenApi(OPERATIONS, pkg.version, z.toJSONSchema(errorBodySchema)), null, 2)}\n`);
console.log(`OpenAPI 3.1: ${OPERATIONS.length} operaciones en ${path.relative(process.cwd(), out)}`);
