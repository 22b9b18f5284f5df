import { describe, expect, it } from 'vitest';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import {
  condicionAplicable,
  documentoDelEstado,
  estadoAlGuardarCarga,
  impedimentoEmision,
  precioVisible,
  puedeCarga,
  puedeDarDeBaja,
  riesgoDe,
} from './carga.ts';
import { entradaCarga } from './fixtures.ts';
import { cotizarCarga } from './precio-carga.ts';

describe('the issuer condition that prices a cargo certificate', () => {
  const c = (polizaId: number, endosoId: number, beneficiarioId: number, n: string) => ({
    polizaId,
    endosoId,
    beneficiarioId,
    n,
  });
  const condiciones = [
    c(7, 1, 0, 'endoso 1'),
    c(7, 2, 0, 'endoso 2'),
    c(7, 2, 55, 'endoso 2 beneficiario 55'),
    c(8, 1, 0, 'otra'),
  ];

  it('takes the certificate endorsement, and its beneficiary over any', () => {
    expect(condicionAplicable(condiciones, { polizaId: 7, endosoId: 2, beneficiarioId: 55 })?.n).toBe('endoso 2 beneficiario 55');
    expect(condicionAplicable(condiciones, { polizaId: 7, endosoId: 2, beneficiarioId: 9 })?.n).toBe('endoso 2');
    expect(condicionAplicable(condiciones, { polizaId: 7, endosoId: 1, beneficiarioId: null })?.n).toBe('endoso 1');
  });

  it('without an endorsement takes the first of the policy; none for another policy', () => {
    expect(condicionAplicable(condiciones, { polizaId: 7, endosoId: null, beneficiarioId: null })?.n).toBe('endoso 1');
    expect(condicionAplicable(condiciones, { polizaId: 9, endosoId: null, beneficiarioId: null })).toBeNull();
    expect(condicionAplicable(condiciones, { polizaId: 7, endosoId: 3, beneficiarioId: null })).toBeNull();
  });
});

describe('the risk a cargo row shows', () => {
  it('is an import, an export or national, from the policy country', () => {
    expect(riesgoDe(156, 32, 32)).toEqual({ operacionId: 201, paisId: 156 });
    expect(riesgoDe(32, 76, 32)).toEqual({ operacionId: 202, paisId: 76 });
    expect(riesgoDe(32, 32, 32)).toEqual({ operacionId: 203, paisId: 32 });
  });
});

describe('cargo certificate states', () => {
  it('saves quoted, or in approval with excess validations', () => {
    expect(estadoAlGuardarCarga({ requiereAprobacion: false })).toBe(10);
    expect(estadoAlGuardarCarga({ requiereAprobacion: true })).toBe(5);
  });

  it('issues quoted or approved, cancels quotes, gives baja only to issued ones', () => {
    expect([10, 7, 5, 6, 20].filter((e) => puedeCarga(e, 'emitir'))).toEqual([10, 7]);
    expect([10, 5, 7, 20, 255].filter((e) => puedeCarga(e, 'cancelar'))).toEqual([10, 5, 7]);
    expect([20, 30, 10].filter((e) => puedeCarga(e, 'darDeBaja'))).toEqual([20]);
    expect([5, 10].filter((e) => puedeCarga(e, 'aprobar'))).toEqual([5]);
  });

  it('has a quotation while quoted and a certificate once issued or declared', () => {
    expect([10, 20, 30, 5, 7, 255].map(documentoDelEstado)).toEqual([
      'cotizacion',
      'certificado',
      'certificado',
      null,
      null,
      null,
    ]);
  });
});

describe('the price a caller reads', () => {
  const r = cotizarCarga(entradaCarga());

  it('drops the premium without prima.mostrar and markup and final price without markup.consultar', () => {
    const soloMarkup = precioVisible(r, { prima: false, markup: true });
    expect(soloMarkup).not.toHaveProperty('prima');
    expect(soloMarkup).not.toHaveProperty('tasa');
    expect(soloMarkup).not.toHaveProperty('intermediario');
    expect(soloMarkup.precioFinal).toBe(r.precioFinal);
    const soloPrima = precioVisible(r, { prima: true, markup: false });
    expect(soloPrima.prima).toBe(r.prima);
    for (const k of ['markup', 'precioFinal', 'cargosExtra', 'premioSugerido']) expect(soloPrima).not.toHaveProperty(k);
  });

  it('shows the trace only to who sees both', () => {
    expect(precioVisible(r, { prima: true, markup: false })).not.toHaveProperty('calculo');
    expect(precioVisible(r, { prima: true, markup: true }).calculo).toEqual(r.calculo);
    expect(precioVisible(r, { prima: false, markup: false })).toEqual({
      moneda: r.moneda,
      sumaAsegurada: r.sumaAsegurada,
      validaciones: r.validaciones,
      requiereAprobacion: r.requiereAprobacion,
    });
  });
});

describe('a departure before today (backdating)', () => {
  const HOY = '2026-11-28';
  const cert = (estado: number, fechaSalida: string, codigos: number[] = []) => ({
    estado,
    request: { fechaSalida },
    resultado: { validaciones: codigos.map((codigo) => ({ codigo })) },
  });

  it('is quoted for approval with code 540, after the per-shipment checks', () => {
    const r = cotizarCarga(
      entradaCarga({ hoy: '2025-06-12', embarque: { ...entradaCarga().embarque, fechaSalida: '2025-06-10' } }),
    );
    expect(r.validaciones).toEqual([
      {
        codigo: 540,
        mensaje:
          'La fecha de salida (10/06/2025) es anterior a hoy: una salida retroactiva necesita la aprobación de la aseguradora.',
      },
    ]);
    expect(estadoAlGuardarCarga(r)).toBe(ESTADOS.enAprobacion.id);
  });

  it('is issued only once the insurer approved it with 540; today or later is issued as before', () => {
    expect(impedimentoEmision(cert(ESTADOS.cotizado.id, HOY), HOY)).toBeNull();
    expect(impedimentoEmision(cert(ESTADOS.aprobado.id, '2026-11-20', [540]), HOY)).toBeNull();
    const pide =
      'La salida fue el 27/11/2026: un certificado con salida anterior a hoy necesita la aprobación de la aseguradora. Cotizá el embarque de nuevo para solicitarla.';
    // Quoted before its departure, issued after it.
    expect(impedimentoEmision(cert(ESTADOS.cotizado.id, '2026-11-27'), HOY)).toBe(pide);
    // Approved for another excess (the sum insured), not for the backdating.
    expect(impedimentoEmision(cert(ESTADOS.aprobado.id, '2026-11-27', [521]), HOY)).toBe(pide);
  });

  it('a baja after the departure is for who decides approvals; never for a holder without certificados.darDeBaja', () => {
    const productor = ['certificados.cotizar', 'certificados.darDeBaja'] as const;
    const aseguradora = ['certificados.aprobar', 'certificados.darDeBaja'] as const;
    expect(puedeDarDeBaja(HOY, productor, HOY)).toBe(true);
    expect(puedeDarDeBaja('2026-11-27', productor, HOY)).toBe(false);
    expect(puedeDarDeBaja('2026-11-27', aseguradora, HOY)).toBe(true);
    expect(puedeDarDeBaja('2026-12-10', ['certificados.cotizar'], HOY)).toBe(false);
  });
});
