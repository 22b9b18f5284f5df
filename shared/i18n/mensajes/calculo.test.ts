import { describe, expect, it } from 'vitest';
import type { Calculo } from '../../contract/schemas/calculo.ts';
import { contextoAnual, solicitudAnual } from '../../rating-anual/fixtures.ts';
import { cotizarAnual } from '../../rating-anual/motor.ts';
import { contexto, solicitud } from '../../viajes-especificos/fixtures.ts';
import { cotizar } from '../../viajes-especificos/motor.ts';
import { textoCondicion } from '../../viajes-especificos/motor/reglas.ts';
import { tieneTraduccion, traducirMensaje } from './traducir.ts';

/** Every text of a trace a user reads (group, concept, condition, operation). */
const textos = (c: Calculo) => c.reglas.flatMap((r) => [r.grupo, r.concepto, r.condicion, r.grupoOperacion]);

/** A line of numbers alone (a product's formula) needs no words. */
const NUMEROS = /^[\d.,\s×=+−%‰()-]*$/;

/** What stays Spanish after translating: the lines a pt-BR user would still read in Spanish. */
const sinTraducir = (lineas: string[], reglasDelMaestro: ReadonlySet<string>) =>
  [...new Set(lineas)].filter((es) => !tieneTraduccion(es) && !NUMEROS.test(es) && !reglasDelMaestro.has(es));

describe("a price's trace in pt-BR (record 0175)", () => {
  it('translates every line of the seeded annual offers, goods rows and weighted factors included', () => {
    const r = solicitudAnual({
      mercaderias: [
        { id: 1, porcentaje: 60 },
        { id: 3, porcentaje: 40, esUsada: true },
      ],
    });
    const ofertas = cotizarAnual(r, contextoAnual());
    const lineas = ofertas.flatMap((o) => [...textos(o.calculoPrima), ...textos(o.calculoPremio)]);
    expect(sinTraducir(lineas, new Set())).toEqual([]);
    const pt = lineas.map((l) => traducirMensaje('pt-BR', l));
    expect(pt).toEqual(
      expect.arrayContaining([
        'MAE computável',
        'Alimentos não perecíveis',
        'Eletrônicos de consumo (usada)',
        '40 % do MAE computável, adicional por usada 25 %',
        'Trânsito nacional 100 % × 0,9',
      ]),
    );
  });

  it("translates the specific-trip offers' lines but the concepts the insurer wrote in the master", () => {
    const ofertas = [101, 102, 201, 202, 301, 302].flatMap((id) => cotizar(solicitud({ CoberturaId: id }), contexto()));
    const conceptos = new Set(ofertas.flatMap((o) => o.calculoPrima.reglas.map((r) => r.concepto)));
    const lineas = ofertas.flatMap((o) => [...textos(o.calculoPrima), ...textos(o.calculoPremio)]);
    // The rule concepts are the coverage master's data (record 0179), like its deductibles before pt-BR texts.
    const sobrantes = sinTraducir(lineas, conceptos);
    expect(sobrantes).toEqual([]);
  });

  it("names a rule's condition in Portuguese, lists and currencies included", () => {
    const en = (campo: 'mercaderiaId' | 'origenId' | 'km', ids: number[]) => ({ campo, en: ids }) as const;
    expect(traducirMensaje('pt-BR', textoCondicion(en('origenId', [32, 76])))).toBe('Origem é Argentina ou Brasil');
    expect(traducirMensaje('pt-BR', textoCondicion(en('km', [60, 401])))).toBe('Distância é até 60 km ou mais de 400 km');
    expect(traducirMensaje('pt-BR', textoCondicion({ campo: 'sumaAsegurada', desde: 1_000_000 }, 840))).toBe(
      'Importância segurada a partir de 1.000.000,00 (em USD)',
    );
    expect(traducirMensaje('pt-BR', textoCondicion({ siempre: true }, 32))).toBe('Sempre (em ARS)');
    expect(traducirMensaje('es-AR', textoCondicion({ siempre: true }, 32))).toBe('Siempre (en ARS)');
  });
});
