import { session, STORAGE_KEYS } from '#web/lib/storage.ts';
import type { CotizadorValues } from './form.ts';

/** The form as it was when an offer was chosen (spec 2 §4.5: selecting saves a draft), and that coverage. */
export interface BorradorAnual {
  v: CotizadorValues;
  cobertura: string;
  fecha: string;
}

/**
 * The draft lives in the tab's sessionStorage, one per user and company: it survives a reload or a
 * detour through the list, and leaves with the tab, so a shared computer keeps no client's data.
 */
export const claveBorrador = (usuarioId: number, empresaId: number) => `${STORAGE_KEYS.borradorAnual}:${usuarioId}:${empresaId}`;

export const guardarBorrador = (clave: string, v: CotizadorValues, cobertura: string, ahora = new Date()) =>
  session.set(clave, JSON.stringify({ v, cobertura, fecha: ahora.toISOString() } satisfies BorradorAnual));

/** The stored draft, or null when there is none or it is not one this screen wrote. */
export const leerBorrador = (clave: string): BorradorAnual | null => {
  try {
    const b = JSON.parse(session.get(clave) ?? 'null') as Partial<BorradorAnual> | null;
    return b && typeof b.cobertura === 'string' && typeof b.fecha === 'string' && Array.isArray(b.v?.mercaderias)
      ? (b as BorradorAnual)
      : null;
  } catch {
    return null;
  }
};

export const descartarBorrador = (clave: string) => session.remove(clave);
