import { describe, expect, it } from 'vitest';
import {
  COLORES_COMPOSICION,
  conMae,
  disponibles,
  errorDeSuma,
  extraPrimaVariable,
  filaNueva,
  MENSAJE_SUMA_MAYOR,
  MENSAJE_SUMA_MENOR,
  sinFila,
  tasaDeValor,
  valorDeTasa,
} from './composicion.ts';

describe('MAE compositions', () => {
  it('edits percent and amount from each other on the MAE', () => {
    expect(valorDeTasa(25, 8_000_000)).toBe(2_000_000);
    expect(tasaDeValor(2_000_000, 8_000_000)).toBe(25);
    expect(tasaDeValor(10, 0)).toBe(0);
  });

  it('gives the first row 100 %, then what is left, in the four colours in turn', () => {
    const primera = filaNueva([], 1_000_000);
    expect(primera).toEqual({ id: null, tasa: 100, valor: 1_000_000, color: COLORES_COMPOSICION[0] });
    const filas = [{ ...primera, tasa: 60, valor: 600_000 }];
    expect(filaNueva(filas, 1_000_000)).toMatchObject({ tasa: 40, valor: 400_000, color: '#A1EEBD' });
    expect(
      filaNueva(
        [1, 2, 3, 4].map(() => ({ tasa: 10 })),
        100,
      ).color,
    ).toBe('#7BD3EA');
  });

  it('resets the only row when it is removed, and recolours the rest', () => {
    const unica = [{ id: 3, tasa: 40, valor: 4, color: '#F6D6D6' }];
    expect(sinFila(unica, 0, 10)).toEqual([{ id: null, tasa: 100, valor: 10, color: '#7BD3EA' }]);
    const tres = ['#7BD3EA', '#A1EEBD', '#F6F7C4'].map((color, i) => ({ id: i + 1, tasa: 10, valor: 1, color }));
    expect(sinFila(tres, 0, 10).map((f) => [f.id, f.color])).toEqual([
      [2, '#7BD3EA'],
      [3, '#A1EEBD'],
    ]);
  });

  it('offers each row only what the others did not choose', () => {
    const opciones = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(disponibles(opciones, [{ id: 1 }, { id: 3 }], 0).map((o) => o.id)).toEqual([1, 2]);
  });

  it('recomputes the amounts when the MAE changes', () => {
    expect(conMae([{ id: 1, tasa: 50, valor: 1, color: '' }], 300)[0]!.valor).toBe(150);
  });

  it('says the spec’s message when the percents do not total 100', () => {
    expect(errorDeSuma([{ porcentaje: 60 }, { porcentaje: 50 }])).toBe(MENSAJE_SUMA_MAYOR);
    expect(errorDeSuma([{ porcentaje: 60 }])).toBe(MENSAJE_SUMA_MENOR);
    expect(errorDeSuma([{ porcentaje: 33.33 }, { porcentaje: 33.33 }, { porcentaje: 33.34 }])).toBeNull();
  });

  it('derives the extra premium from the commission (2 §4.5), within its 0–10 field', () => {
    expect([9, 10, 15, 20, 25, 30, 31].map(extraPrimaVariable)).toEqual([0, 0, 5, 10, 10, 10, 0]);
  });
});
