import { describe, expect, it } from 'vitest';
import { MENSAJE_SUMA_MAYOR } from '#shared/rating-anual/composicion.ts';
import { aSolicitud, pasoMercaderiaSchema, valoresIniciales } from './form.ts';

const completo = () => {
  const v = valoresIniciales(15);
  v.mae.monto = 1_000_000;
  v.mercaderias = [{ id: 3, tasa: 100, valor: 1_000_000, color: '#7BD3EA', mercaderiaNueva: false }];
  v.operaciones = [{ id: 201, tasa: 100, valor: 1_000_000, color: '#7BD3EA' }];
  v.transportes = [{ id: 0, tasa: 100, valor: 1_000_000, color: '#7BD3EA', limite: 50_000 }];
  return v;
};

describe('annual wizard form', () => {
  it('makes the spec’s quote body, claims only when the producer said there were', () => {
    const v = completo();
    v.siniestralidad[1] = { cantidad: 2.4, monto: 800 };
    expect(aSolicitud(v)).toMatchObject({
      mae: { monto: 1_000_000, idMoneda: 840 },
      mercaderias: [{ id: 3, porcentaje: 100, esUsada: true }],
      transportes: [{ id: 0, porcentaje: 100, responsabilidadMaxima: 50_000 }],
      siniestralidadPorAnio: [],
      primaMinimoDeDeposito: null,
    });
    v.ocurrioUnSiniestro = true;
    expect(aSolicitud(v).siniestralidadPorAnio[1]).toEqual({ anio: 1, monto: 800, cantidad: 2 });
  });

  it('refuses step 1 with the spec’s messages', () => {
    const v = completo();
    expect(pasoMercaderiaSchema.safeParse(v).success).toBe(true);
    const mensajes = (x: typeof v) =>
      Object.fromEntries((pasoMercaderiaSchema.safeParse(x).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    const sinLimite = completo();
    sinLimite.transportes[0]!.limite = null;
    expect(mensajes(sinLimite)['transportes.0.limite']).toBe('Requerido');
    v.mercaderias.push({ id: 4, tasa: 30, valor: 300_000, color: '#A1EEBD', mercaderiaNueva: true });
    expect(mensajes(v)['mercaderias.root']).toBe(MENSAJE_SUMA_MAYOR);
  });
});
