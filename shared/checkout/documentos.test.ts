import { describe, expect, it } from 'vitest';
import { pendientesEmbarcacion } from './documentos.ts';

describe("a boat quote's pending papers", () => {
  it('a new quote lacks its quotation only', () => {
    expect(pendientesEmbarcacion({ estado: 'pendiente', documentos: {} })).toEqual(['cotizacion']);
    expect(pendientesEmbarcacion({ estado: 'pendiente', documentos: { cotizacion: 'k' } })).toEqual([]);
  });

  it('a paid quote lacks its policy and its e-mail until both are done', () => {
    expect(pendientesEmbarcacion({ estado: 'pagada', documentos: { cotizacion: 'k' } })).toEqual(['poliza', 'correo-poliza']);
    expect(pendientesEmbarcacion({ estado: 'pagada', documentos: { cotizacion: 'k', poliza: 'p' } })).toEqual(['correo-poliza']);
    expect(
      pendientesEmbarcacion({ estado: 'pagada', documentos: { cotizacion: 'k', poliza: 'p' }, polizaEnviada: '2026-11-01' }),
    ).toEqual([]);
  });
});
