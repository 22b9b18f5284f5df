/** The wizard's catalogue ids and messages (spec 3 §3.7, §9), shared by its steps. */

/** Spec 3 §3.7: risk types. */
export const TIPOS_RIESGO = [201, 202, 203] as const;
export type TipoRiesgoId = (typeof TIPOS_RIESGO)[number];

/** Spec 3 §9: kilometre bands (401 = more than 400). */
export const BANDAS_KM = [60, 100, 400, 401] as const;
export type BandaKm = (typeof BANDAS_KM)[number];

/** Spec 3 §3.7: payment forms by id. */
export const FORMA_PAGO = {
  transferencia: 0,
  debito: 1,
  credito: 2,
  efectivo: 3,
  deposito: 4,
  cheque: 5,
  debitoAutomatico: 6,
} as const;

export const REQUERIDO = 'Requerido';
export const MIN_CERO = 'Debe ser mayor o igual a 0';
export const SUMA_POSITIVA = 'La suma asegurada debe ser mayor a 0';
export const EMAIL_INVALIDO = 'Debe ingregar un email válido. Si es más de uno separar por ;';

/** yyyy-mm-dd of a local date. */
export const isoLocal = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
