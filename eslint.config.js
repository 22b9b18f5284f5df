import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (DESIGN.md, STYLE.md): shared/ imports nothing of the others and no AWS; web/
 * imports shared/ only; a SPA feature imports no other feature (what two share lives in
 * web/src/components or web/src/lib), and components/lib import no feature and not the app layer.
 * One `no-restricted-imports` setting per folder kind, generated from the folders of
 * web/src/features at config time. Relative paths are matched by depth, so `../other/x` from
 * features/a/b.ts and `../../other/x` from features/a/api/b.ts are both caught.
 */
const TS = '*.{ts,tsx}';
const FEATURES_DIR = join(import.meta.dirname, 'web', 'src', 'features');

/** Folder names under a directory. */
const dirs = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** How many folder levels a feature has below its own folder (features/a/api/x.ts is 1). */
const depthOf = (path) => {
  const sub = dirs(path);
  return sub.length ? 1 + Math.max(...sub.map((d) => depthOf(join(path, d)))) : 0;
};

const FEATURES = dirs(FEATURES_DIR).sort();
const MAX_DEPTH = Math.max(3, ...FEATURES.map((f) => depthOf(join(FEATURES_DIR, f)) + 1));

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Exactly n '../' at the start of a specifier. */
const up = (n) => `^(?:\\.\\./){${n}}`;
const rule = (regex, message) => ({ regex, message, caseSensitive: true });

const NOT_SERVER_MSG = 'El SPA solo importa shared/: nada de functions/ (ni #lib, #functions), infra/ ni scripts/.';
/** Every file of web/. */
const WEB_PATTERNS = [
  rule('^#(?:lib|functions|infra|scripts)/', NOT_SERVER_MSG),
  rule('^(?:\\.\\./)+(?:functions|infra|scripts)(?:/|$)', NOT_SERVER_MSG),
  rule('^@aws-sdk/', 'El SPA no usa el AWS SDK: llama a la API con el cliente de web/src/lib.'),
  rule(
    '^@hookform/resolvers/zod$',
    'Los formularios usan zodResolver de web/src/lib/zod-resolver.ts: da los mensajes en el idioma del tenant (0175).',
  ),
];

const SHARED_LAYER_MSG = 'components/ y lib/ son de todas las features: no importan una feature ni la capa app.';
/** web/src/components, web/src/lib, web/src/test: shared by the features. */
const SHARED_LAYER_PATTERNS = [
  ...WEB_PATTERNS,
  rule('^#web/(?:features|app)/', SHARED_LAYER_MSG),
  rule('^(?:\\.\\./)+(?:features|app)/', SHARED_LAYER_MSG),
];

/** A file of feature `feature`, `depth` folders below the feature's own folder. */
const featurePatterns = (feature, depth) => {
  const own = `${escape(feature)}(?:/|$)`;
  const message = `La feature ${feature} no importa otra feature: lo que comparten va en web/src/components o web/src/lib.`;
  const appMessage = `La feature ${feature} no importa la capa app (app arma las features, no al revés).`;
  return [
    ...WEB_PATTERNS,
    rule(`^#web/features/(?!${own})`, message),
    // Up to features/, then into another feature.
    rule(`${up(depth + 1)}(?!\\.\\./|${own})[^/]`, message),
    // Up to src/, then back into features/ or into app/.
    rule(`${up(depth + 2)}features/(?!${own})`, message),
    rule('^#web/app/', appMessage),
    rule(`${up(depth + 2)}app(?:/|$)`, appMessage),
  ];
};

const boundaries = [
  { files: ['web/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: WEB_PATTERNS }] } },
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}', 'web/src/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: SHARED_LAYER_PATTERNS }] },
  },
  ...FEATURES.flatMap((feature) =>
    Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
      files: [`web/src/features/${feature}/${'*/'.repeat(depth)}${TS}`],
      rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns(feature, depth) }] },
    })),
  ),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            rule('^@aws-sdk/', 'shared/ es puro: sin AWS SDK (los adaptadores van en functions/lib).'),
            rule('^aws-cdk-lib(?:/|$)', 'shared/ no importa CDK (eso es infra/).'),
            rule('^#(?:lib|functions|web|infra|scripts)/', 'shared/ no importa functions/, web/, infra/ ni scripts/.'),
            rule(
              '^(?:\\.\\./)+(?:functions|web|infra|scripts)(?:/|$)',
              'shared/ no importa functions/, web/, infra/ ni scripts/.',
            ),
          ],
        },
      ],
    },
  },
];

/** `import { z }` pulls every zod locale into each Lambda (about 450 KB instead of 85 KB). */
const ZOD_NAMESPACE = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Use import * as z from 'zod'",
};

/**
 * An SDK client made anywhere but the one factory would skip the local grants check and the call
 * metering: functions/ makes clients only through prepareClient (functions/lib/aws/clients.ts).
 */
const CLIENT_FACTORY = {
  selector: 'NewExpression[callee.name=/Client$/]',
  message: 'Make AWS SDK clients with prepareClient (functions/lib/aws/clients.ts), so every call passes the grants check.',
};

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', 'dist', '.local-data', 'coverage', 'test-results', '.tmp*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      'no-restricted-syntax': ['error', ZOD_NAMESPACE],
    },
  },
  {
    // No source file over 400 lines, blank lines and comments counted: a longer file hides its parts.
    // Tests are the exception (below); the repository generates no source files (only Markdown).
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['functions/**/*.ts'],
    ignores: ['functions/lib/aws/clients.ts'],
    rules: { 'no-restricted-syntax': ['error', ZOD_NAMESPACE, CLIENT_FACTORY] },
  },
  {
    files: ['test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'max-lines': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...boundaries,
);
