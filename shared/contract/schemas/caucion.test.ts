import { describe, expect, it } from 'vitest';
import { DESCRIBA_OTRAS, IDS_TIPO_CAUCION } from '../../caucion/tipos.ts';
import { solicitudCaucionSchema } from './caucion.ts';

const valida = {
  tomador: { id: 7, nombre: 'Ignorado' },
  tipo: 'importacionTemporaria',
  moneda: 840,
  sumaAsegurada: 150_000.5,
  plazoMeses: 6,
  aduana: '  Buenos Aires (001) ',
};

const errores = (body: unknown) => {
  const r = solicitudCaucionSchema.safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('customs-bond quotation request (issue 27 item 25)', () => {
  it('accepts a whole request, trims the texts and leaves the optional ones empty', () => {
    const r = solicitudCaucionSchema.parse(valida);
    expect(r).toMatchObject({ aduana: 'Buenos Aires (001)', destinacion: '', observaciones: '', tomador: { id: 7 } });
  });

  it('offers the six bond types', () => {
    expect(IDS_TIPO_CAUCION).toEqual([
      'importacionTemporaria',
      'exportacionTemporaria',
      'transito',
      'deposito',
      'diferenciaDerechos',
      'otras',
    ]);
  });

  it('names every missing or wrong field in Spanish', () => {
    expect(errores({})).toMatchObject({
      tomador: 'Requerido',
      tipo: 'Requerido',
      moneda: 'Requerido',
      sumaAsegurada: 'Requerido',
      plazoMeses: 'Requerido',
      aduana: 'Requerido',
    });
    expect(errores({ ...valida, tipo: 'fianza', sumaAsegurada: 0, plazoMeses: 61, aduana: ' ' })).toEqual({
      tipo: 'Tipo de caución inválido',
      sumaAsegurada: 'Debe ser mayor a 0',
      plazoMeses: 'Máximo 60 meses',
      aduana: 'Requerido',
    });
    expect(errores({ ...valida, plazoMeses: 0 })).toEqual({ plazoMeses: 'Debe ser al menos 1 mes' });
    expect(errores({ ...valida, plazoMeses: 2.5 })).toHaveProperty('plazoMeses');
    expect(errores({ ...valida, sumaAsegurada: 1e13 })).toEqual({ sumaAsegurada: 'Debe ser menor o igual a 1.000.000.000.000' });
  });

  it('bounds every text', () => {
    expect(errores({ ...valida, aduana: 'a'.repeat(121), destinacion: 'b'.repeat(41), observaciones: 'c'.repeat(2001) })).toEqual(
      {
        aduana: 'Máximo 120 caracteres',
        destinacion: 'Máximo 40 caracteres',
        observaciones: 'Máximo 2000 caracteres',
      },
    );
  });

  it("'Otras' needs the observations to say which bond", () => {
    expect(errores({ ...valida, tipo: 'otras', observaciones: '   ' })).toEqual({ observaciones: DESCRIBA_OTRAS });
    expect(errores({ ...valida, tipo: 'otras', observaciones: 'Caución por courier' })).toEqual({});
  });
});
