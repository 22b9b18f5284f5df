import { ESTADOS_POLIZA, RAMOS, type EstadoPoliza, type Ramo } from '#shared/polizas/reglas.ts';
import { PAGER_PARAMS } from '#web/components/use-cursor-pager.ts';

/** Insurer, line and state are each a different index on the server: choosing one clears the others. */
export type Filtro = { aseguradoraId: number } | { ramo: Ramo } | { estado: EstadoPoliza } | null;

export interface FiltrosPolizas {
  /** Name or number, as searched (trimmed). */
  texto: string;
  filtro: Filtro;
}

const P = { texto: 'q', aseguradora: 'aseguradora', ramo: 'ramo', estado: 'estado' } as const;
const TEXTO_MAX = 100;

/** The filters a URL names (with the pager's `tam` and `cursores`); anything unknown reads as not filtered, and only one index. */
export const filtrosDeUrl = (p: URLSearchParams): FiltrosPolizas => {
  const texto = (p.get(P.texto) ?? '').trim().slice(0, TEXTO_MAX);
  const aseguradora = Number(p.get(P.aseguradora));
  const ramo = p.get(P.ramo) as Ramo | null;
  const estado = p.get(P.estado) as EstadoPoliza | null;
  const filtro: Filtro =
    Number.isSafeInteger(aseguradora) && aseguradora > 0
      ? { aseguradoraId: aseguradora }
      : ramo && RAMOS.includes(ramo)
        ? { ramo }
        : estado && ESTADOS_POLIZA.includes(estado)
          ? { estado }
          : null;
  return { texto, filtro };
};

/** The URL with the search or the one filter changed: from page one, other parameters kept. */
export const conFiltros = (p: URLSearchParams, cambios: Partial<FiltrosPolizas>): URLSearchParams => {
  const f = { ...filtrosDeUrl(p), ...cambios };
  const next = new URLSearchParams(p);
  for (const k of Object.values(P)) next.delete(k);
  if (f.texto.trim()) next.set(P.texto, f.texto.trim());
  if (f.filtro && 'aseguradoraId' in f.filtro) next.set(P.aseguradora, String(f.filtro.aseguradoraId));
  if (f.filtro && 'ramo' in f.filtro) next.set(P.ramo, f.filtro.ramo);
  if (f.filtro && 'estado' in f.filtro) next.set(P.estado, f.filtro.estado);
  next.delete(PAGER_PARAMS.cursors);
  return next;
};
