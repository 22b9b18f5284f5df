import type { Calculo } from '../../contract/schemas/calculo.ts';
import { ANIOS_SINIESTRALIDAD, type CotizacionAnualRequest } from '../../contract/schemas/rating-anual.ts';
import { condicionFiscalPorId, impuestosDeComposicion } from '../../viajes-especificos/impuestos.ts';
import { nombreMercaderia } from '../../viajes-especificos/nombres.ts';
import { formatearDinero, formatearNumero as n, redondear as r2 } from '../../viajes-especificos/redondeo.ts';
import type { CoberturaAnual } from '../modelo.ts';
import { r4 } from './entrada.ts';

type Regla = Calculo['reglas'][number];

/** A trace being written: each line numbered in turn, each group's last result kept. */
export const traza = () => {
  const reglas: Regla[] = [];
  const resultados: Record<string, number> = {};
  const linea = (
    grupo: string,
    concepto: string,
    condicion: string,
    tipoOperacion: Regla['tipoOperacion'],
    valorOperacion: number,
    grupoOperacion: string,
    resultado: number,
  ) => {
    reglas.push({
      orden: reglas.length + 1,
      grupo,
      concepto,
      condicion,
      tipoOperacion,
      valorOperacion,
      grupoOperacion,
      resultado,
    });
    resultados[grupo] = resultado;
  };
  return { reglas, resultados, linea };
};

type Filas = readonly { id: number; porcentaje: number }[];

/**
 * What one quote's offers share, built once per request: the texts of their traces (the same amounts,
 * rates and weighted compositions recur in every coverage, and formatting is most of an offer's cost),
 * the claims' totals and the policy country's taxes for the request's fiscal condition and operations.
 */
export const textosDeCotizacion = (r: CotizacionAnualRequest, paisPolizaId: number) => {
  const montoSiniestros = r.siniestralidadPorAnio.reduce((s, x) => s + x.monto, 0);
  const filas = r.mercaderias.map((f) => ({
    concepto: `${nombreMercaderia(f.id)}${f.esUsada ? ' (usada)' : ''}`,
    condicion: `${n(f.porcentaje)} % del MAE computable`,
  }));
  const ponderaciones = new Map<Filas, Map<string, { factor: number; texto: string }>>();
  // Each line starts from the result the line before wrote: the last amount formatted is asked again.
  let ultimo = NaN;
  let ultimoTexto = '';
  return {
    montoSiniestros,
    promedioSiniestros: r2(montoSiniestros / ANIOS_SINIESTRALIDAD),
    impuestos: impuestosDeComposicion(paisPolizaId, condicionFiscalPorId(r.condicionFiscal)?.clave ?? '', r.operaciones),
    $: (x: number): string => {
      if (x !== ultimo) {
        ultimo = x;
        ultimoTexto = formatearDinero(x);
      }
      return ultimoTexto;
    },
    /** Goods row i's concept and condition. */
    fila: (i: number) => filas[i]!,
    /** The composition a factor weighs: 'Terrestre 60 % × 1; Aéreo 40 % × 1,3'. */
    ponderacion: (filas: Filas, factores: Record<string, number>, firma: string, nombre: (id: number) => string) => {
      const f = (id: number) => factores[String(id)] ?? 1;
      // Coverages usually share factor tables in value, not in identity: the key is the table's content.
      let porTabla = ponderaciones.get(filas);
      if (!porTabla) ponderaciones.set(filas, (porTabla = new Map()));
      let p = porTabla.get(firma);
      if (!p) {
        p = {
          factor: r4(filas.reduce((t, x) => t + (x.porcentaje / 100) * f(x.id), 0)),
          texto: filas.map((x) => `${nombre(x.id)} ${n(x.porcentaje)} % × ${n(f(x.id))}`).join('; '),
        };
        porTabla.set(firma, p);
      }
      return p;
    },
  };
};
export type Textos = ReturnType<typeof textosDeCotizacion>;

/** Texts that depend on the coverage alone, built once per coverage object (the master is read once per version). */
const porCobertura = new WeakMap<CoberturaAnual, ReturnType<typeof construirTextosCobertura>>();

const construirTextosCobertura = (c: CoberturaAnual) => {
  const ts = c.tarifa.tramosMae;
  const tramos = ts[0]?.desde === 0 ? ts : [{ desde: 0, porcentaje: 0 }, ...ts];
  /** A factor table's content as a key: equal tables give equal weighted factors. */
  const firma = (factores: Record<string, number>) =>
    Object.entries(factores)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .join(';');
  return {
    firmaTransporte: firma(c.tarifa.factoresTransporte),
    firmaOperacion: firma(c.tarifa.factoresOperacion),
    tramos: tramos.map((tramo, i) => {
      const hasta = tramos[i + 1]?.desde ?? Infinity;
      return {
        ...tramo,
        hasta,
        concepto: tramo.porcentaje
          ? `Tramo de volumen ${tramo.porcentaje < 0 ? '−' : '+'}${n(Math.abs(tramo.porcentaje))} %`
          : 'MAE computable',
        condicion:
          hasta === Infinity
            ? `MAE desde ${formatearDinero(tramo.desde)}`
            : `MAE de ${formatearDinero(tramo.desde)} a ${formatearDinero(hasta)}`,
        factor: `${n(100 + tramo.porcentaje)} %`,
      };
    }),
  };
};

export const textosDeCobertura = (c: CoberturaAnual) => {
  let t = porCobertura.get(c);
  if (!t) porCobertura.set(c, (t = construirTextosCobertura(c)));
  return t;
};
