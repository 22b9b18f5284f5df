import { describe, expect, it } from 'vitest';
import { accionesDeclaracion } from './acciones.ts';

const d = (estado: number, pagada = false) => ({
  estado: { id: estado, texto: '' },
  pagada,
  fechaBorrador: '2026-11-01T03:30:00.000Z',
});
const TODO = ['declaracionesCompra.consultar', 'declaraciones.editarPagos', 'declaraciones.confirmarPagos'] as const;

describe('declaration actions by state and permission', () => {
  it('a draft offers only Confirmar', () => {
    expect(accionesDeclaracion(d(2), [...TODO])).toEqual(['confirmar']);
  });
  it('Declarada: invoice upload (purchase consult) and proofs (edit payments)', () => {
    expect(accionesDeclaracion(d(3), [...TODO])).toEqual(['cargarFactura', 'cargarPago', 'eliminarPago']);
    expect(accionesDeclaracion(d(3), ['declaraciones.editarPagos'])).toEqual(['cargarPago', 'eliminarPago']);
  });
  it('Facturada: delete invoice, proofs, confirm payment; nothing once paid', () => {
    expect(accionesDeclaracion(d(4), [...TODO])).toEqual(['eliminarFactura', 'cargarPago', 'eliminarPago', 'confirmarPago']);
    expect(accionesDeclaracion(d(4), ['declaraciones.confirmarPagos'])).toEqual(['confirmarPago']);
    expect(accionesDeclaracion(d(4, true), [...TODO])).toEqual([]);
  });
});
