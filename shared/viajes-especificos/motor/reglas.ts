/**
 * The coverage's rules (motor.ts step 2): each condition compiled once per coverage object into a
 * predicate over the request values, and written as Spanish text for the trace.
 */
import type { Cobertura, Condicion, Regla } from '../model.ts';
import { codigoMoneda, nombreBandaKm, nombreMercaderia, nombreOperacion, nombrePais, nombreTransporte } from '../nombres.ts';
import { formatearDinero, formatearNumero } from '../redondeo.ts';

/** The request values rules are evaluated against (sum insured already computed). */
export interface Valores {
  mercaderiaId: number;
  transporteId: number;
  operacionId: number;
  origenId: number;
  destinoId: number;
  km: number | null;
  sumaAsegurada: number;
  esMercaderiaUsada: boolean;
  continuacionViaje: boolean;
  monedaId: number;
}

interface ReglaCompilada {
  regla: Regla;
  cumple: (v: Valores) => boolean;
  texto: string;
}

const ETIQUETAS: Record<string, string> = {
  mercaderiaId: 'Mercadería',
  transporteId: 'Transporte',
  operacionId: 'Operación',
  origenId: 'Origen',
  destinoId: 'Destino',
  km: 'Distancia',
  sumaAsegurada: 'Suma asegurada',
};

const nombreValor = (campo: string, id: number): string => {
  switch (campo) {
    case 'mercaderiaId':
      return nombreMercaderia(id);
    case 'transporteId':
      return nombreTransporte(id);
    case 'operacionId':
      return nombreOperacion(id);
    case 'origenId':
    case 'destinoId':
      return nombrePais(id);
    case 'km':
      return nombreBandaKm(id);
    default:
      return String(id);
  }
};

const lista = (xs: string[]) => (xs.length === 1 ? xs[0]! : `${xs.slice(0, -1).join(', ')} o ${xs[xs.length - 1]!}`);

/** The condition as readable Spanish text, for the trace. */
export const textoCondicion = (c: Condicion, monedaId?: number): string => {
  let t: string;
  if ('siempre' in c) t = 'Siempre';
  else if ('en' in c) t = `${ETIQUETAS[c.campo]} es ${lista(c.en.map((id) => nombreValor(c.campo, id)))}`;
  else if ('es' in c) {
    if (c.campo === 'esMercaderiaUsada') t = c.es ? 'Mercadería usada' : 'Mercadería nueva';
    else t = c.es ? 'Continuación de viaje' : 'Sin continuación de viaje';
  } else {
    const fmt = c.campo === 'sumaAsegurada' ? formatearDinero : formatearNumero;
    const partes: string[] = [];
    if (c.desde !== undefined) partes.push(`desde ${fmt(c.desde)}`);
    if (c.hasta !== undefined) partes.push(`menor a ${fmt(c.hasta)}`);
    t = `${ETIQUETAS[c.campo]} ${partes.join(' y ')}`;
  }
  return monedaId === undefined ? t : `${t} (en ${codigoMoneda(monedaId)})`;
};

const compilarCondicion = (c: Condicion): ((v: Valores) => boolean) => {
  if ('siempre' in c) return () => true;
  if ('en' in c) {
    const set = new Set(c.en);
    const campo = c.campo;
    return (v) => {
      const x = v[campo];
      return x !== null && set.has(x);
    };
  }
  if ('es' in c) {
    const { campo, es } = c;
    return (v) => v[campo] === es;
  }
  const { campo } = c;
  const desde = c.desde ?? -Infinity;
  const hasta = c.hasta ?? Infinity;
  return (v) => {
    const x = v[campo];
    return x !== null && x >= desde && x < hasta;
  };
};

const compiladas = new WeakMap<Cobertura, ReglaCompilada[]>();

export const reglasDe = (c: Cobertura): ReglaCompilada[] => {
  let rs = compiladas.get(c);
  if (!rs) {
    rs = c.configuracion.reglas
      .map((regla, i) => ({ regla, i }))
      .sort((a, b) => a.regla.orden - b.regla.orden || a.i - b.i)
      .map(({ regla }) => ({
        regla,
        cumple: compilarCondicion(regla.condicion),
        texto: textoCondicion(regla.condicion, regla.monedaId),
      }));
    compiladas.set(c, rs);
  }
  return rs;
};
