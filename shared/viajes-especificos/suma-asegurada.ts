import { redondear } from './redondeo.ts';

/**
 * Sum insured (spec 3 §5.1):
 *
 *   base  = valor + demasGastos + flete
 *   total = base × (1 + beneficioImaginario / 100)   for NEW goods
 *   total = base                                       for USED goods (no imaginary-profit uplift)
 *
 * rounded once, at the end, to 2 decimals. The request's own `SumaAsegurada` is never trusted.
 */
export interface ComponentesSumaAsegurada {
  valor: number;
  demasGastos: number;
  flete: number;
  beneficioImaginario: number;
  esMercaderiaUsada: boolean;
}

export const calcularSumaAsegurada = (c: ComponentesSumaAsegurada): number => {
  const base = c.valor + c.demasGastos + c.flete;
  return redondear(c.esMercaderiaUsada ? base : base * (1 + c.beneficioImaginario / 100));
};

/** The same, from the quote request's field names (spec 3 §3.3). */
export const sumaAseguradaDeSolicitud = (r: {
  ValorFactura: number;
  DemasGastos: number;
  GastoEnvio: number;
  BeneficioImaginario: number;
  EsMercaderiaUsada: boolean;
}): number =>
  calcularSumaAsegurada({
    valor: r.ValorFactura,
    demasGastos: r.DemasGastos,
    flete: r.GastoEnvio,
    beneficioImaginario: r.BeneficioImaginario,
    esMercaderiaUsada: r.EsMercaderiaUsada,
  });

/** Default maximum imaginary benefit, in percent (spec 3 §9). */
export const BENEFICIO_IMAGINARIO_MAXIMO_PREDETERMINADO = 10;

/**
 * An account-level exception to the maximum: spec 3 §5.1 names one company whose Brazil account may
 * declare up to 20 %. It is tenant data (`excepcionesBeneficioImaginario`), not code.
 */
export interface ExcepcionBeneficioImaginario {
  empresaId: number;
  paisPolizaId: number;
  maximo: number;
}

/**
 * Maximum imaginary benefit for a quote: 0 for the embedded tenant; the tenant's exception for the
 * (company, policy country) when one exists; otherwise the tenant's configured maximum (10 by default).
 */
export const beneficioImaginarioMaximo = (
  tenant: {
    tipo: 'standard' | 'bank' | 'embedded';
    beneficioImaginarioMaximo?: number;
    excepcionesBeneficioImaginario?: readonly ExcepcionBeneficioImaginario[];
  },
  cuenta: { empresaId?: number | null; paisPolizaId: number },
): number => {
  if (tenant.tipo === 'embedded') return 0;
  const excepcion = (tenant.excepcionesBeneficioImaginario ?? []).find(
    (e) => e.empresaId === cuenta.empresaId && e.paisPolizaId === cuenta.paisPolizaId,
  );
  return excepcion?.maximo ?? tenant.beneficioImaginarioMaximo ?? BENEFICIO_IMAGINARIO_MAXIMO_PREDETERMINADO;
};

/** Field error for BeneficioImaginario (min 0, max `maximo`), or null. */
export const validarBeneficioImaginario = (valor: number, maximo: number): string | null => {
  if (!Number.isFinite(valor)) return 'Requerido';
  if (valor < 0) return 'El beneficio imaginario no puede ser negativo';
  if (valor > maximo) return `El beneficio imaginario no puede superar el ${maximo} %`;
  return null;
};
