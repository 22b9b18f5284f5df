import { ESTADOS_DECLARACION } from '#shared/declaraciones/estados.ts';
import { CierreMes } from '../../data/cierres.ts';
import { AcumuladoDeclaracion, Declaracion } from '../../data/declaraciones.ts';
import type { TenantDb } from '../../data/model/db.ts';
import { ConflictError } from '../../http/errors.ts';
import { transicionar } from '../transicion.ts';
import type { Ronda } from './ronda.ts';

const SUMAS = ['cantidadTransporte', 'cantidadContenedores', 'sumaAsegurada', 'prima', 'markup', 'precioFinal'] as const;
type Sumas = Record<(typeof SUMAS)[number], number>;

export interface Borradores {
  /** false: the time budget ran out; the next run of the step goes on. */
  completo: boolean;
  /** Drafts this run made. */
  hechos: number;
  /** The declarations this round opened: each gets its bordereau. */
  deLaRonda: string[];
}

/**
 * Every declaration the month's close opened, with its sums: the segments' running sums of the month,
 * one partition read consistently (an index could still miss a declaration created a moment ago).
 */
const sumasDelMes = async (db: TenantDb, r: Ronda) => {
  const sumas = new Map<string, Sumas>();
  const deLaRonda = new Set<string>();
  for await (const pagina of db.pages(AcumuladoDeclaracion, 'primary', { periodo: r.clave }, { limit: 200, consistent: true })) {
    for (const a of pagina) {
      const s = sumas.get(a.id) ?? (Object.fromEntries(SUMAS.map((k) => [k, 0])) as Sumas);
      for (const k of SUMAS) s[k] = Math.round((s[k] + (a[k] ?? 0)) * 100) / 100;
      sumas.set(a.id, s);
      if (a.ronda === r.ronda) deLaRonda.add(a.id);
    }
  }
  return { sumas, deLaRonda: [...deLaRonda].sort() };
};

/**
 * When every segment has ended: each declaration of the month still En proceso becomes a draft with
 * its sums, through the same audited, conditional transition as every change of a declaration (it
 * tells finance), counted on the round in the same transaction. A run that repeats it finds them
 * drafts already and changes nothing.
 */
export const hacerBorradores = async (
  db: TenantDb,
  r: Ronda,
  ahora: string,
  hastaMs: number | undefined,
): Promise<Borradores> => {
  const { sumas, deLaRonda } = await sumasDelMes(db, r);
  let hechos = 0;
  for (const [id, s] of [...sumas].sort(([a], [b]) => a.localeCompare(b))) {
    const d = await db.get(Declaracion, { id }, { consistent: true });
    if (d?.estado !== ESTADOS_DECLARACION.enProceso.id) continue;
    try {
      await transicionar(db, d, {
        accion: 'cerrar',
        por: null,
        ahora,
        cambios: { fechaBorrador: ahora, ...s },
        ops: [CierreMes.update({ periodo: r.clave }, { add: { borradores: 1 } }, { when: { ronda: r.ronda } })],
      });
      hechos++;
    } catch (err) {
      // Another run of this step made it a draft first.
      if (!(err instanceof ConflictError)) throw err;
    }
    if (hastaMs !== undefined && Date.now() > hastaMs) return { completo: false, hechos, deLaRonda };
  }
  return { completo: true, hechos, deLaRonda };
};
