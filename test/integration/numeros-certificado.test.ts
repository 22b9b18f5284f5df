import { beforeAll, describe, expect, it } from 'vitest';
import { digitosDeNumero } from '#shared/certificados/numero-buscado.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';

useTestEmulators();

/** Tomorrow in the business zone (UTC-3): a departure that needs no approval. */
const manana = () => new Date(Date.now() - 3 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
const BASE = '/v1/certificados';

let productor: string;
let aseguradora: string;
let emisor: string;

/** A cargo certificate of the demo broker (company 10) under insurer 1's policy, saved and issued. */
const emitir = async (): Promise<{ id: number; numero: string }> => {
  const g = await api('POST', BASE, {
    token: productor,
    body: {
      clienteId: 7,
      polizaId: 1,
      valor: 15_000,
      transporteIds: [1],
      mercaderiaId: 3,
      origenId: 32,
      destinoId: 76,
      fechaSalida: manana(),
    },
  });
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  const e = await api('POST', `${BASE}/${g.body.id}/emision`, { token: productor });
  expect(e.status, JSON.stringify(e.body)).toBe(200);
  return { id: g.body.id, numero: e.body.nroCertificado };
};
const buscar = (token: string, nroCertificado: string, extra: Record<string, string> = {}) =>
  api('GET', `${BASE}?${new URLSearchParams({ nroCertificado, ...extra })}`, { token });
const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((f) => f.id);

beforeAll(async () => {
  [productor, aseguradora, emisor] = await Promise.all([
    tokenOf('cargosur', 'productor'),
    tokenOf('cargosur', 'aseguradora'),
    tokenOf('cargosur', 'emisor'),
  ]);
});

/** Record 0178: a certificate number, whole or its first digits, in the caller's own scope. */
describe('certificate search by number prefix', () => {
  it('finds a number typed whole, in lower case, without its prefix or padding, and by its first digits', async () => {
    const { id, numero } = await emitir();
    const digitos = digitosDeNumero(numero)!;
    for (const texto of [
      numero,
      numero.toLowerCase(),
      `00000000${digitos}`.slice(-8),
      digitos,
      digitos.slice(0, -1) || digitos,
    ]) {
      const res = await buscar(productor, texto, { size: '100' });
      expect(res.status, texto).toBe(200);
      expect(ids(res), texto).toContain(id);
    }
    // The insurer of its policy finds it; a company that neither issued nor insures it does not.
    expect(ids(await buscar(aseguradora, digitos))).toContain(id);
    expect(ids(await buscar(emisor, digitos))).not.toContain(id);
  });

  it('pages a prefix that many numbers share, and finds nothing for text that is not a number', async () => {
    const [a, b] = [await emitir(), await emitir()];
    const vistos: number[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: { data: { id: number }[]; meta: { nextCursor: string | null } } } = await buscar(
        productor,
        'CC-',
        {
          size: '50',
          ...(cursor ? { cursor } : {}),
        },
      );
      expect(res.status).toBe(200);
      vistos.push(...ids(res));
      cursor = res.body.meta.nextCursor;
    } while (cursor);
    expect(vistos).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(new Set(vistos).size).toBe(vistos.length);
    const nada = await buscar(productor, "1' OR 1=1");
    expect(nada.status).toBe(200);
    expect(nada.body.data).toEqual([]);
  });
});
