import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listClientes } from '#shared/contract/operations/clientes.ts';
import type { Query } from '#shared/contract/define.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { CLIENTES_KEY } from '#web/lib/clientes.ts';

export type ClientesQuery = Partial<Query<typeof listClientes>>;

export const clientesQueryOptions = (query: ClientesQuery) =>
  queryOptions({
    queryKey: [...CLIENTES_KEY, 'list', query] as const,
    queryFn: ({ signal }) => apiCall(listClientes, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/clientes: tomadores y beneficiarios by name, one page by cursor; a search answers at most 10. */
export const useClientes = (query: ClientesQuery) => useQuery(clientesQueryOptions(query));
