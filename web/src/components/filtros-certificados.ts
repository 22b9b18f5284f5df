import { ID_DECLARACION } from '#shared/declaraciones/periodo.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { mismoRango, RANGO_VACIO, rangoConsulta, type RangoFechas } from '#web/lib/rango-fechas.ts';
import { useCampoDeUrl, useTextoEnUrl, useUrlParams } from '#web/lib/url-params.ts';
import { escribirFiltros, leerFiltros, type FiltrosLista, type FormaFiltros } from './filtros-url.ts';
import { useUrlCursorPager, type CursorPager, type Direccion } from './use-cursor-pager.ts';

/** The exact lookups of a certificate list: each is its own index, so one at a time (and not with the state). */
export type BuscarPor = 'nroCertificado' | 'referencia' | 'idDeclaracion';

export type FiltrosCertificados = FiltrosLista<BuscarPor, number>;

/** The states a floating-policy certificate goes through (spec 2 §4.1), which its list filters by. */
export const ESTADOS_CERTIFICADO = [
  ESTADOS.cotizado,
  ESTADOS.enAprobacion,
  ESTADOS.aprobado,
  ESTADOS.rechazado,
  ESTADOS.emitido,
  ESTADOS.declarado,
  ESTADOS.cancelado,
  ESTADOS.baja,
];
const ESTADOS_FILTRABLES: ReadonlySet<number> = new Set(ESTADOS_CERTIFICADO.map((e) => e.id));

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

/** The longest lookup text (a reference; a number takes 40). */
const TEXTO_MAX = 100;

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
 * The filter state of a certificate list, kept in the URL with its page size and cursors (a reload,
 * Back or a shared link show the same list): typing a lookup clears the state and dates, choosing a
 * state clears the lookup (one filter at a time, as the API takes them); any change starts from page one.
 */
export function useFiltrosCertificados(buscarPor: readonly [BuscarPor, ...BuscarPor[]], pageSize: number): EstadoFiltros {
  const { params, update } = useUrlParams();
  const forma: FormaFiltros<BuscarPor, number> = {
    buscarPor,
    estadoDe: (v) => (ESTADOS_FILTRABLES.has(Number(v)) ? Number(v) : null),
    textoMax: TEXTO_MAX,
  };
  const filtros = leerFiltros(forma, params);
  const cambiar = (c: Partial<FiltrosCertificados>) => update((actual) => escribirFiltros(forma, actual, c));

  // What is typed reaches the URL once debounced (the text) or complete (the days).
  const [texto, setTextoState] = useTextoEnUrl(filtros.texto, (q) =>
    cambiar(q ? { texto: q, estado: null, rango: RANGO_VACIO } : { texto: '' }),
  );
  const [rango, setRangoState] = useCampoDeUrl<RangoFechas>(filtros.rango, mismoRango);

  return {
    buscarPor,
    por: filtros.por,
    setPor: (p) => {
      setTextoState('');
      cambiar({ por: p, texto: '' });
    },
    texto,
    setTexto: (v) => {
      setTextoState(v);
      if (v.trim()) setRangoState(RANGO_VACIO);
    },
    estado: filtros.estado === null ? null : String(filtros.estado),
    setEstado: (v) => {
      if (v) setTextoState('');
      cambiar(v ? { estado: Number(v), texto: '' } : { estado: null });
    },
    rango,
    setRango: (r) => {
      setRangoState(r);
      cambiar({ rango: r });
    },
    direccion: filtros.direccion,
    setDireccion: (d) => cambiar({ direccion: d }),
    consulta: consultaCertificados(filtros),
    pager: useUrlCursorPager(params, update, pageSize),
  };
}
