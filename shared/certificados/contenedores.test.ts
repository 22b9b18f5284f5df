import { describe, expect, it } from 'vitest';
import { TIPOS_CONTENEDOR } from '#shared/catalogos/data.ts';
import { precioContenedoresVisible, tiposPreciados } from './contenedores.ts';
import { entradaContenedores } from './fixtures.ts';
import { cotizarContenedores } from './precio-contenedores.ts';

describe('a container price as a caller may read it', () => {
  const r = cotizarContenedores(entradaContenedores());

  it('shows the premium only with prima.mostrar and the final price only with markup.consultar', () => {
    const soloPrima = precioContenedoresVisible(r, { prima: true, markup: false });
    expect(soloPrima.prima).toBe(r.prima);
    expect(soloPrima.lineas[0]!.montoPrima).toBe(r.lineas[0]!.montoPrima);
    expect(soloPrima).not.toHaveProperty('precioFinal');
    expect(soloPrima).not.toHaveProperty('calculo');

    const soloMarkup = precioContenedoresVisible(r, { prima: false, markup: true });
    expect(soloMarkup.precioFinal).toBe(r.precioFinal);
    expect(soloMarkup).not.toHaveProperty('prima');
    expect(soloMarkup).not.toHaveProperty('subtotal');
    expect(soloMarkup.lineas[0]).not.toHaveProperty('prima');
    expect(soloMarkup).not.toHaveProperty('calculo');

    const ninguno = precioContenedoresVisible(r, { prima: false, markup: false });
    expect(ninguno.lineas.map((l) => [l.tipo.id, l.cantidad])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    expect(precioContenedoresVisible(r, { prima: true, markup: true }).calculo).toEqual(r.calculo);
  });

  it('names the types a condition prices: its own, or the whole catalogue for a single default rate', () => {
    const { condicion } = entradaContenedores();
    expect(tiposPreciados(condicion!).map((t) => t.id)).toEqual([1, 2]);
    const unica = { tasaVenta: { contenedores: [{ idTipo: 1, prima: 10, primaTransporte: 5 }] } };
    expect(tiposPreciados(unica)).toHaveLength(TIPOS_CONTENEDOR.length);
  });
});
