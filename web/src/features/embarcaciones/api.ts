import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Query } from '#shared/contract/define.ts';
import { listEmpresas } from '#shared/contract/operations/catalogos.ts';
import {
  createCotizacionEmbarcacion,
  descargarDocumentoCheckout,
  listCotizacionesEmbarcacion,
} from '#shared/contract/operations/checkout.ts';
import type { CotizacionEmbarcacionInput } from '#shared/contract/schemas/checkout.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { useMutacionQueInvalida } from '#web/lib/mutacion.ts';

export type EmbarcacionesQuery = Partial<Query<typeof listCotizacionesEmbarcacion>>;

/** Every boat query starts with this key: a new quote makes the list read again. */
const KEY = ['embarcaciones'] as const;

/** GET /v1/checkout: the boat quotes and policies the user reaches, one page by cursor. */
export const useCotizacionesEmbarcacion = (query: EmbarcacionesQuery) =>
  useQuery(
    queryOptions({
      queryKey: [...KEY, 'list', query] as const,
      queryFn: ({ signal }) => apiCall(listCotizacionesEmbarcacion, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** POST /v1/checkout: registers the quote and answers its checkout link. */
export const useRegistrarEmbarcacion = () =>
  useMutacionQueInvalida(KEY, (body: CotizacionEmbarcacionInput) => apiCall(createCotizacionEmbarcacion, { body }));

/** The tenant's insurers (a tenant has a handful: the first page holds them all). */
export const useAseguradoras = () =>
  useQuery({
    queryKey: ['empresas', 'aseguradoras'] as const,
    queryFn: ({ signal }) => apiCall(listEmpresas, { query: { tipo: 'aseguradora', size: 100 }, signal }),
    select: (res) => res.data,
    staleTime: 10 * 60_000,
  });

/** A fresh link to the paid policy's PDF. */
export const urlPoliza = (id: string) => async () =>
  (await apiCall(descargarDocumentoCheckout, { params: { id, tipo: 'poliza' } })).url;
