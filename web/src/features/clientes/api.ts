import { keepPreviousData, queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { listEmpresas } from '#shared/contract/operations/catalogos.ts';
import {
  createClienteMaestro,
  createUsuarioCliente,
  descargarConstanciaCliente,
  getCliente,
  listClientes,
  quitarUsuarioCliente,
  subirConstanciaCliente,
  updateCliente,
} from '#shared/contract/operations/clientes.ts';
import { pedidoDeSubida } from '#shared/files/constancias.ts';
import { exportarSaldos, listSaldos } from '#shared/contract/operations/declaraciones.ts';
import { getPoliza, listPolizas } from '#shared/contract/operations/polizas.ts';
import { listEjecutivos } from '#shared/contract/operations/usuarios.ts';
import type { Query } from '#shared/contract/define.ts';
import type { ClienteMaestroBody, UsuarioClienteBody } from '#shared/contract/schemas/cliente.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { CLIENTES_KEY } from '#web/lib/clientes.ts';
import { useCatalogo } from '#web/lib/catalogos.ts';

export type ClientesQuery = Partial<Query<typeof listClientes>>;

/** GET /v1/clientes: the tenant's clients and parties by name, one page by cursor. */
export const useClientesLista = (query: ClientesQuery) =>
  useQuery({
    queryKey: [...CLIENTES_KEY, 'maestro', query] as const,
    queryFn: ({ signal }) => apiCall(listClientes, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const clienteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CLIENTES_KEY, 'detalle', id] as const,
    queryFn: ({ signal }) => apiCall(getCliente, { params: { id: String(id) }, signal }),
    staleTime: 0,
  });

/** GET /v1/clientes/{id}; idle in create mode. */
export const useCliente = (id: number | undefined) => useQuery({ ...clienteQueryOptions(id ?? 0), enabled: id !== undefined });

const retryNetworkErrors = (failureCount: number, error: unknown): boolean =>
  isApiError(error) && error.status === 0 && failureCount < 2;

const useInvalidarClientes = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CLIENTES_KEY });
};

/** POST /v1/clientes/maestro with one Idempotency-Key per editor (a network retry reuses it). */
export const useCreateClienteMaestro = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ClienteMaestroBody; idempotencyKey: string }) =>
      apiCall(createClienteMaestro, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    retry: retryNetworkErrors,
    onSuccess: useInvalidarClientes(),
  });

/** PUT /v1/clientes/{id} with the version read (409 when someone saved since). */
export const useUpdateCliente = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClienteMaestroBody & { version: number } }) =>
      apiCall(updateCliente, { params: { id: String(id) }, body }),
    onSuccess: useInvalidarClientes(),
  });

/** POST /v1/clientes/{id}/usuarios: a real portal user of the client. */
export const useCreateUsuarioCliente = () =>
  useMutation({
    mutationFn: ({ id, body, idempotencyKey }: { id: number; body: UsuarioClienteBody; idempotencyKey: string }) =>
      apiCall(createUsuarioCliente, { params: { id: String(id) }, body, headers: { 'Idempotency-Key': idempotencyKey } }),
    retry: retryNetworkErrors,
  });

/** DELETE /v1/clientes/{id}/usuarios/{usuarioId}: the editor shows the client the answer brings (without the user). */
export const useQuitarUsuarioCliente = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, usuarioId }: { id: number; usuarioId: number }) =>
      apiCall(quitarUsuarioCliente, { params: { id: String(id), usuarioId: String(usuarioId) } }),
    onSuccess: (cliente) => queryClient.setQueryData(clienteQueryOptions(cliente.id).queryKey, cliente),
  });
};

/** POST /v1/clientes/constancias: a presigned POST for a file of this client (or of a new one). */
export const pedirSubidaConstancia = (clienteId: number | undefined, file: { name: string; type: string; size: number }) =>
  apiCall(subirConstanciaCliente, { body: { ...pedidoDeSubida(file), ...(clienteId ? { clienteId } : {}) } });

/** GET /v1/clientes/{id}/constancia: a fresh download link of one of its files. */
export const pedirDescargaConstancia = async (clienteId: number, key: string) =>
  (await apiCall(descargarConstanciaCliente, { params: { id: String(clienteId) }, query: { key } })).url;

/** GET /v1/ejecutivos: the account executives (one page of up to 100). */
export const useEjecutivos = () =>
  useQuery({
    queryKey: ['ejecutivos'] as const,
    queryFn: ({ signal }) => apiCall(listEjecutivos, { query: { size: 100 }, signal }),
    select: (res) => res.data,
    staleTime: 5 * 60_000,
  });

/** GET /v1/empresas?tipo=intermediario: the intermediary companies (one page of up to 100). */
export const useIntermediarios = () =>
  useQuery({
    queryKey: ['empresas', 'intermediario'] as const,
    queryFn: ({ signal }) => apiCall(listEmpresas, { query: { tipo: 'intermediario', size: 100 }, signal }),
    select: (res) => res.data,
    staleTime: 5 * 60_000,
  });

/** GET /v1/polizas?estado=vigente: the policies a client can be associated with (first 100). */
export const usePolizasVigentes = () =>
  useQuery({
    queryKey: ['polizas', 'list', { estado: 'vigente', size: 100 }] as const,
    queryFn: ({ signal }) => apiCall(listPolizas, { query: { estado: 'vigente', size: 100 }, signal }),
    select: (res) => res.data,
  });

/** GET /v1/polizas/{id} of each associated policy: the terms table shows their number, insurer, name and currency. */
export const usePolizasDe = (ids: readonly number[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: ['polizas', 'detail', id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => apiCall(getPoliza, { params: { id: String(id) }, signal }),
      staleTime: 60_000,
    })),
  });

/** GET /v1/catalogos/monedas, cached for an hour, named in the tenant's locale. */
export const useMonedas = () => useCatalogo('monedas');

export interface ConsultaSaldos {
  clientes: number[];
  desde?: string;
  hasta?: string;
}

const query = (c: ConsultaSaldos) =>
  ({
    clientes: c.clientes.join(','),
    ...(c.desde ? { desde: c.desde } : {}),
    ...(c.hasta ? { hasta: c.hasta } : {}),
  }) as unknown as Query<typeof listSaldos>;

/** GET /v1/clientes/saldos, once 'Consultar Saldo' was pressed (idle before). */
export const useSaldos = (c: ConsultaSaldos | null) =>
  useQuery({
    queryKey: ['saldos', c] as const,
    queryFn: ({ signal }) => apiCall(listSaldos, { query: query(c!), signal }),
    enabled: c !== null && c.clientes.length > 0,
  });

/** The same balances as an XLSX the server builds (BotonExportar follows it to its link). */
export const pedirExportacionSaldos = (c: ConsultaSaldos) => apiCall(exportarSaldos, { query: query(c) });
