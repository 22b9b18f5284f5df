import { useState } from 'react';
import { ID_DECLARACION } from '#shared/declaraciones/periodo.ts';
import { useDebouncedValue } from '@mantine/hooks';
import { RANGO_VACIO, rangoConsulta, type RangoFechas } from '#web/lib/rango-fechas.ts';
import { useCursorPager, type CursorPager, type Direccion } from './use-cursor-pager.ts';

/** The exact lookups of a certificate list: each is its own index, so one at a time (and not with the state). */
export type BuscarPor = 'nroCertificado' | 'referencia' | 'idDeclaracion';

export interface FiltrosCertificados {
  por: BuscarPor;
  texto: string;
  estado: number | null;
  rango: RangoFechas;
  direccion: Direccion;
}

/** The query every certificate list (cargo, containers) takes besides its paging. */
export interface ConsultaCertificados {
  direccion: Direccion;
  estado?: number;
  nroCertificado?: string;
  referencia?: string;
  idDeclaracion?: string;
  desde?: string;
  hasta?: string;
}

/**
 * What a certificate list asks for: one lookup or the state (the API answers 400 to two); the dates
 * with the state or alone, never with an exact lookup, which finds one certificate. A text that is not
 * a declaration id ('2026-10-v-10-840') is not asked for.
 */
export const consultaCertificados = (f: FiltrosCertificados): ConsultaCertificados => {
  const q: ConsultaCertificados = { direccion: f.direccion };
  const texto = f.texto.trim();
  if (texto) {
    if (f.por === 'idDeclaracion') {
      if (ID_DECLARACION.test(texto)) q.idDeclaracion = texto;
    } else q[f.por] = texto;
    return q;
  }
  if (f.estado !== null) q.estado = f.estado;
  return { ...q, ...rangoConsulta(f.rango) };
};

const SEARCH_DEBOUNCE_MS = 400;

/** The filters of a certificate list as its toolbar edits them, the query they make and its pager. */
export interface EstadoFiltros {
  buscarPor: readonly BuscarPor[];
  por: BuscarPor;
  setPor: (p: BuscarPor) => void;
  texto: string;
  setTexto: (v: string) => void;
  estado: string | null;
  setEstado: (v: string | null) => void;
  rango: RangoFechas;
  setRango: (r: RangoFechas) => void;
  direccion: Direccion;
  setDireccion: (d: Direccion) => void;
  consulta: ConsultaCertificados;
  pager: CursorPager;
}

/**
 * The filter state of a certificate list: typing a lookup clears the state and dates, choosing a state
 * clears the lookup (one filter at a time, as the API takes them); any change starts from page one.
 */
export function useFiltrosCertificados(buscarPor: readonly [BuscarPor, ...BuscarPor[]], pageSize: number): EstadoFiltros {
  const [por, setPorState] = useState<BuscarPor>(buscarPor[0]);
  const [texto, setTextoState] = useState('');
  const [textoBuscado] = useDebouncedValue(texto, SEARCH_DEBOUNCE_MS);
  const [estado, setEstadoState] = useState<string | null>(null);
  const [rango, setRango] = useState<RangoFechas>(RANGO_VACIO);
  const [direccion, setDireccion] = useState<Direccion>('desc');
  const consulta = consultaCertificados({ por, texto: textoBuscado, estado: estado ? Number(estado) : null, rango, direccion });
  const pager = useCursorPager(JSON.stringify(consulta), pageSize);
  return {
    buscarPor,
    por,
    setPor: (p) => {
      setPorState(p);
      setTextoState('');
    },
    texto,
    setTexto: (v) => {
      setTextoState(v);
      if (v.trim()) {
        setEstadoState(null);
        setRango(RANGO_VACIO);
      }
    },
    estado,
    setEstado: (v) => {
      setEstadoState(v);
      if (v) setTextoState('');
    },
    rango,
    setRango,
    direccion,
    setDireccion,
    consulta,
    pager,
  };
}
