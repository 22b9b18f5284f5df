import type { Linea } from './documento.ts';
import type { Idioma } from './idioma.ts';

/** A party with its tax id, or a dash when the paper has none. */
export const parte = (p: { nombre: string; cif?: string | null } | null | undefined, l: Idioma): string =>
  p ? (p.cif ? l.t.comun.conIdFiscal(p.nombre, p.cif) : p.nombre) : '-';

/**
 * What the insurer set when it approved a risk above the coverage's limits: the paper carries it,
 * since the cover holds on those terms ('Aprobado con custodia armada obligatoria y GPS'). The
 * insurer's words are printed as it wrote them.
 */
export const condicionesDeAprobacion = (
  decision: { resultado: 'aprobado' | 'rechazado'; observaciones: string; fecha: string } | null,
  l: Idioma,
): Linea[] => {
  if (decision?.resultado !== 'aprobado') return [];
  return [
    [l.t.comun.aprobacion, l.t.comun.aprobadoEl(l.fecha(decision.fecha))],
    ...(decision.observaciones.trim() ? [[l.t.comun.condicionesAseguradora, decision.observaciones] as const] : []),
  ];
};
