import { describe, expect, it } from 'vitest';
import {
  ACCIONES,
  ESTADOS,
  ESTADO_IDS,
  TransicionInvalidaError,
  estadoAlGuardar,
  estadoPorId,
  puedeAbrirDetalle,
  puedeEditar,
  puedeEmitir,
  puedeTransicionar,
  siguienteEstado,
  type Accion,
} from './estados.ts';

const E = ESTADOS;
/** The full allowed table; every other (state, action) pair must be forbidden. */
const PERMITIDAS: [number, Accion, number][] = [
  [E.enPreparacion.id, 'guardar', E.cotizado.id],
  [E.enPreparacion.id, 'guardarConExceso', E.enAprobacion.id],
  [E.cotizado.id, 'guardar', E.cotizado.id],
  [E.cotizado.id, 'guardarConExceso', E.enAprobacion.id],
  [E.cotizado.id, 'solicitarAprobacion', E.enAprobacion.id],
  [E.cotizado.id, 'emitir', E.emitido.id],
  [E.cotizado.id, 'vencer', E.cotizacionVencida.id],
  [E.enAprobacion.id, 'aprobar', E.aprobado.id],
  [E.enAprobacion.id, 'rechazar', E.rechazado.id],
  [E.aprobado.id, 'emitir', E.emitido.id],
  [E.aprobado.id, 'vencer', E.cotizacionVencida.id],
];

describe('certificate states', () => {
  it('has the ids, names and colours of spec 2 §4.1', () => {
    expect(ESTADO_IDS).toEqual([1, 5, 6, 7, 10, 20, 30, 251, 252, 255]);
    expect(estadoPorId(10)).toMatchObject({ clave: 'cotizado', nombre: 'Cotizado', color: '#FFAA00' });
    expect(estadoPorId(5)).toMatchObject({ clave: 'enAprobacion', nombre: 'En Aprobación', color: '#009EF7' });
    expect(estadoPorId(20).nombre).toBe('Emitido');
    expect(() => estadoPorId(99)).toThrow();
  });

  it('allows exactly the transitions of the table and forbids every other pair', () => {
    for (const desde of ESTADO_IDS)
      for (const accion of ACCIONES) {
        const fila = PERMITIDAS.find(([d, a]) => d === desde && a === accion);
        expect(puedeTransicionar(desde, accion), `${desde} ${accion}`).toBe(fila !== undefined);
        if (fila) expect(siguienteEstado(desde, accion)).toBe(fila[2]);
        else expect(() => siguienteEstado(desde, accion)).toThrow(TransicionInvalidaError);
      }
  });

  it('saves to cotizado, or enAprobacion with excess', () => {
    expect(estadoAlGuardar(null, false)).toBe(10);
    expect(estadoAlGuardar(null, true)).toBe(5);
    expect(estadoAlGuardar(10, true)).toBe(5);
    expect(() => estadoAlGuardar(20, false)).toThrow(TransicionInvalidaError);
  });

  it('edits only cotizado and issues from cotizado or aprobado', () => {
    expect(ESTADO_IDS.filter(puedeEditar)).toEqual([10]);
    expect(ESTADO_IDS.filter(puedeEmitir)).toEqual([7, 10]);
  });

  it('opens the detail on double click by state and permission', () => {
    expect(ESTADO_IDS.filter((e) => puedeAbrirDetalle(e, []))).toEqual([6, 7, 10, 20, 30]);
    expect(puedeAbrirDetalle(5, ['certificados.leer'])).toBe(false);
    expect(puedeAbrirDetalle(5, ['certificados.leerEnAprobacion'])).toBe(true);
    expect(puedeAbrirDetalle(5, new Set(['certificados.aprobar'] as const))).toBe(true);
    expect(puedeAbrirDetalle(5, ['certificados.rechazar'])).toBe(true);
    expect(puedeAbrirDetalle(255, ['certificados.leerEnAprobacion'])).toBe(false);
  });
});
