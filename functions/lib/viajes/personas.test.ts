import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CertificadoItem } from '../data/certificados.ts';
import { HttpError } from '../http/errors.ts';
import { exigirPartesHabilitadas, partesAValidar, PERSONAS_SIN_RESPUESTA } from './personas.ts';

const estaBloqueada = vi.fn<(id: string) => Promise<boolean>>();
vi.mock('../ports/personas.ts', () => ({ validadorPersonas: async () => ({ estaBloqueada }) }));

const parte = (id: number, cif: string) => ({ id, nombre: `Parte ${id}`, cif });
const certificado = (tomador: string, beneficiario: string) =>
  ({ id: 7, tomador: parte(1, tomador), beneficiario: parte(2, beneficiario) }) as CertificadoItem;
const principal = { db: { write: vi.fn() }, usuario: { id: 3, email: 'p@demo' } } as never;

describe('the parties a specific-trip issue validates', () => {
  afterEach(() => {
    estaBloqueada.mockReset();
    vi.stubEnv('LOG_LEVEL', 'silent');
  });

  it('are the tomador and a different beneficiary, each once', () => {
    expect(partesAValidar(certificado('30711111112', '30711111112'))).toEqual(['30711111112']);
    expect(partesAValidar(certificado('30711111112', '30722222223'))).toEqual(['30711111112', '30722222223']);
  });

  it('refuses with 503 when the people API fails: cover is never bound unchecked', async () => {
    estaBloqueada.mockRejectedValue(new Error('personas: HTTP 500'));
    const err = await exigirPartesHabilitadas(principal, certificado('30711111112', '30711111112'), new Set()).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 503, message: PERSONAS_SIN_RESPUESTA });
  });

  it('does not ask again for ids this request already cleared', async () => {
    estaBloqueada.mockResolvedValue(false);
    const validadas = new Set<string>();
    await exigirPartesHabilitadas(principal, certificado('30711111112', '30722222223'), validadas);
    await exigirPartesHabilitadas(principal, certificado('30711111112', '30722222223'), validadas);
    expect(estaBloqueada).toHaveBeenCalledTimes(2);
  });
});
