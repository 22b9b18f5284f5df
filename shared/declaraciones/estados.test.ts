import { describe, expect, it } from 'vitest';
import {
  aceptacionAutomaticaDesde,
  ESTADOS_DECLARACION as E,
  puedeDeclaracion,
  TRANSICIONES_DECLARACION,
  trasAccion,
  type AccionDeclaracion,
} from './estados.ts';

const BORRADOR_DESDE = '2026-11-01T03:00:00.000Z';
const AHORA = '2026-11-03T12:00:00.000Z';
const de = (estado: number, pagada = false) => ({
  estado,
  pagada,
  fechaBorrador: estado === E.enProceso.id ? null : BORRADOR_DESDE,
});
const ACCIONES = Object.keys(TRANSICIONES_DECLARACION) as AccionDeclaracion[];
const ESTADOS = Object.values(E).map((e) => e.id);

/** Every allowed (state, action) pair, written out: anything else is refused. */
const PERMITIDAS: [number, AccionDeclaracion, number][] = [
  [E.enProceso.id, 'cerrar', E.borrador.id],
  [E.borrador.id, 'confirmar', E.declarada.id],
  [E.declarada.id, 'cargarFactura', E.facturada.id],
  [E.declarada.id, 'cargarPago', E.declarada.id],
  [E.declarada.id, 'eliminarPago', E.declarada.id],
  [E.facturada.id, 'eliminarFactura', E.declarada.id],
  [E.facturada.id, 'cargarPago', E.facturada.id],
  [E.facturada.id, 'eliminarPago', E.facturada.id],
  [E.facturada.id, 'confirmarPago', E.facturada.id],
  [E.facturada.id, 'verificarPagos', E.facturada.id],
];

describe('declaration state machine', () => {
  it.each(PERMITIDAS)('from %i, %s leaves %i', (estado, accion, hacia) => {
    expect(puedeDeclaracion(de(estado), accion, AHORA)).toBe(true);
    expect(trasAccion(de(estado), accion).estado).toBe(hacia);
  });

  it('refuses every other pair (automatic acceptance aside, below)', () => {
    for (const estado of ESTADOS)
      for (const accion of ACCIONES.filter((a) => a !== 'aceptar')) {
        const permitida = PERMITIDAS.some(([e, a]) => e === estado && a === accion);
        expect(puedeDeclaracion(de(estado), accion, AHORA), `${estado} ${accion}`).toBe(permitida);
      }
  });

  it('accepts a draft automatically only from 5 days after it was made', () => {
    const limite = aceptacionAutomaticaDesde(BORRADOR_DESDE);
    expect(limite).toBe('2026-11-06T03:00:00.000Z');
    expect(puedeDeclaracion(de(E.borrador.id), 'aceptar', '2026-11-06T02:59:59.999Z')).toBe(false);
    expect(puedeDeclaracion(de(E.borrador.id), 'aceptar', limite)).toBe(true);
    expect(trasAccion(de(E.borrador.id), 'aceptar').estado).toBe(E.declarada.id);
    for (const estado of ESTADOS.filter((e) => e !== E.borrador.id))
      expect(puedeDeclaracion(de(estado), 'aceptar', '2027-01-01T00:00:00.000Z')).toBe(false);
  });

  it('confirming the payment sets the flag and then nothing changes the declaration', () => {
    const pagada = trasAccion(de(E.facturada.id), 'confirmarPago');
    expect(pagada).toEqual({ estado: E.facturada.id, pagada: true });
    for (const accion of ACCIONES)
      expect(puedeDeclaracion({ ...pagada, fechaBorrador: BORRADOR_DESDE }, accion, AHORA)).toBe(false);
  });

  it('keeps the paid flag of other actions as it was', () => {
    expect(trasAccion(de(E.declarada.id), 'cargarFactura').pagada).toBe(false);
    expect(trasAccion(de(E.facturada.id), 'verificarPagos').pagada).toBe(false);
  });
});
