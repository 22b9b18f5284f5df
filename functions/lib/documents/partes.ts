import type { Linea } from './documento.ts';
import { fecha } from './format.ts';

/** A party with its tax id, or a dash when the paper has none. */
export const parte = (p: { nombre: string; cif?: string | null } | null | undefined): string =>
  p ? (p.cif ? `${p.nombre} (CIF ${p.cif})` : p.nombre) : '-';

/**
 * What the insurer set when it approved a risk above the coverage's limits: the paper carries it,
 * since the cover holds on those terms ('Aprobado con custodia armada obligatoria y GPS').
 */
export const condicionesDeAprobacion = (
  decision: { resultado: 'aprobado' | 'rechazado'; observaciones: string; fecha: string } | null,
): Linea[] => {
  if (decision?.resultado !== 'aprobado') return [];
  return [
    ['Aprobación de la aseguradora', `Aprobado el ${fecha(decision.fecha)}`],
    ...(decision.observaciones.trim() ? [['Condiciones de la aseguradora', decision.observaciones] as const] : []),
  ];
};
