/**
 * Inputs of the specific-trip engine (motor.ts, spec 3 §5.1): the quoting context, the request, the
 * commercial values it resolves to, and every field error a request can carry before it is priced.
 */
import type { CotizacionRequest } from '#shared/contract/schemas/viaje-especifico.ts';
import type { ErroresCampo } from '../../validators/errores-campo.ts';
import { esCondicionFiscalValida } from '../impuestos.ts';
import type { Aseguradora, Cobertura, ParametrosAseguradora } from '../model.ts';
import { FORMA_DE_PAGO_CREDITO } from '../model.ts';
import { formatearNumero } from '../redondeo.ts';
import { sumaAseguradaDeSolicitud, validarBeneficioImaginario } from '../suma-asegurada.ts';

export type ComercialEditable = 'recargoAdmin' | 'comisionProductor';

export interface ContextoCotizacion {
  /** Every coverage of the tenant (inactive ones and other currencies are skipped). */
  coberturas: readonly Cobertura[];
  aseguradoras: readonly Aseguradora[];
  /** Insurer parameters by insurer id. A quoted coverage whose insurer has none is a data error (throws). */
  parametros: Readonly<Record<number, ParametrosAseguradora>>;
  monedas: readonly { id: number; simbolo: string }[];
  /** The tenant's (or the user's company's) policy country, ISO numeric. */
  paisPolizaId: number;
  /** Today, 'yyyy-mm-dd', in the tenant's time zone. */
  hoy: string;
  comercialEditable: ComercialEditable;
  /** When given, BeneficioImaginario is checked against it (see suma-asegurada.ts). */
  beneficioImaginarioMaximo?: number;
  /**
   * The tenant shows the kilometre band (spec 3 §2.2): Km is then required and priced; otherwise it is
   * ignored (rules on km never apply). Absent = false.
   */
  mostrarKm?: boolean;
}

/** A request whose fiscal condition is known (the API fills the country's default before pricing). */
export type Solicitud = CotizacionRequest & { CondicionFiscal: string };

export interface ValoresComerciales {
  recargoAdmin: number;
  comisionProductor: number;
}

export const presente = (x: number | null | undefined): x is number => x !== null && x !== undefined;

/** The values the quote uses: the editable lever's request value or the default; the other, the default. */
export const resolverComercial = (
  r: Pick<Solicitud, 'recargoAdmin' | 'comisionProductor'>,
  p: ParametrosAseguradora,
  editable: ComercialEditable,
): ValoresComerciales => ({
  recargoAdmin: editable === 'recargoAdmin' && presente(r.recargoAdmin) ? r.recargoAdmin : p.recargoAdminPredeterminado,
  comisionProductor:
    editable === 'comisionProductor' && presente(r.comisionProductor) ? r.comisionProductor : p.comisionPredeterminada,
});

/**
 * Spec 3 §5.1: a non-bank tenant moves the administrative surcharge, a bank tenant the producer
 * commission; the value must lie within the insurer's [minimo, maximo]. Absent = insurer default. The
 * lever the tenant may not move must be absent or equal to the insurer default.
 */
export const validarComercial = (
  r: Pick<Solicitud, 'recargoAdmin' | 'comisionProductor'>,
  p: ParametrosAseguradora,
  editable: ComercialEditable,
): ErroresCampo => {
  const errores: ErroresCampo = {};
  const rango = (x: number, min: number, max: number) => Number.isFinite(x) && x >= min && x <= max;
  if (presente(r.recargoAdmin)) {
    if (editable !== 'recargoAdmin') {
      if (r.recargoAdmin !== p.recargoAdminPredeterminado)
        errores.recargoAdmin = 'El recargo administrativo no es editable en este portal';
    } else if (!rango(r.recargoAdmin, p.recargoAdmin.minimo, p.recargoAdmin.maximo))
      errores.recargoAdmin = `El recargo administrativo debe estar entre ${formatearNumero(p.recargoAdmin.minimo)} % y ${formatearNumero(p.recargoAdmin.maximo)} %`;
  }
  if (presente(r.comisionProductor)) {
    if (editable !== 'comisionProductor') {
      if (r.comisionProductor !== p.comisionPredeterminada)
        errores.comisionProductor = 'La comisión del productor no es editable en este portal';
    } else if (!rango(r.comisionProductor, p.comisionProductor.minimo, p.comisionProductor.maximo))
      errores.comisionProductor = `La comisión del productor debe estar entre ${formatearNumero(p.comisionProductor.minimo)} % y ${formatearNumero(p.comisionProductor.maximo)} %`;
  }
  return errores;
};

/**
 * The commercial discount comes out of the producer's commission: between 0 and the commission the
 * quote uses (the request's when the tenant moves it, the insurer default otherwise).
 */
export const validarDescuento = (
  r: Pick<Solicitud, 'recargoAdmin' | 'comisionProductor' | 'dctoComercial'>,
  p: ParametrosAseguradora,
  editable: ComercialEditable,
): ErroresCampo => {
  const maximo = resolverComercial(r, p, editable).comisionProductor;
  if (Number.isFinite(r.dctoComercial) && r.dctoComercial >= 0 && r.dctoComercial <= maximo) return {};
  return {
    dctoComercial: `El descuento comercial debe estar entre 0 % y ${formatearNumero(maximo)} % (la comisión del productor)`,
  };
};

/** Payment form and instalments against the insurer's parameters (instalments only with credit, id 2). */
export const validarPago = (r: Pick<Solicitud, 'FormaDePagoId' | 'Cuotas'>, p: ParametrosAseguradora): ErroresCampo => {
  const errores: ErroresCampo = {};
  if (!p.formasDePagoPermitidasIds.includes(r.FormaDePagoId))
    errores.FormaDePagoId = 'La forma de pago no está habilitada por la aseguradora';
  if (r.FormaDePagoId !== FORMA_DE_PAGO_CREDITO) {
    if (r.Cuotas !== 1) errores.Cuotas = 'Sólo se puede pagar en cuotas con tarjeta de crédito';
  } else if (!p.cuotasPermitidas.includes(r.Cuotas))
    errores.Cuotas = `Cantidad de cuotas no permitida (permitidas: ${p.cuotasPermitidas.join(', ')})`;
  return errores;
};

/** The coverages a request prices: active, accepting the currency and, when given, the chosen one. */
export const coberturasACotizar = (r: Pick<Solicitud, 'MonedaId' | 'CoberturaId'>, coberturas: readonly Cobertura[]) =>
  coberturas.filter((c) => c.activa && c.monedas.includes(r.MonedaId) && (!presente(r.CoberturaId) || c.id === r.CoberturaId));

export const parametrosDe = (ctx: ContextoCotizacion, idAseguradora: number): ParametrosAseguradora => {
  const p = ctx.parametros[idAseguradora];
  if (!p) throw new Error(`Faltan los parámetros de la aseguradora ${idAseguradora}`);
  return p;
};

export const nombreAseguradora = (ctx: ContextoCotizacion, id: number) =>
  ctx.aseguradoras.find((a) => a.id === id)?.nombre ?? `Aseguradora ${id}`;

/**
 * Every field error of a request, before pricing: sum insured > 0, imaginary benefit (when the context
 * carries the maximum), fiscal condition of the policy country, and — against EACH insurer that would be
 * quoted — the commercial lever, payment form and instalments. When more than one insurer is quoted the
 * insurer's name is appended, so a value valid for one insurer and not another is rejected: the client
 * should send null (= each insurer's default) when quoting all coverages and the chosen value when
 * re-pricing one (`CoberturaId`).
 */
export const validarCotizacion = (r: Solicitud, ctx: ContextoCotizacion): ErroresCampo => {
  const errores: ErroresCampo = {};
  if (!(sumaAseguradaDeSolicitud(r) > 0)) errores.SumaAsegurada = 'La suma asegurada debe ser mayor a 0';
  if (ctx.beneficioImaginarioMaximo !== undefined) {
    const e = validarBeneficioImaginario(r.BeneficioImaginario, ctx.beneficioImaginarioMaximo);
    if (e) errores.BeneficioImaginario = e;
  }
  if (ctx.mostrarKm && !presente(r.Km)) errores.Km = 'Requerido';
  if (!esCondicionFiscalValida(ctx.paisPolizaId, r.CondicionFiscal))
    errores.CondicionFiscal = 'La condición fiscal no corresponde al país de la póliza';
  const aseguradoras = [...new Set(coberturasACotizar(r, ctx.coberturas).map((c) => c.idAseguradora))];
  for (const id of aseguradoras) {
    const p = parametrosDe(ctx, id);
    const propios = {
      ...validarComercial(r, p, ctx.comercialEditable),
      ...validarDescuento(r, p, ctx.comercialEditable),
      ...validarPago(r, p),
    };
    for (const [campo, mensaje] of Object.entries(propios))
      errores[campo] ??= aseguradoras.length > 1 ? `${mensaje} (${nombreAseguradora(ctx, id)})` : mensaje;
  }
  return errores;
};
