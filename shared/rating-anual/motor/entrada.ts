import type { CotizacionAnualRequest } from '../../contract/schemas/rating-anual.ts';
import { condicionesFiscales } from '../../viajes-especificos/impuestos.ts';
import { FORMA_DE_PAGO_CREDITO } from '../../viajes-especificos/model.ts';
import { formatearNumero as n } from '../../viajes-especificos/redondeo.ts';
import type { ErroresCampo } from '../../validators/errores-campo.ts';
import { errorDeSuma, filasRepetidas, MENSAJE_REPETIDO } from '../composicion.ts';
import type { CoberturaAnual, ParametrosAnuales } from '../modelo.ts';

export interface ContextoAnual {
  /** Every annual coverage of the tenant (inactive ones and other currencies give no offer). */
  coberturas: readonly CoberturaAnual[];
  aseguradoras: readonly { id: number; nombre: string }[];
  parametros: readonly ParametrosAnuales[];
  monedas: readonly { id: number; simbolo: string }[];
  /** The tenant's policy country: its fiscal conditions are the valid ones. */
  paisPolizaId: number;
}

export const r4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The coverages a MAE currency is quoted against. */
export const coberturasAnualesACotizar = (idMoneda: number, coberturas: readonly CoberturaAnual[]) =>
  coberturas.filter((c) => c.activa && c.idMoneda === idMoneda);

/**
 * The parameters the form works with (spec 2 §7 answers one set): the range every quoted insurer
 * accepts. Commission: the highest minimum to the lowest maximum, the default held inside; instalments
 * and payment forms: those every insurer allows. Null when no insurer has an annual coverage.
 */
export const parametrosCombinados = (ps: readonly ParametrosAnuales[]): Omit<ParametrosAnuales, 'idAseguradora'> | null => {
  if (!ps.length) return null;
  const comisionMinima = Math.max(...ps.map((p) => p.comisionMinima));
  const comisionMaxima = Math.min(...ps.map((p) => p.comisionMaxima));
  const pred = ps[0]!.comisionPredeterminada;
  return {
    comisionMinima,
    comisionMaxima,
    comisionPredeterminada: Math.min(comisionMaxima, Math.max(comisionMinima, pred)),
    cuotasPermitidas: ps[0]!.cuotasPermitidas.filter((c) => ps.every((p) => p.cuotasPermitidas.includes(c))),
    idsFormasDePagoPermitidas: ps[0]!.idsFormasDePagoPermitidas.filter((f) =>
      ps.every((p) => p.idsFormasDePagoPermitidas.includes(f)),
    ),
  };
};

/** The insurers' parameters of the coverages a currency quotes. */
export const parametrosDeMoneda = (idMoneda: number, ctx: Pick<ContextoAnual, 'coberturas' | 'parametros'>) => {
  const ids = new Set(coberturasAnualesACotizar(idMoneda, ctx.coberturas).map((c) => c.idAseguradora));
  return parametrosCombinados(ctx.parametros.filter((p) => ids.has(p.idAseguradora)));
};

const COMPOSICIONES = ['mercaderias', 'operaciones', 'transportes'] as const;

/** Every field error of a request, before pricing (the same messages the form shows). */
export const validarSolicitudAnual = (r: CotizacionAnualRequest, ctx: ContextoAnual): ErroresCampo => {
  const errores: ErroresCampo = {};
  for (const campo of COMPOSICIONES) {
    const filas = r[campo];
    const suma = errorDeSuma(filas);
    if (suma) errores[campo] = suma;
    for (const i of filasRepetidas(filas)) errores[`${campo}.${i}.id`] = MENSAJE_REPETIDO;
  }
  r.transportes.forEach((t, i) => {
    if (!(t.responsabilidadMaxima > 0)) errores[`transportes.${i}.responsabilidadMaxima`] = 'Debe ser mayor a 0';
  });
  const anios = r.siniestralidadPorAnio.map((s) => s.anio);
  if (new Set(anios).size !== anios.length) errores.siniestralidadPorAnio = 'Cada año va una sola vez';
  if (!condicionesFiscales(ctx.paisPolizaId).some((c) => c.id === r.condicionFiscal))
    errores.condicionFiscal = 'La condición fiscal no corresponde al país de la póliza';
  const p = parametrosDeMoneda(r.mae.idMoneda, ctx);
  if (!p) return errores;
  if (r.comisionProductor < p.comisionMinima || r.comisionProductor > p.comisionMaxima)
    errores.comisionProductor = `Debe estar entre ${n(p.comisionMinima)} y ${n(p.comisionMaxima)}`;
  if (!p.idsFormasDePagoPermitidas.includes(r.idFormaDePago)) errores.idFormaDePago = 'La forma de pago no está habilitada';
  if (r.idFormaDePago !== FORMA_DE_PAGO_CREDITO) {
    if (r.cuotas !== 1) errores.cuotas = 'Sólo se puede pagar en cuotas con tarjeta de crédito';
  } else if (!p.cuotasPermitidas.includes(r.cuotas))
    errores.cuotas = `Cantidad de cuotas no permitida (permitidas: ${p.cuotasPermitidas.join(', ')})`;
  return errores;
};
