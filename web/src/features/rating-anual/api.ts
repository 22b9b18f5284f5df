import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '#shared/contract/define.ts';
import {
  aprobarCertificadoAnual,
  descargarCertificadoAnual,
  eliminarCertificadoAnual,
  emitirCertificadoAnual,
  getCertificadoAnual,
  listCertificadosAnuales,
  rechazarCertificadoAnual,
  solicitarAprobacionAnual,
} from '#shared/contract/operations/rating-anual.ts';
import type { SolicitudAprobacionAnual } from '#shared/contract/schemas/rating-anual.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** Every annual quote query starts with this key: a state change invalidates list and detail. */
const KEY = ['rating-anual'] as const;

export const LISTA_PATH = '/seguros/flotantes/rating-anual/certificados';
export const COTIZADOR_PATH = `${LISTA_PATH}/cotizador`;
export const detallePath = (id: number) => `${LISTA_PATH}/${id}`;

/** GET /v1/rating-anual/certificados: one page by cursor, newest state date first, optionally one state. */
export const useCertificadosAnuales = (query: Partial<Query<typeof listCertificadosAnuales>>) =>
  useQuery(
    queryOptions({
      queryKey: [...KEY, 'list', query] as const,
      queryFn: ({ signal }) => apiCall(listCertificadosAnuales, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );

export const useCertificadoAnual = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'detalle', id] as const,
    queryFn: ({ signal }) => apiCall(getCertificadoAnual, { params: { id: String(id) }, signal }),
  });

/** Every write carries an Idempotency-Key: a retry of the same click answers the same result. */
const clave = () => ({ 'Idempotency-Key': crypto.randomUUID() });
const params = (id: number) => ({ id: String(id) });

const useInvalidando = <V, R>(fn: (v: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
};

export const useEmitirAnual = () =>
  useInvalidando((id: number) => apiCall(emitirCertificadoAnual, { params: params(id), headers: clave() }));
export const useEliminarAnual = () => useInvalidando((id: number) => apiCall(eliminarCertificadoAnual, { params: params(id) }));
export const useSolicitarAprobacionAnual = () =>
  useInvalidando(({ id, solicitud }: { id: number; solicitud: SolicitudAprobacionAnual }) =>
    apiCall(solicitarAprobacionAnual, { params: params(id), body: solicitud, headers: clave() }),
  );
export const useDecisionAnual = (accion: 'aprobar' | 'rechazar') =>
  useInvalidando(({ id, observaciones }: { id: number; observaciones: string }) =>
    apiCall(accion === 'aprobar' ? aprobarCertificadoAnual : rechazarCertificadoAnual, {
      params: params(id),
      body: { observaciones },
      headers: clave(),
    }),
  );

/** A fresh presigned link to the paper of the state (quotation, or certificate once issued), asked for on click. */
export const descargarAnual = (id: number) => async () => (await apiCall(descargarCertificadoAnual, { params: params(id) })).url;
