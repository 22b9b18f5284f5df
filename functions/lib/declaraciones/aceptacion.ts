import { aceptacionAutomaticaDesde, ESTADOS_DECLARACION, TIPOS_DECLARACION } from '#shared/declaraciones/estados.ts';
import { Declaracion } from '../data/declaraciones.ts';
import type { TenantDb } from '../data/model/db.ts';
import { HttpError } from '../http/errors.ts';
import { transicionar } from './transicion.ts';

/**
 * Every draft made 5 days ago or earlier becomes Declarada through the same conditional transition
 * as 'Estoy conforme': when a person confirms at the same moment, one of the two writes wins and only
 * it publishes DeclaracionAceptada; the other finds the state changed and leaves it (409 to the person).
 * Drafts are few (one per company or policy and currency, for the months not yet accepted).
 */
export const aceptarBorradores = async (db: TenantDb, ahora: string) => {
  let aceptadas = 0;
  let enCarrera = 0;
  for (const tipo of TIPOS_DECLARACION) {
    for await (const filas of db.pages(
      Declaracion,
      'byTipoEstado',
      { tipo, estado: ESTADOS_DECLARACION.borrador.id },
      { limit: 100 },
    )) {
      for (const f of filas) {
        if (!f.fechaBorrador || ahora < aceptacionAutomaticaDesde(f.fechaBorrador)) continue;
        const d = await db.get(Declaracion, { id: f.id }, { consistent: true });
        if (!d) continue;
        try {
          await transicionar(db, d, { accion: 'aceptar', por: null, ahora, cambios: { aceptacion: 'automatica' } });
          aceptadas++;
        } catch (err) {
          // The state changed in between (a person confirmed it): nothing left to do.
          if (err instanceof HttpError && err.status === 409) enCarrera++;
          else throw err;
        }
      }
    }
  }
  return { aceptadas, enCarrera };
};
