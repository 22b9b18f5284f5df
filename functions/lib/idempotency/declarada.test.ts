import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlerEntry } from '#shared/contract/define.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';

const IDEMPOTENCIA = path.resolve('functions/lib/idempotency/idempotency.ts');

/** Whether a module reaches idempotency.ts through its relative or #lib imports. */
const alcanza = (file: string, vistos = new Map<string, boolean>()): boolean => {
  const conocido = vistos.get(file);
  if (conocido !== undefined) return conocido;
  vistos.set(file, false);
  const imports = [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
  const destinos = imports.flatMap((spec) =>
    spec.startsWith('.')
      ? [path.resolve(path.dirname(file), spec)]
      : spec.startsWith('#lib/')
        ? [path.resolve('functions/lib', spec.slice('#lib/'.length))]
        : [],
  );
  const r = destinos.some((d) => d === IDEMPOTENCIA || (d !== file && fs.existsSync(d) && alcanza(d, vistos)));
  vistos.set(file, r);
  return r;
};

describe('idempotente in the contract', () => {
  it('is declared by exactly the operations whose handler runs through once()', () => {
    const vistos = new Map<string, boolean>();
    const usan = OPERATIONS.filter((op) => alcanza(path.resolve(handlerEntry(op)), vistos)).map((op) => op.id);
    const declaran = OPERATIONS.filter((op) => op.idempotente).map((op) => op.id);
    expect(declaran.sort()).toEqual(usan.sort());
    expect(usan.length).toBeGreaterThan(30);
  });
});
