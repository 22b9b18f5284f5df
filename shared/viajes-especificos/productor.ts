import type { Empresa } from '#shared/contract/schemas/empresa.ts';

type EmpresaNivel = Pick<Empresa, 'id' | 'nombre' | 'nivel' | 'nivelSuperiorId'>;

/** A company without a level is a top-level one (spec 3 §2.2 shows the level; insurers have none). */
export const nivelDe = (e: Pick<Empresa, 'nivel'>): number => e.nivel ?? 1;

/** The producer as the wizard's selector shows it (spec 3 §2.2): level, code and name, e.g. 'N2 · 10 · Productores Asociados'. */
export const etiquetaProductor = (e: EmpresaNivel): string => `N${nivelDe(e)} · ${e.id} · ${e.nombre}`;

/**
 * The user's parent-level producer id, sent as NivelSuperiorId (spec 3 §6, §3.3, §3.6): the parent of
 * the company the user works under; null for a top-level company (or none selected).
 */
export const nivelSuperiorIdDe = (empresa: Pick<Empresa, 'nivelSuperiorId'> | null | undefined): number | null =>
  empresa?.nivelSuperiorId ?? null;
