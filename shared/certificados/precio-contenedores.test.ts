import { describe, expect, it } from 'vitest';
import { POLIZA_CONTENEDORES, entradaContenedores } from './fixtures.ts';
import { cotizarContenedores, erroresViajeContenedores, type EntradaContenedores } from './precio-contenedores.ts';
import { CertificadoRechazadoError, SolicitudInvalidaError } from './tipos.ts';

const condicion = (cambios: Partial<NonNullable<EntradaContenedores['condicion']>>) => ({
  ...entradaContenedores().condicion!,
  ...cambios,
});
const viaje = (cambios: Partial<EntradaContenedores['viaje']>) => ({ ...entradaContenedores().viaje, ...cambios });

const errores = (e: EntradaContenedores): Record<string, string> => {
  try {
    cotizarContenedores(e);
  } catch (err) {
    if (err instanceof SolicitudInvalidaError) return err.errores;
    throw err;
  }
  throw new Error('se esperaban errores de campo');
};

describe('cotizarContenedores: worked examples', () => {
  it("3 × 20' Dry (40 + 25) and 2 × 40' Dry (70 + 45): 120 + 75 + 140 + 90 = 425, inside [100, 1.000]", () => {
    const r = cotizarContenedores(entradaContenedores());
    expect(r.lineas).toEqual([
      { idTipo: 1, cantidad: 3, prima: 40, primaTransporte: 25, porDefecto: false, montoPrima: 120, montoTransporte: 75 },
      { idTipo: 2, cantidad: 2, prima: 70, primaTransporte: 45, porDefecto: false, montoPrima: 140, montoTransporte: 90 },
    ]);
    expect(r.subtotal).toBe(425);
    expect(r.prima).toBe(425);
    expect(r.precioFinal).toBe(425);
    expect(r.premioSugerido).toBe(400);
    expect(r.moneda).toEqual({ id: 840, simbolo: 'US$' });
    expect(r.calculo.reglas.map((l) => [l.grupo, l.grupoOperacion])).toEqual([
      ['Contenedores', '0,00 + 3 × 40,00 = 120,00'],
      ['Transporte', '120,00 + 3 × 25,00 = 195,00'],
      ['Contenedores', '195,00 + 2 × 70,00 = 335,00'],
      ['Transporte', '335,00 + 2 × 45,00 = 425,00'],
      ['Premio mínimo', 'máx(425,00; mínimo 100,00) = 425,00'],
      ['Premio máximo', 'mín(425,00; máximo 1.000,00) = 425,00'],
    ]);
    expect(r.calculo.reglas[0]!.condicion).toBe("Tasa del tipo 20' Dry");
    expect(r.calculo.resultados).toEqual({ Subtotal: 425, Prima: 425, 'Precio final': 425 });
    expect(r.validaciones).toEqual([]);
    expect(r.requiereAprobacion).toBe(false);
  });

  it("1 × 20' Dry: 40 + 25 = 65, raised to the minimum 100", () => {
    const r = cotizarContenedores(entradaContenedores({ contenedores: [{ idTipo: 1, cantidad: 1 }] }));
    expect(r.subtotal).toBe(65);
    expect(r.prima).toBe(100);
    expect(r.calculo.reglas.at(-2)!.condicion).toBe('El subtotal es menor al mínimo: se lleva al mínimo');
  });

  it("10 × 40' Dry: 700 + 450 = 1.150, capped at the maximum 1.000", () => {
    const r = cotizarContenedores(entradaContenedores({ contenedores: [{ idTipo: 2, cantidad: 10 }] }));
    expect(r.subtotal).toBe(1_150);
    expect(r.prima).toBe(1_000);
    expect(r.calculo.reglas.at(-1)!.condicion).toBe('El subtotal supera el máximo: se lleva al máximo');
  });

  it("bounds 0 = no bound: 10 × 40' Dry stays 1.150 and no bound lines are traced", () => {
    const r = cotizarContenedores(
      entradaContenedores({
        condicion: condicion({ premioMinimo: 0, premioMaximo: 0 }),
        contenedores: [{ idTipo: 2, cantidad: 10 }],
      }),
    );
    expect(r.prima).toBe(1_150);
    expect(r.calculo.reglas.map((l) => l.grupo)).toEqual(['Contenedores', 'Transporte']);
  });

  it("a single (default) rate 50 + 30 prices every type: 2 × 40' High Cube + 1 flat rack = 160 + 80 = 240", () => {
    const r = cotizarContenedores(
      entradaContenedores({
        condicion: condicion({ tasaVenta: { contenedores: [{ idTipo: 1, prima: 50, primaTransporte: 30 }] } }),
        contenedores: [
          { idTipo: 3, cantidad: 2 },
          { idTipo: 6, cantidad: 1 },
        ],
      }),
    );
    expect(r.lineas.map((l) => [l.idTipo, l.montoPrima, l.montoTransporte, l.porDefecto])).toEqual([
      [3, 100, 60, true],
      [6, 50, 30, true],
    ]);
    expect(r.prima).toBe(240);
    expect(r.calculo.reglas[0]!.condicion).toBe('Tasa por defecto (sin diferenciar por tipo)');
  });

  it('minimum above the maximum: the maximum wins (150 → 200 → 180)', () => {
    const r = cotizarContenedores(
      entradaContenedores({
        condicion: condicion({ premioMinimo: 200, premioMaximo: 180 }),
        contenedores: [{ idTipo: 1, cantidad: 1 }],
      }),
    );
    expect(r.prima).toBe(180);
  });
});

describe('cotizarContenedores: dates, excess, refusals', () => {
  it('trip end after start and return after end, with Spanish messages', () => {
    expect(erroresViajeContenedores(viaje({}))).toEqual({});
    expect(erroresViajeContenedores(viaje({ fechaLlegada: '2025-06-10' }))).toEqual({
      fechaLlegada: 'La fecha de fin del viaje debe ser posterior a la de inicio',
    });
    expect(erroresViajeContenedores(viaje({ fechaDevolucion: '2025-06-19' }))).toEqual({
      fechaDevolucion: 'La fecha de devolución debe ser posterior a la de fin del viaje',
    });
    expect(erroresViajeContenedores(viaje({ fechaSalida: '', fechaDevolucion: 'mañana' }))).toEqual({
      fechaSalida: 'El campo inicio del viaje es requerido',
      fechaDevolucion: 'El campo fecha de devolución no es válido',
    });
  });

  it('a type the differentiated condition does not price is a field error, naming it', () => {
    expect(errores(entradaContenedores({ contenedores: [{ idTipo: 4, cantidad: 1 }] }))).toEqual({
      contenedores: "El emisor no tiene tasa para el tipo de contenedor 20' Reefer",
    });
  });

  it('no containers, a repeated type, a count of 0 or 1,5', () => {
    expect(errores(entradaContenedores({ contenedores: [] }))).toEqual({ contenedores: 'El campo contenedores es requerido' });
    expect(
      errores(
        entradaContenedores({
          contenedores: [
            { idTipo: 1, cantidad: 1 },
            { idTipo: 1, cantidad: 2 },
          ],
        }),
      ),
    ).toEqual({ contenedores: 'Hay un tipo de contenedor repetido' });
    for (const cantidad of [0, 1.5, 10_001])
      expect(errores(entradaContenedores({ contenedores: [{ idTipo: 1, cantidad }] }))).toEqual({
        contenedores: 'La cantidad de cada tipo debe estar entre 1 y 10.000',
      });
  });

  it('return after the end of the policy: 563; start after it: 560 too', () => {
    expect(cotizarContenedores(entradaContenedores({ viaje: viaje({ fechaDevolucion: '2026-01-15' }) })).validaciones).toEqual([
      { codigo: 563, mensaje: 'La fecha de devolución es posterior al fin de la vigencia (31/12/2025).' },
    ]);
    const r = cotizarContenedores(
      entradaContenedores({ viaje: { fechaSalida: '2026-01-02', fechaLlegada: '2026-01-05', fechaDevolucion: '2026-01-09' } }),
    );
    expect(r.validaciones.map((v) => v.codigo)).toEqual([560, 563]);
    expect(r.requiereAprobacion).toBe(true);
  });

  it("the endorsement's end bounds the return: endorsement to 30/06, return 05/07 → 563", () => {
    expect(cotizarContenedores(entradaContenedores({ endosoId: 1 })).validaciones).toEqual([
      { codigo: 563, mensaje: 'La fecha de devolución es posterior al fin de la vigencia (30/06/2025).' },
    ]);
  });

  it('refused: no container condition, annulled policy, cargo policy', () => {
    expect(() => cotizarContenedores(entradaContenedores({ condicion: null }))).toThrow(
      new CertificadoRechazadoError('sinCondicionContenedores'),
    );
    expect(() => cotizarContenedores(entradaContenedores({ poliza: { ...POLIZA_CONTENEDORES, anulada: true } }))).toThrow(
      'La póliza está anulada: no admite certificados.',
    );
    expect(() => cotizarContenedores(entradaContenedores({ poliza: { ...POLIZA_CONTENEDORES, ramo: 'transporte' } }))).toThrow(
      'La póliza no es del ramo contenedores: no admite certificados de contenedores.',
    );
  });
});
