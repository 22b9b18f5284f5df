import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firmar } from './firma.ts';

/** The receiver's recipe exactly as docs/webhooks.md prints it, so the page cannot drift from the signer. */
async function recetaDocumentada(): Promise<(c: string, b: string, s: string, ahora?: number) => boolean> {
  const doc = readFileSync(join(import.meta.dirname, '../../docs/webhooks.md'), 'utf8');
  const bloque = /<!-- receta:[^>]*-->\s*```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!bloque) throw new Error('docs/webhooks.md perdió el bloque de la receta');
  const archivo = join(mkdtempSync(join(tmpdir(), 'receta-')), 'receta.mjs');
  writeFileSync(archivo, bloque);
  const modulo = (await import(archivo)) as { firmaValida: (c: string, b: string, s: string, a?: number) => boolean };
  return modulo.firmaValida;
}

const cuerpo = JSON.stringify({ id: 'ent_1', tipo: 'certificado.emitido', datos: { numero: 'Ñandú 1' } });
const t = 1_800_000_000;

describe('the documented receiver recipe against the portal’s signature', () => {
  it('accepts what the portal signs, with one secret or either of two during rotation', async () => {
    const firmaValida = await recetaDocumentada();
    expect(firmaValida(firmar(cuerpo, ['whsec_a'], t), cuerpo, 'whsec_a', t)).toBe(true);
    const rotando = firmar(cuerpo, ['whsec_viejo', 'whsec_nuevo'], t);
    expect(firmaValida(rotando, cuerpo, 'whsec_viejo', t + 10)).toBe(true);
    expect(firmaValida(rotando, cuerpo, 'whsec_nuevo', t + 10)).toBe(true);
  });

  it('refuses a tampered body, a tampered signature, another secret and a stale timestamp', async () => {
    const firmaValida = await recetaDocumentada();
    const cabecera = firmar(cuerpo, ['whsec_a'], t);
    expect(firmaValida(cabecera, cuerpo.replace('Ñandú 1', 'Ñandú 2'), 'whsec_a', t)).toBe(false);
    expect(
      firmaValida(
        cabecera.replace(/v1=(.)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`),
        cuerpo,
        'whsec_a',
        t,
      ),
    ).toBe(false);
    expect(firmaValida(cabecera.replace(`t=${t}`, `t=${t + 1}`), cuerpo, 'whsec_a', t)).toBe(false);
    expect(firmaValida(cabecera, cuerpo, 'whsec_b', t)).toBe(false);
    expect(firmaValida(cabecera, cuerpo, 'whsec_a', t + 301)).toBe(false);
  });
});
