import { describe, expect, it } from 'vitest';
import { RANGO_VACIO } from '#web/lib/rango-fechas.ts';
import { consultaCertificados, type FiltrosCertificados } from './filtros-certificados.ts';

const base: FiltrosCertificados = { por: 'referencia', texto: '', estado: null, rango: RANGO_VACIO, direccion: 'desc' };

describe('consultaCertificados', () => {
  it('an exact lookup goes alone: no state, no dates', () => {
    const rango = { desde: '2025-01-01', hasta: '2025-02-01' };
    expect(consultaCertificados({ ...base, texto: ' REF-1 ', estado: 20, rango })).toEqual({
      direccion: 'desc',
      referencia: 'REF-1',
    });
  });

  it('the state goes with the complete dates', () => {
    expect(consultaCertificados({ ...base, estado: 20, rango: { desde: '2025-01-01', hasta: '2025-0' } })).toEqual({
      direccion: 'desc',
      estado: 20,
      desde: '2025-01-01',
    });
  });

  it('a declaration id that is not a whole positive number is not asked for', () => {
    expect(consultaCertificados({ ...base, por: 'idDeclaracion', texto: '2026-10-v-10-840' })).toEqual({
      direccion: 'desc',
      idDeclaracion: '2026-10-v-10-840',
    });
    expect(consultaCertificados({ ...base, por: 'idDeclaracion', texto: '12' })).toEqual({ direccion: 'desc' });
    expect(consultaCertificados({ ...base, por: 'idDeclaracion', texto: '2026-13-v-1-1' })).toEqual({ direccion: 'desc' });
  });
});
