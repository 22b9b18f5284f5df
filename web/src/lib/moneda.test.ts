import { describe, expect, it } from 'vitest';
import { MONEDAS } from '#shared/catalogos/data.ts';
import { coincideMoneda } from './moneda.ts';

const buscar = (texto: string) => MONEDAS.filter((m) => coincideMoneda(m, texto)).map((m) => m.codigo);

describe('currency search (spec 2 §5.3)', () => {
  it('matches the name or the symbol, whatever the case and the accents', () => {
    expect(buscar('us$')).toEqual(['USD']);
    expect(buscar('DÓLAR')).toEqual(['USD']);
    expect(buscar('brasileno')).toEqual(['BRL']);
    expect(buscar('peso')).toEqual(['ARS', 'MXN', 'UYU', 'CLP']);
    expect(buscar('€')).toEqual(['EUR']);
  });

  it('an empty search shows every currency; one that matches nothing, none', () => {
    expect(buscar('  ')).toHaveLength(MONEDAS.length);
    expect(buscar('yen')).toEqual([]);
  });
});
