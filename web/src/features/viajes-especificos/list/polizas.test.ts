import { describe, expect, it } from 'vitest';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { abreDetalle, documentosImpresion } from './polizas.ts';

const E = ESTADOS;

describe('policy list rules', () => {
  it('double click opens issued, quoted, approved, rejected and declared; in approval only for readers of it', () => {
    for (const e of [E.emitido, E.cotizado, E.aprobado, E.rechazado, E.declarado]) expect(abreDetalle(e.id, [])).toBe(true);
    expect(abreDetalle(E.enAprobacion.id, ['viajesEspecificos.consultar'])).toBe(false);
    expect(abreDetalle(E.enAprobacion.id, ['certificados.leerEnAprobacion'])).toBe(true);
    expect(abreDetalle(E.enAprobacion.id, ['certificados.aprobar'])).toBe(true);
    for (const e of [E.enPreparacion, E.cotizacionVencida, E.cancelado, E.baja])
      expect(abreDetalle(e.id, ['certificados.leerEnAprobacion'])).toBe(false);
  });

  it('print opens the insured and producer copies that exist, in any state (spec 3 §2.4)', () => {
    const fila = (urlAsegurado: string | null, urlCopiaPAS: string | null) => ({ urlAsegurado, urlCopiaPAS });
    expect(documentosImpresion(fila('a', 'b'))).toEqual(['asegurado', 'pas']);
    expect(documentosImpresion(fila(null, 'b'))).toEqual(['pas']);
    expect(documentosImpresion(fila(null, null))).toEqual([]);
  });
});
