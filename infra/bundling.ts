/**
 * How every Lambda is bundled, shared by the CDK functions and the bench so the bench measures
 * what is deployed: one minified ESM file per handler, AWS SDK v3 included and tree-shaken.
 */
export const LAMBDA_TARGET = 'node22';

export const ESM_REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export const esbuildOptions = {
  bundle: true,
  minify: true,
  sourcemap: false,
  format: 'esm' as const,
  platform: 'node' as const,
  target: LAMBDA_TARGET,
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  legalComments: 'none' as const,
};
