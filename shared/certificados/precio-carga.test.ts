import { describe, expect, it } from 'vitest';
import { HOY, POLIZA, entradaCarga } from './fixtures.ts';
import { cotizarCarga, type EntradaCarga } from './precio-carga.ts';
import { CertificadoRechazadoError, SolicitudInvalidaError } from './tipos.ts';

const embarque = (cambios: Partial<EntradaCarga['embarque']>, base = entradaCarga()): EntradaCarga['embarque'] => ({
  ...base.embarque,
  ...cambios,
});
const componentes = (cambios: Partial<EntradaCarga['embarque']['componentes']>) =>
  embarque({ componentes: { ...entradaCarga().embarque.componentes, ...cambios } });
const condicion = (cambios: Partial<NonNullable<EntradaCarga['condicion']>>) => ({ ...entradaCarga().condicion!, ...cambios });

const errores = (e: EntradaCarga): Record<string, string> => {
  try {
    cotizarCarga(e);
  } catch (err) {
    if (err instanceof SolicitudInvalidaError) return err.errores;
    throw err;
  }
  throw new Error('se esperaban errores de campo');
};

describe('cotizarCarga: worked examples', () => {
  it('client terms, markup on the sum insured: SA 110.000 → prima 220, markup 110, price 345, intermediary 55', () => {
    // SA = 100.000 × 1,10 = 110.000,00
    // prima: 110.000 × 0,2 % = 220,00; máx(220; mínimo 60) = 220,00
    // markup 0,1 % (suggested) of the SA = 110,00 → 330,00
    // sale rate: máx(330; 110.000 × 0,25 % = 275; mínimo 80) = 330,00
    // extra charges 15 → 345,00; minimum price 100 → 345,00
    // intermediary: máx(110.000 × 0,05 % = 55; 10) = 55, ≤ prima → 55; the insurer keeps 165
    const r = cotizarCarga(entradaCarga());
    expect(r.sumaAsegurada).toBe(110_000);
    expect(r.tasa).toEqual({ valor: 0.2, primaMinima: 60, origen: 'cliente' });
    expect(r.prima).toBe(220);
    expect(r.markup).toEqual({
      porcentaje: 0.1,
      asignacion: 'SumaAsegurada',
      monto: 110,
      sugerido: 0.1,
      minimo: 0.05,
      maximo: 0.3,
    });
    expect(r.cargosExtra).toBe(15);
    expect(r.precioFinal).toBe(345);
    expect(r.premioSugerido).toBe(350);
    expect(r.intermediario).toEqual({ tasa: 0.05, primaMinima: 10, monto: 55, primaNetaAseguradora: 165 });
    expect(r.calculo.reglas.map((l) => [l.grupo, l.resultado])).toEqual([
      ['Prima', 220],
      ['Prima', 220],
      ['Markup', 330],
      ['Tasa de venta', 330],
      ['Cargos extra', 345],
      ['Premio mínimo', 345],
      ['Intermediario', 55],
    ]);
    expect(r.calculo.reglas[0]!.grupoOperacion).toBe('110.000,00 × 0,2 % = 220,00');
    expect(r.calculo.reglas[2]!.grupoOperacion).toBe('220,00 + 110.000,00 × 0,1 % (110,00) = 330,00');
    expect(r.calculo.reglas[3]!.grupoOperacion).toBe('máx(330,00; 110.000,00 × 0,25 % = 275,00; mínimo 80,00) = 330,00');
    expect(r.calculo.resultados).toEqual({
      'Suma asegurada': 110_000,
      Prima: 220,
      Markup: 110,
      'Cargos extra': 15,
      'Precio final': 345,
      'Participación del intermediario': 55,
      'Prima neta de la aseguradora': 165,
    });
    expect(r.calculo.valorInicial).toBe(110_000);
    expect(r.calculo.total).toBe(345);
    expect(r.validaciones).toEqual([]);
    expect(r.requiereAprobacion).toBe(false);
  });

  it('no client terms, markup 20 % of the premium: used goods SA 10.000 → prima mínima 50, markup 10, price 60', () => {
    // SA = 10.000 (used: no imaginary profit); 10.000 × 0,15 % = 15,00 → máx(15; 50) = 50,00
    // markup 20 % of 50 = 10,00 → 60,00; no sale rate, charges nor minimum → 60,00
    const r = cotizarCarga(
      entradaCarga({
        terminos: null,
        condicion: {
          tasaVenta: { valor: 0, primaMinima: 0, primaCargosExtra: 0 },
          asignacion: 'Prima',
          markup: 20,
          markupMinimo: 10,
          markupMaximo: 30,
          premioMinimo: 0,
          premioSugerido: 0,
        },
        embarque: componentes({ valor: 10_000, esMercaderiaUsada: true }),
      }),
    );
    expect(r.sumaAsegurada).toBe(10_000);
    expect(r.tasa).toEqual({ valor: 0.15, primaMinima: 50, origen: 'poliza' });
    expect(r.prima).toBe(50);
    expect(r.markup.monto).toBe(10);
    expect(r.precioFinal).toBe(60);
    expect(r.intermediario).toBeNull();
    expect(r.calculo.reglas.map((l) => l.concepto)).toEqual([
      'Tasa de la póliza',
      'Prima mínima de la póliza',
      'Markup 20 % sobre la prima',
    ]);
    expect(r.calculo.reglas[1]!.grupoOperacion).toBe('máx(15,00; mínimo 50,00) = 50,00');
  });

  it('the sale rate 0,4 % lifts prima + markup 275 to 440, + 15 = 455', () => {
    // prima 220; markup 0,05 % of 110.000 = 55 → 275; sale 110.000 × 0,4 % = 440 → 440; + 15 = 455
    const r = cotizarCarga(
      entradaCarga({ markup: 0.05, condicion: condicion({ tasaVenta: { valor: 0.4, primaMinima: 80, primaCargosExtra: 15 } }) }),
    );
    expect(r.markup.monto).toBe(55);
    expect(r.precioFinal).toBe(455);
    expect(r.calculo.reglas[2]!.condicion).toBe('Elegido entre 0,05 % y 0,3 %');
  });

  it('small shipment SA 1.000: prima 60 (minimum), markup 1, sale minimum 80, + 15 = 95, minimum price 100; intermediary minimum 10', () => {
    const r = cotizarCarga(entradaCarga({ embarque: componentes({ valor: 1_000, beneficioImaginario: 0 }) }));
    expect(r.prima).toBe(60);
    expect(r.markup.monto).toBe(1);
    expect(r.calculo.reglas.map((l) => l.resultado)).toEqual([2, 60, 61, 80, 95, 100, 10]);
    expect(r.precioFinal).toBe(100);
    expect(r.intermediario).toEqual({ tasa: 0.05, primaMinima: 10, monto: 10, primaNetaAseguradora: 50 });
  });

  it('rounds at each step: SA 123.456,78 × 0,15 % = 185,18517 → 185,19', () => {
    const r = cotizarCarga(
      entradaCarga({ terminos: null, condicion: null, embarque: componentes({ valor: 123_456.78, beneficioImaginario: 0 }) }),
    );
    expect(r.prima).toBe(185.19);
    expect(r.precioFinal).toBe(185.19);
  });

  it('the intermediary share never exceeds the premium: minimum 300 over prima 220 → 220, net 0', () => {
    const r = cotizarCarga(
      entradaCarga({ terminos: { tasa: 0.2, primaMinima: 60, tasaIntermediario: null, primaMinimaIntermediario: 300 } }),
    );
    expect(r.intermediario).toEqual({ tasa: 0, primaMinima: 300, monto: 220, primaNetaAseguradora: 0 });
    expect(r.precioFinal).toBe(345);
  });

  it('without an issuer condition the price is the premium (markup 0); a markup is then refused', () => {
    const r = cotizarCarga(entradaCarga({ condicion: null }));
    expect(r.prima).toBe(220);
    expect(r.markup).toEqual({ porcentaje: 0, asignacion: 'SumaAsegurada', monto: 0, sugerido: 0, minimo: 0, maximo: 0 });
    expect(r.precioFinal).toBe(220);
    expect(r.premioSugerido).toBeNull();
    expect(r.calculo.reglas[2]!.condicion).toBe('El emisor no tiene condición comercial de transporte para esta póliza');
    expect(errores(entradaCarga({ condicion: null, markup: 1 }))).toEqual({
      markup: 'El emisor no tiene condición comercial para esta póliza: el markup debe ser 0 %',
    });
  });
});

describe('cotizarCarga: excess validations (approval, state 5)', () => {
  it('SA 600.000 by sea and land: 521 for each mode over its limit', () => {
    const r = cotizarCarga(
      entradaCarga({
        embarque: embarque({
          transporteIds: [1, 0, 2],
          componentes: { ...entradaCarga().embarque.componentes, valor: 600_000, beneficioImaginario: 0 },
        }),
      }),
    );
    expect(r.validaciones).toEqual([
      { codigo: 521, mensaje: 'La suma asegurada supera el límite por embarque de USD 500.000,00 para transporte marítimo.' },
      { codigo: 521, mensaje: 'La suma asegurada supera el límite por embarque de USD 200.000,00 para transporte terrestre.' },
    ]);
    expect(r.requiereAprobacion).toBe(true);
  });

  it('excluded goods and countries: 500, 501, 510', () => {
    const r = cotizarCarga(entradaCarga({ embarque: embarque({ mercaderiaId: 8, origenId: 68, destinoId: 68 }) }));
    expect(r.validaciones.map((v) => v.codigo)).toEqual([500, 501, 510]);
    expect(r.validaciones[2]!.mensaje).toBe('El tipo de mercadería (Mercadería peligrosa (IMO)) está excluido de la póliza.');
    expect(r.precioFinal).toBe(345);
  });

  it('a policy without exclusiones excludes nothing', () => {
    const r = cotizarCarga(
      entradaCarga({ poliza: { ...POLIZA, exclusiones: undefined }, embarque: embarque({ mercaderiaId: 8, origenId: 68 }) }),
    );
    expect(r.validaciones).toEqual([]);
  });

  it('departure after the policy period: 560', () => {
    const r = cotizarCarga(entradaCarga({ embarque: embarque({ fechaSalida: '2026-01-05' }) }));
    expect(r.validaciones).toEqual([
      { codigo: 560, mensaje: 'La fecha de salida está fuera de la vigencia de la póliza (01/01/2025 al 31/12/2025).' },
    ]);
  });

  it('departure inside the policy but after the endorsement: 561', () => {
    const r = cotizarCarga(entradaCarga({ endosoId: 1, embarque: embarque({ fechaSalida: '2025-07-15' }) }));
    expect(r.validaciones).toEqual([
      { codigo: 561, mensaje: 'La fecha de salida está fuera de la vigencia del endoso (01/03/2025 al 30/06/2025).' },
    ]);
  });

  it('expired policy (today after its end), departure inside it: 562, and 540 for the departure before today', () => {
    const r = cotizarCarga(entradaCarga({ hoy: '2026-01-10', embarque: embarque({ fechaSalida: '2025-12-20' }) }));
    expect(r.validaciones.map((v) => v.codigo)).toEqual([540, 562]);
    expect(r.validaciones[1]).toEqual({ codigo: 562, mensaje: 'La póliza está vencida (su vigencia terminó el 31/12/2025).' });
  });
});

describe('cotizarCarga: refusals and field errors', () => {
  it('an annulled policy is refused, not sent to approval', () => {
    expect(() => cotizarCarga(entradaCarga({ poliza: { ...POLIZA, anulada: true } }))).toThrow(
      new CertificadoRechazadoError('polizaAnulada'),
    );
    try {
      cotizarCarga(entradaCarga({ poliza: { ...POLIZA, anulada: true } }));
    } catch (err) {
      expect(err).toBeInstanceOf(CertificadoRechazadoError);
      expect((err as CertificadoRechazadoError).message).toBe('La póliza está anulada: no admite certificados.');
    }
  });

  it('a containers policy is refused for cargo', () => {
    expect(() => cotizarCarga(entradaCarga({ poliza: { ...POLIZA, ramo: 'contenedores' } }))).toThrow(
      'La póliza no es del ramo transporte: no admite certificados de carga.',
    );
  });

  it('markup 0,31 above the maximum 0,3 is a field error with the bounds, never clamped', () => {
    expect(errores(entradaCarga({ markup: 0.31 }))).toEqual({ markup: 'El markup debe estar entre 0,05 % y 0,3 %' });
    expect(errores(entradaCarga({ markup: 0.04 }))).toEqual({ markup: 'El markup debe estar entre 0,05 % y 0,3 %' });
    expect(errores(entradaCarga({ markup: Number.NaN }))).toHaveProperty('markup');
  });

  it('a suggested markup outside the bounds is refused too (data to fix in the issuer)', () => {
    expect(errores(entradaCarga({ condicion: condicion({ markup: 1 }) }))).toHaveProperty('markup');
  });

  it('sum insured 0, negative freight, no or repeated transport, bad date, foreign endorsement', () => {
    expect(errores(entradaCarga({ embarque: componentes({ valor: 0 }) }))).toEqual({
      sumaAsegurada: 'La suma asegurada debe ser mayor a 0',
    });
    expect(errores(entradaCarga({ embarque: componentes({ flete: -1 }) }))).toEqual({ flete: 'Debe ser mayor o igual a 0' });
    expect(errores(entradaCarga({ embarque: embarque({ transporteIds: [] }) }))).toEqual({
      transporteIds: 'El campo medio de transporte es requerido',
    });
    expect(errores(entradaCarga({ embarque: embarque({ transporteIds: [1, 1] }) }))).toEqual({
      transporteIds: 'Hay un medio de transporte repetido',
    });
    expect(errores(entradaCarga({ embarque: embarque({ fechaSalida: '10/06/2025' }) }))).toEqual({
      fechaSalida: 'El campo fecha de salida no es válido',
    });
    expect(errores(entradaCarga({ endosoId: 99 }))).toEqual({ endosoId: 'El endoso no pertenece a la póliza' });
    expect(errores(entradaCarga({ beneficioImaginarioMaximo: 5 }))).toEqual({
      beneficioImaginario: 'El beneficio imaginario no puede superar el 5 %',
    });
  });

  it('is pure: the same input prices the same, today comes in', () => {
    expect(cotizarCarga(entradaCarga())).toEqual(cotizarCarga(entradaCarga()));
    expect(cotizarCarga(entradaCarga({ hoy: HOY })).validaciones).toEqual([]);
  });
});
