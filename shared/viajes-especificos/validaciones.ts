import type { CotizacionRequest, Validacion } from '#shared/contract/schemas/viaje-especifico.ts';
import type { Cobertura } from './model.ts';
import { nombreMercaderia, nombreOperacion, nombrePais, nombreTransporte, codigoMoneda } from './nombres.ts';
import { formatearDinero } from './redondeo.ts';

/**
 * Excess codes (spec 3 §8.1). A coverage whose checks raise any of these still gives an offer, which
 * carries them in `validaciones`; the user may then request approval ('Solicitar aprobación') and the
 * saved certificate goes to enAprobacion (see estados.ts).
 */
export const CODIGOS_EXCESO = {
  paisOrigenProhibido: 500,
  paisDestinoProhibido: 501,
  mercaderiaProhibida: 510,
  transporteNoPermitido: 520,
  sumaAseguradaExcedeLimite: 521,
  operacionNoPermitida: 522,
  salidaRetroactiva: 540,
  destinoIgualOrigen: 550,
  importacionDestinoNoEsPaisPoliza: 551,
  exportacionOrigenNoEsPaisPoliza: 552,
  transitoNacionalFueraDelPais: 553,
} as const;
export type CodigoExceso = (typeof CODIGOS_EXCESO)[keyof typeof CODIGOS_EXCESO];

/** Codes that count as 'tipo de operación no permitido' (spec 3 §8.1). */
export const CODIGOS_OPERACION_NO_PERMITIDA: ReadonlySet<number> = new Set([522, 550, 551, 552, 553]);

export const esOperacionNoPermitida = (codigo: number): boolean => CODIGOS_OPERACION_NO_PERMITIDA.has(codigo);

type Solicitud = Pick<
  CotizacionRequest,
  'OrigenId' | 'DestinoId' | 'MercaderiaId' | 'EsMercaderiaUsada' | 'TransporteId' | 'OperacionId' | 'FechaSalida' | 'MonedaId'
>;

/**
 * The excess validations of one coverage for one request, in code order.
 *
 * - 500 origin in `paisesOrigenProhibidos`; 501 destination in `paisesDestinoProhibidos`.
 * - 510 goods in `mercaderiasProhibidas`, or used goods when `permiteMercaderiaUsada` is false.
 * - 520 transport not in `transportesPermitidos`.
 * - 521 sum insured above `limitesSumaAsegurada[transporte][moneda]` (no entry = no limit).
 * - 522 operation (risk type) not in `operacionesPermitidas`.
 * - 540 departure date before `hoy` and `permiteSalidaRetroactiva` is false.
 * - 550 import/export with destination = origin.
 * - 551 import whose destination is not the policy country.
 * - 552 export whose origin is not the policy country.
 * - 553 national transit whose origin or destination is not the policy country.
 *
 * `hoy` and `FechaSalida` are 'yyyy-mm-dd' (compared as strings). `sumaAsegurada` is the computed total.
 */
export const calcularValidaciones = (
  cobertura: Cobertura,
  r: Solicitud,
  sumaAsegurada: number,
  paisPolizaId: number,
  hoy: string,
): Validacion[] => {
  const cfg = cobertura.configuracion;
  const v: Validacion[] = [];
  const op = r.OperacionId;

  if (cfg.paisesOrigenProhibidos.includes(r.OrigenId))
    v.push({ codigo: 500, mensaje: `El país de origen (${nombrePais(r.OrigenId)}) está prohibido para esta cobertura.` });
  if (cfg.paisesDestinoProhibidos.includes(r.DestinoId))
    v.push({ codigo: 501, mensaje: `El país de destino (${nombrePais(r.DestinoId)}) está prohibido para esta cobertura.` });
  if (cfg.mercaderiasProhibidas.includes(r.MercaderiaId))
    v.push({
      codigo: 510,
      mensaje: `El tipo de mercadería (${nombreMercaderia(r.MercaderiaId)}) está prohibido para esta cobertura.`,
    });
  else if (r.EsMercaderiaUsada && !cfg.permiteMercaderiaUsada)
    v.push({ codigo: 510, mensaje: 'Esta cobertura no admite mercadería usada.' });
  if (!cfg.transportesPermitidos.includes(r.TransporteId))
    v.push({
      codigo: 520,
      mensaje: `El medio de transporte (${nombreTransporte(r.TransporteId)}) no está permitido para esta cobertura.`,
    });
  const limite = cfg.limitesSumaAsegurada[String(r.TransporteId)]?.[String(r.MonedaId)];
  if (limite !== undefined && sumaAsegurada > limite)
    v.push({
      codigo: 521,
      mensaje: `La suma asegurada supera el límite de ${codigoMoneda(r.MonedaId)} ${formatearDinero(limite)} para transporte ${nombreTransporte(r.TransporteId).toLowerCase()}.`,
    });
  if (!(cfg.operacionesPermitidas as readonly number[]).includes(op))
    v.push({
      codigo: 522,
      mensaje: `El tipo de operación (${nombreOperacion(op)}) no está permitido para esta cobertura.`,
    });
  if (r.FechaSalida < hoy && !cfg.permiteSalidaRetroactiva)
    v.push({ codigo: 540, mensaje: 'La fecha de salida es anterior a hoy: la cobertura no admite salidas retroactivas.' });
  if ((op === 201 || op === 202) && r.OrigenId === r.DestinoId)
    v.push({ codigo: 550, mensaje: 'En importación o exportación el país de destino no puede ser igual al de origen.' });
  if (op === 201 && r.DestinoId !== paisPolizaId)
    v.push({
      codigo: 551,
      mensaje: `En importación el país de destino debe ser el de la póliza (${nombrePais(paisPolizaId)}).`,
    });
  if (op === 202 && r.OrigenId !== paisPolizaId)
    v.push({
      codigo: 552,
      mensaje: `En exportación el país de origen debe ser el de la póliza (${nombrePais(paisPolizaId)}).`,
    });
  if (op === 203 && (r.OrigenId !== paisPolizaId || r.DestinoId !== paisPolizaId))
    v.push({
      codigo: 553,
      mensaje: `En tránsito nacional el origen y el destino deben ser el país de la póliza (${nombrePais(paisPolizaId)}).`,
    });
  return v;
};
