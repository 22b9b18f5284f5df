import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface CfnLintFinding {
  Rule: { Id: string; Description: string };
  Level: 'Error' | 'Warning' | 'Informational';
  Message: string;
  Filename: string;
  Location: { Start: { LineNumber: number } };
}

const MISSING =
  'cfn-lint is not installed: the infra tests lint every synthesized template with it. Install cfn-lint 1.51 or newer ' +
  '(pip install cfn-lint, on a machine that reaches PyPI); .ci/run checks it is there before it runs the suite.';

/**
 * Runs cfn-lint over every template of a cloud assembly directory and answers its findings. cfn-lint
 * exits non-zero whenever it finds anything, so the exit code is not the verdict: the findings are.
 */
export const cfnLint = (assemblyDir: string): Promise<CfnLintFinding[]> => {
  const templates = fs
    .readdirSync(assemblyDir)
    .filter((f) => f.endsWith('.template.json'))
    .map((f) => path.join(assemblyDir, f));
  if (!templates.length) throw new Error(`no template in ${assemblyDir}`);
  return new Promise((resolve, reject) => {
    execFile('cfn-lint', ['--format', 'json', '--', ...templates], { maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if ((err as NodeJS.ErrnoException | null)?.code === 'ENOENT') return reject(new Error(MISSING));
      try {
        resolve(JSON.parse(stdout || '[]') as CfnLintFinding[]);
      } catch {
        reject(new Error(`cfn-lint answered no findings list: ${stderr || stdout || err?.message}`));
      }
    });
  });
};

/** `file:line rule message`, for a test failure that says where. */
export const describeFinding = (f: CfnLintFinding): string =>
  `${path.basename(f.Filename)}:${f.Location.Start.LineNumber} ${f.Rule.Id} ${f.Message}`;
