import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { COBERTURAS } from '#shared/viajes-especificos/data/coberturas.ts';
import { coberturaSchema } from '#shared/viajes-especificos/model.ts';
import { erroresPorCampo, lugarDelError } from './errores.ts';

const fila = (n: number) => `Fila ${n}`;

describe('lugarDelError', () => {
  it('names the row and the field of a catalogue entry', () => {
    expect(lugarDelError('contenido.7.nombre', fila)).toBe('Fila 8 · nombre');
    expect(lugarDelError('contenido.0.tags.2', fila)).toBe('Fila 1 · tags.2');
  });

  it('names the list, the row and the nested field of the tariff', () => {
    expect(lugarDelError('contenido.coberturas.2.configuracion.reglas.0.valor', fila)).toBe(
      'coberturas · Fila 3 · configuracion.reglas · Fila 1 · valor',
    );
    expect(lugarDelError('contenido.parametros', fila)).toBe('parametros');
  });

  it('is empty for an error of the whole content', () => {
    expect(lugarDelError('contenido', fila)).toBe('');
  });
});

describe('erroresPorCampo', () => {
  const t = (key: string, vars?: Record<string, string | number>) => (vars ? `${key} ${JSON.stringify(vars)}` : key);

  it("keeps the schema's own Spanish messages and words zod's generic ones from the locale", () => {
    const r = z.safeParse(coberturaSchema, { ...COBERTURAS[0], monedas: [], coeficienteFrecuenciaSiniestros: -1 });
    const errores = erroresPorCampo(r.error!.issues, t);
    expect(errores['monedas']).toBe('maestros.error.alMenosUno');
    expect(errores['coeficienteFrecuenciaSiniestros']).toBe('maestros.error.minimo {"n":"0"}');
  });

  it("reports a condition's problems from the shape it was meant to have, at the condition's path", () => {
    const reglas = COBERTURAS[0]!.configuracion.reglas.map((r, i) =>
      i === 1 ? { ...r, condicion: { campo: 'km', en: [] } } : i === 2 ? { ...r, condicion: { campo: 'sumaAsegurada' } } : r,
    );
    const c = { ...COBERTURAS[0]!, configuracion: { ...COBERTURAS[0]!.configuracion, reglas } };
    const errores = erroresPorCampo(z.safeParse(coberturaSchema, c).error!.issues, t);
    expect(errores).toEqual({
      'configuracion.reglas.1.condicion.en': 'maestros.error.alMenosUno',
      'configuracion.reglas.2.condicion': 'Un rango necesita desde o hasta',
    });
  });
});
