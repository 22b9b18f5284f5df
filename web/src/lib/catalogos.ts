import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { CATALOGOS, CatalogoNombre } from '#shared/catalogos/schemas.ts';
import { listCatalogo } from '#shared/contract/operations/catalogos.ts';
import { apiCall } from './api-client.ts';
import { useEnLocale } from './catalogo-nombre.ts';
import { claveCatalogo } from './catalogos-clave.ts';

/** One entry of a catalogue, as its schema says. */
export type EntradaCatalogo<N extends CatalogoNombre> = z.infer<(typeof CATALOGOS)[N]>;

/** GET /v1/catalogos/{catalogo}, cached an hour under one key per catalogue: every reader shares it. */
export const catalogoQueryOptions = <N extends CatalogoNombre>(catalogo: N) =>
  queryOptions({
    queryKey: claveCatalogo(catalogo),
    queryFn: ({ signal }) => apiCall(listCatalogo, { params: { catalogo }, signal }),
    select: (res) => res.data as EntradaCatalogo<N>[],
    staleTime: 60 * 60_000,
  });

/**
 * A catalogue with each entry's `nombre` in the tenant's locale (record 0177): every screen reads
 * catalogues through here, so none of them shows a pt-BR tenant the Spanish names.
 */
export const useCatalogo = <N extends CatalogoNombre>(catalogo: N) => {
  const enLocale = useEnLocale();
  return useQuery({ ...catalogoQueryOptions(catalogo), select: (res) => enLocale(res.data as EntradaCatalogo<N>[]) });
};
