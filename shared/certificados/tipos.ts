/**
 * What the two floating-policy pricing functions (precio-carga.ts, precio-contenedores.ts) share: the
 * policy subset they read, the trace line builder, the excess codes of a floating policy, the refusal
 * error and the period checks. Pure: no I/O, no clock (`hoy` comes in), no randomness.
 *
 * Units, everywhere in this folder: rates (`tasa`, `markup`) are PERCENT (0,15 = 0,15 %), never per
 * mille as the specific-trip coverages' base rules; amounts are in the policy's currency, rounded to
 * 2 decimals with `redondear` at each traced step; dates are ISO days 'yyyy-mm-dd' compared as strings.
 */
import type { Calculo, Validacion } from '#shared/contract/schemas/calculo.ts';
import type { Poliza } from '#shared/contract/schemas/poliza.ts';
import { estadoPoliza, type PolizaVigencia } from '#shared/polizas/reglas.ts';
import { fecha } from '#shared/text/fecha.ts';
import type { ErroresCampo } from '#shared/validators/errores-campo.ts';
import { formatearDinero } from '#shared/viajes-especificos/redondeo.ts';
import { CODIGOS_EXCESO } from '#shared/viajes-especificos/validaciones.ts';

export type { Calculo, Validacion };
export { SolicitudInvalidaError, type ErroresCampo } from '#shared/validators/errores-campo.ts';

/**
 * Goods and countries a policy excludes. The policy model does not carry them yet: the policy will,
 * as `exclusiones`, and the handler passes them through. Absent = nothing excluded.
 */
export interface Exclusiones {
  /** Ids of the goods catalogue. */
  mercaderias: readonly number[];
  /** ISO numeric country ids; an excluded country is refused as origin and as destination. */
  paises: readonly number[];
}

/**
 * The part of a floating policy the pricing reads: the stored policy (with `anulada`, the only stored
 * state; vencida is derived from `hoy`) or the API's `Poliza` mapped with `anulada: estado === 'anulada'`.
 */
export type PolizaPrecio = Pick<
  Poliza,
  'id' | 'numero' | 'ramo' | 'tasa' | 'primaMinima' | 'limitesPorEmbarque' | 'vigenciaDesde' | 'vigenciaHasta'
> &
  PolizaVigencia & {
    moneda: { id: number; simbolo: string };
    exclusiones?: Exclusiones;
  };

/**
 * Excess codes of a floating policy that the specific-trip catalogue (CODIGOS_EXCESO) has no meaning
 * for. Where the meaning is the same the specific-trip code is reused: 500 origin and 501 destination
 * country excluded, 510 goods excluded, 521 sum insured above the per-shipment limit of a transport mode,
 * 540 a departure before today (a backdated shipment: the insurer accepts it knowing no loss happened).
 *
 * - 560 the departure (a container trip's start) falls outside the policy's period;
 * - 561 the departure falls outside the chosen endorsement's period;
 * - 562 the policy has expired (`hoy` after its last day), whatever the departure: declaring a past
 *   shipment after expiry is for the insurer to accept;
 * - 563 a container's return date falls after the end of the policy's (or endorsement's) period.
 *
 * Any of these sends the certificate to approval (state 5, enAprobacion); an insurer approves (7) or
 * rejects (6) it.
 */
export const CODIGOS_EXCESO_FLOTANTE = {
  salidaFueraDeVigenciaPoliza: 560,
  salidaFueraDeVigenciaEndoso: 561,
  polizaVencida: 562,
  devolucionFueraDeVigencia: 563,
} as const;

/**
 * Why a certificate cannot be priced at all (not an excess an insurer may approve): an annulled
 * policy (annulment is a decision that no certificate is accepted), a policy of the other line of
 * business, or a container certificate under an issuer without a container condition for the policy.
 */
export const MOTIVOS_RECHAZO = {
  polizaAnulada: 'La póliza está anulada: no admite certificados.',
  ramoTransporte: 'La póliza no es del ramo transporte: no admite certificados de carga.',
  ramoContenedores: 'La póliza no es del ramo contenedores: no admite certificados de contenedores.',
  sinCondicionContenedores: 'El emisor no tiene una condición comercial de contenedores para esta póliza.',
} as const;
export type MotivoRechazo = keyof typeof MOTIVOS_RECHAZO;

/** A refusal: the API answers 409 with `message` (the state of the policy or issuer forbids it). */
export class CertificadoRechazadoError extends Error {
  constructor(readonly motivo: MotivoRechazo) {
    super(MOTIVOS_RECHAZO[motivo]);
    this.name = 'CertificadoRechazadoError';
  }
}

/** Refusals common to both kinds: annulled policy, wrong line of business. */
export const rechazosDePoliza = (p: PolizaPrecio, ramo: Poliza['ramo']): void => {
  if (p.anulada) throw new CertificadoRechazadoError('polizaAnulada');
  if (p.ramo !== ramo) throw new CertificadoRechazadoError(ramo === 'transporte' ? 'ramoTransporte' : 'ramoContenedores');
};

/** Field error when the endorsement is named and is not one of the policy's, or null. */
export const errorEndoso = (p: PolizaPrecio, endosoId: number | null | undefined): string | null =>
  endosoId === null || endosoId === undefined || p.endosos.some((e) => e.id === endosoId)
    ? null
    : 'El endoso no pertenece a la póliza';

/**
 * A departure before today (the business day): the shipment may already have suffered its loss, so
 * the certificate is the insurer's to accept (code 540), and a baja after it is the insurer's to give.
 */
export const salidaRetroactiva = (salida: string, hoy: string): boolean => salida < hoy;

const periodo = (v: { vigenciaDesde: string; vigenciaHasta: string }) => `${fecha(v.vigenciaDesde)} al ${fecha(v.vigenciaHasta)}`;

/**
 * Excess validations of the departure and the policy's periods (codes 540, 560–563). `salida` is the
 * departure (a container trip's start); `hasta`, when given, the last covered day (a container's
 * return). The endorsement must exist (checked before, as a field error).
 */
export const validacionesVigencia = (
  p: PolizaPrecio,
  endosoId: number | null | undefined,
  salida: string,
  hoy: string,
  hasta?: string,
): Validacion[] => {
  const v: Validacion[] = [];
  const c = CODIGOS_EXCESO_FLOTANTE;
  if (salidaRetroactiva(salida, hoy))
    v.push({
      codigo: CODIGOS_EXCESO.salidaRetroactiva,
      mensaje: `La fecha de salida (${fecha(salida)}) es anterior a hoy: una salida retroactiva necesita la aprobación de la aseguradora.`,
    });
  if (salida < p.vigenciaDesde || salida > p.vigenciaHasta)
    v.push({
      codigo: c.salidaFueraDeVigenciaPoliza,
      mensaje: `La fecha de salida está fuera de la vigencia de la póliza (${periodo(p)}).`,
    });
  const endoso = endosoId === null || endosoId === undefined ? undefined : p.endosos.find((e) => e.id === endosoId);
  if (endoso && (salida < endoso.vigenciaDesde || salida > endoso.vigenciaHasta))
    v.push({
      codigo: c.salidaFueraDeVigenciaEndoso,
      mensaje: `La fecha de salida está fuera de la vigencia del endoso (${periodo(endoso)}).`,
    });
  if (estadoPoliza(p, hoy) === 'vencida')
    v.push({ codigo: c.polizaVencida, mensaje: `La póliza está vencida (su vigencia terminó el ${fecha(p.vigenciaHasta)}).` });
  const fin = endoso && endoso.vigenciaHasta < p.vigenciaHasta ? endoso.vigenciaHasta : p.vigenciaHasta;
  if (hasta !== undefined && hasta > fin)
    v.push({
      codigo: c.devolucionFueraDeVigencia,
      mensaje: `La fecha de devolución es posterior al fin de la vigencia (${fecha(fin)}).`,
    });
  return v;
};

/** A trace line (the specific-trip engine's shape, so the detail screen shows both alike). */
export type PasoCalculo = Calculo['reglas'][number];

/**
 * Collects trace lines numbered from 1. `resultados` are named by the caller (the amounts a screen
 * shows), not by the line's group: a line's `resultado` is the running price after it. A class, not
 * closures: a price is computed tens of thousands of times a second and closures cost per call.
 */
export class Traza {
  private readonly reglas: PasoCalculo[] = [];
  constructor(private readonly valorInicial: number) {}

  paso(l: Omit<PasoCalculo, 'orden'>): void {
    this.reglas.push({ orden: this.reglas.length + 1, ...l });
  }

  cerrar(resultados: Record<string, number>, total: number): Calculo {
    return { valorInicial: this.valorInicial, reglas: this.reglas, resultados, total };
  }
}

/** `máx(a; mínimo b) = c` / `mín(a; máximo b) = c`: floors and caps read the same in every trace. */
export const textoMinimo = (antes: number, minimo: number, despues: number) =>
  `máx(${formatearDinero(antes)}; mínimo ${formatearDinero(minimo)}) = ${formatearDinero(despues)}`;

export const sinErrores = (e: ErroresCampo) => Object.keys(e).length === 0;
