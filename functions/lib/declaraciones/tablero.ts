import type { Moneda } from '#shared/catalogos/schemas.ts';
import { ESTADOS_DECLARACION, TIPOS_DECLARACION, type TipoDeclaracion } from '#shared/declaraciones/estados.ts';
import type { Principal } from '../auth/principal.ts';
import { adeudadoTotal, declaracionesTotal, impagasTotal } from '../data/declaraciones.ts';
import type { CounterRef } from '../data/model/counters.ts';
import { HttpError } from '../http/errors.ts';
import { alcanceDeclaraciones } from './acceso.ts';

/** The types of declaration a principal reaches, with its party (null: the whole tenant). */
const tiposVisibles = (principal: Principal): { tipo: TipoDeclaracion; parteId: number | null }[] =>
  TIPOS_DECLARACION.flatMap((tipo) => {
    try {
      const a = alcanceDeclaraciones(principal, tipo);
      return [{ tipo, parteId: a.tipo === 'todos' ? null : a.id }];
    } catch (err) {
      if (err instanceof HttpError && err.status === 403) return [];
      throw err;
    }
  });

/**
 * The dashboard's pending declarations (drafts to confirm, invoiced not paid) and what is owed per
 * currency, of each type the caller reaches: counters only, read in the dashboard's BatchGet.
 */
export const tableroDeclaraciones = (principal: Principal, monedas: Moneda[]) => {
  const tipos = tiposVisibles(principal);
  const refs: CounterRef[] = tipos.flatMap(({ tipo, parteId }) => [
    declaracionesTotal(tipo, parteId, ESTADOS_DECLARACION.borrador.id),
    impagasTotal(tipo, parteId),
    ...monedas.map((m) => adeudadoTotal(tipo, parteId, m.id)),
  ]);
  const cifras = (valores: number[]) =>
    tipos.length
      ? tipos.map(({ tipo }, i) => {
          const v = valores.slice(i * (2 + monedas.length), (i + 1) * (2 + monedas.length));
          return {
            tipo,
            borradores: v[0]!,
            facturadas: v[1]!,
            adeudado: monedas
              .map((m, k) => ({ moneda: { id: m.id, codigo: m.codigo }, monto: Math.round(v[2 + k]! * 100) / 100 }))
              .filter((a) => a.monto !== 0),
          };
        })
      : null;
  return { visible: tipos.length > 0, refs, cifras };
};
