import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { COBERTURAS_ANUALES, TARIFARIO_ANUAL } from './data.ts';
import { contextoAnual, solicitudAnual } from './fixtures.ts';
import { coberturaAnualSchema, MAX_MEDIDAS_ANUALES, tarifarioAnualSchema, type CoberturaAnual } from './modelo.ts';
import { cotizarAnual } from './motor.ts';

const [TODO_RIESGO] = COBERTURAS_ANUALES;
const conMedidas = (medidasSeguridad: unknown): unknown => ({ ...TODO_RIESGO, medidasSeguridad });
const errores = (c: unknown) => z.safeParse(coberturaAnualSchema, c).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('annual security measures (spec 2 §3.8 medidasSeguridad)', () => {
  it('each offer carries its coverage’s measures by name, in the master’s order', () => {
    const ofertas = cotizarAnual(solicitudAnual(), contextoAnual());
    expect(ofertas.length).toBeGreaterThan(1);
    for (const o of ofertas) {
      const c = COBERTURAS_ANUALES.find((x) => x.id === o.cobertura.id)!;
      expect(o.medidasSeguridad).toEqual(c.medidasSeguridad);
    }
    expect(ofertas.find((o) => o.cobertura.id === 1)!.medidasSeguridad.map((m) => m.nombre)).toEqual([
      'Rastreo satelital (GPS) del vehículo en el transporte terrestre',
      'Detenciones y pernoctes sólo en lugares vigilados',
    ]);
  });

  it('a coverage written before measures existed demands none; an offer’s list is its own copy', () => {
    const { medidasSeguridad: _sinMedidas, ...vieja } = TODO_RIESGO!;
    const ctx = contextoAnual({ coberturas: [vieja as CoberturaAnual, COBERTURAS_ANUALES[1]!] });
    const [a, b] = cotizarAnual(solicitudAnual(), ctx).sort((x, y) => x.cobertura.id - y.cobertura.id);
    expect(a!.medidasSeguridad).toEqual([]);
    b!.medidasSeguridad[0]!.nombre = 'cambiada';
    expect(COBERTURAS_ANUALES[1]!.medidasSeguridad![0]!.nombre).not.toBe('cambiada');
  });

  it('the master accepts the seed and no measures, trims names, and refuses empty, long, repeated or too many', () => {
    expect(z.safeParse(tarifarioAnualSchema, TARIFARIO_ANUAL).success).toBe(true);
    expect(errores(conMedidas(undefined))).toBeUndefined();
    expect(z.parse(coberturaAnualSchema, conMedidas([{ nombre: '  Precinto  ' }])).medidasSeguridad).toEqual([
      { nombre: 'Precinto' },
    ]);
    expect(errores(conMedidas([{ nombre: '   ' }]))).toEqual([['medidasSeguridad.0.nombre', 'Requerido']]);
    expect(errores(conMedidas([{ nombre: 'x'.repeat(121) }]))).toEqual([['medidasSeguridad.0.nombre', 'Máximo 120 caracteres']]);
    expect(errores(conMedidas([{ nombre: 'GPS' }, { nombre: 'gps ' }]))).toEqual([['medidasSeguridad', 'Hay medidas repetidas']]);
    const muchas = Array.from({ length: MAX_MEDIDAS_ANUALES + 1 }, (_, i) => ({ nombre: `Medida ${i}` }));
    expect(errores(conMedidas(muchas))).toEqual([['medidasSeguridad', `Máximo ${MAX_MEDIDAS_ANUALES} medidas`]]);
  });
});
