import { describe, expect, it } from 'vitest';
import { contextoAnual, solicitudAnual } from './fixtures.ts';
import { cotizarAnual } from './motor.ts';
import { cotizacionAnualVisible, filaAnualVisible, ofertaAnualVisible } from './visibilidad.ts';

const oferta = cotizarAnual(solicitudAnual(), contextoAnual())[0]!;
const PRIMA = ['prima', 'premio', 'valorCuota', 'primaDeposito', 'calculoPremio', 'siniestralidad'];
const MARGEN = ['comisionProductor', 'extraPrimaVariable', 'dctoComercial'];
const claves = (o: object) => Object.keys(o);

describe('annual price visibility', () => {
  it('keeps everything for who reads premium and margin', () => {
    expect(ofertaAnualVisible(oferta, { prima: true, markup: true })).toEqual(oferta);
  });

  it('drops every amount for who reads neither, keeping the risk and the validations', () => {
    const o = ofertaAnualVisible(oferta, { prima: false, markup: false });
    for (const k of [...PRIMA, ...MARGEN, 'calculoPrima']) expect(claves(o)).not.toContain(k);
    expect(o).toMatchObject({ cobertura: oferta.cobertura, validaciones: oferta.validaciones, cuotas: 1 });
  });

  it('gives an insurer (premium, no margin) the premium but not the commission nor the trace that shows it', () => {
    const o = ofertaAnualVisible(oferta, { prima: true, markup: false });
    expect(o).toMatchObject({ prima: oferta.prima, premio: oferta.premio, calculoPremio: oferta.calculoPremio });
    for (const k of [...MARGEN, 'calculoPrima']) expect(claves(o)).not.toContain(k);
  });

  it('strips the margin inputs of the form and the row’s amounts', () => {
    const r = solicitudAnual({ comisionProductor: 20, dctoComercial: 2 });
    expect(claves(cotizacionAnualVisible(r, { prima: true, markup: false }))).not.toContain('comisionProductor');
    expect(cotizacionAnualVisible(r, { prima: false, markup: true })).toEqual(r);
    const fila = {
      id: 1,
      nroCertificado: null,
      fechaEstado: '2026-01-01',
      estado: 10,
      tomador: { id: 1, nombre: 'A' },
      beneficiario: { id: 1, nombre: 'A' },
      mae: { moneda: { id: 840, simbolo: 'U$S' }, monto: 1 },
      prima: 10,
      premio: 12,
      aseguradoraId: 1,
    };
    expect(claves(filaAnualVisible(fila, { prima: false, markup: true }))).not.toContain('prima');
    expect(filaAnualVisible(fila, { prima: true, markup: false })).toEqual(fila);
  });
});
