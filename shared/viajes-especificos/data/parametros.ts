import type { ParametrosAseguradora } from '../model.ts';

/**
 * Seeded insurer parameters (spec 3 §3.5). The administrative-surcharge default is the 5 % of spec 2 §9;
 * `recargoFinancieroPorCuota` is the percent per instalment beyond the first (credit only), so 3
 * instalments with Atlántida cost 2 × 5 % = 10 % on prima + recargo administrativo.
 */
export const PARAMETROS: ParametrosAseguradora[] = [
  {
    idAseguradora: 1,
    cuotasPermitidas: [1, 3, 6],
    formasDePagoPermitidasIds: [0, 1, 2, 4, 6],
    recargoAdmin: { minimo: 0, maximo: 10 },
    comisionProductor: { minimo: 5, maximo: 25 },
    comisionPredeterminada: 15,
    recargoAdminPredeterminado: 5,
    recargoFinancieroPorCuota: 2.5,
  },
  {
    idAseguradora: 2,
    cuotasPermitidas: [1, 3, 6, 12],
    formasDePagoPermitidasIds: [0, 1, 2, 3, 4, 5, 6],
    recargoAdmin: { minimo: 0, maximo: 15 },
    comisionProductor: { minimo: 10, maximo: 30 },
    comisionPredeterminada: 20,
    recargoAdminPredeterminado: 5,
    recargoFinancieroPorCuota: 2,
  },
  {
    idAseguradora: 3,
    cuotasPermitidas: [1, 3],
    formasDePagoPermitidasIds: [0, 2, 4],
    recargoAdmin: { minimo: 2, maximo: 12 },
    comisionProductor: { minimo: 5, maximo: 20 },
    comisionPredeterminada: 10,
    recargoAdminPredeterminado: 5,
    recargoFinancieroPorCuota: 5,
  },
];

/** The same, keyed by insurer id, as the engine's context wants it. */
export const PARAMETROS_POR_ASEGURADORA: Record<number, ParametrosAseguradora> = Object.fromEntries(
  PARAMETROS.map((p) => [p.idAseguradora, p]),
);
