// @vitest-environment node
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') });

/** The import-boundary messages ESLint gives for `code` as if it were the file at `path`. */
const boundaryErrors = async (path: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('import boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it('a feature does not import another feature, by alias or by relative path', async () => {
    expect(
      await boundaryErrors(
        'web/src/features/usuarios/routes/X.tsx',
        "export { ESTADOS } from '#web/features/siniestros/lib/estados.ts';\n",
      ),
    ).toEqual([expect.stringContaining('La feature usuarios no importa otra feature')]);
    expect(
      await boundaryErrors(
        'web/src/features/usuarios/routes/X.tsx',
        "export { fecha } from '../../siniestros/lib/formato.ts';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('web/src/features/usuarios/x.ts', "export { fecha } from '../siniestros/lib/formato.ts';\n"),
    ).toHaveLength(1);
  });

  it('a feature may import its own folders, shared/, components/ and lib/', async () => {
    const code = [
      "export { empresaLabel } from '../lib/permisos.ts';",
      "export { CursorList } from '#web/components/CursorList.tsx';",
      "export { formatInteger } from '#web/lib/format.ts';",
      "export { ROLES } from '#shared/auth/roles.ts';",
      '',
    ].join('\n');
    expect(await boundaryErrors('web/src/features/usuarios/routes/X.tsx', code)).toEqual([]);
  });

  it('web does not import functions/', async () => {
    expect(await boundaryErrors('web/src/lib/x.ts', "export { table } from '#lib/data/table.ts';\n")).toEqual([
      expect.stringContaining('functions/'),
    ]);
    expect(
      await boundaryErrors(
        'web/src/features/siniestros/api/x.ts',
        "export { h } from '#functions/siniestros/list-siniestros.ts';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('web/src/app/x.ts', "export { h } from '../../../functions/lib/http/handler.ts';\n"),
    ).toHaveLength(1);
  });

  it('shared/ imports no AWS SDK, no CDK and nothing of functions/ or web/', async () => {
    expect(await boundaryErrors('shared/contract/x.ts', "export { S3Client } from '@aws-sdk/client-s3';\n")).toEqual([
      expect.stringContaining('AWS SDK'),
    ]);
    expect(await boundaryErrors('shared/contract/x.ts', "export { Stack } from 'aws-cdk-lib';\n")).toHaveLength(1);
    expect(
      await boundaryErrors('shared/contract/operations/x.ts', "export { t } from '../../../functions/lib/data/table.ts';\n"),
    ).toHaveLength(1);
    expect(await boundaryErrors('shared/contract/x.ts', "export { apiCall } from '#web/lib/api-client.ts';\n")).toHaveLength(1);
    expect(await boundaryErrors('shared/contract/x.ts', "export { ROLES } from '../auth/roles.ts';\n")).toEqual([]);
  });

  it('components/ and lib/ import no feature', async () => {
    expect(
      await boundaryErrors(
        'web/src/components/X.tsx',
        "export { PolizasPage } from '#web/features/viajes-especificos/list/PolizasPage.tsx';\n",
      ),
    ).toHaveLength(1);
  });
});
