import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  aprobarCertificadoContenedores,
  cancelarCertificadoContenedores,
  cotizarCertificadoContenedores,
  darDeBajaCertificadoContenedores,
  descargarDocumentoContenedores,
  emitirCertificadoContenedores,
  getCertificadoContenedores,
  guardarCertificadoContenedores,
  listCertificadosContenedores,
  rechazarCertificadoContenedores,
} from '#shared/contract/operations/contenedores.ts';
import type { Query } from '#shared/contract/define.ts';
import type {
  CotizacionContenedoresRequest,
  GuardarContenedoresRequest,
} from '#shared/contract/schemas/certificado-contenedores.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { useMutacionQueInvalida } from '#web/lib/mutacion.ts';
import { useCatalogo } from '#web/lib/catalogos.ts';

export type ContenedoresQuery = Partial<Query<typeof listCertificadosContenedores>>;

/** Every container certificate query starts with this key: a state change invalidates list and detail. */
const KEY = ['certificados', 'contenedores'] as const;

/** GET /v1/contenedores/certificados: one page by cursor, by state date, one lookup at a time. */
export const useCertificadosContenedores = (query: ContenedoresQuery) =>
  useQuery(
    queryOptions({
      queryKey: [...KEY, 'list', query] as const,
      queryFn: ({ signal }) => apiCall(listCertificadosContenedores, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /v1/contenedores/certificados/{id}; read again while its documents are being rendered. */
export const useCertificadoContenedores = (id: number, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'detalle', id] as const,
    enabled,
    queryFn: ({ signal }) => apiCall(getCertificadoContenedores, { params: { id: String(id) }, signal }),
    refetchInterval: (q) => (q.state.data?.documentosPendientes ? 3000 : false),
  });

/** The container types of the catalogue, cached an hour, named in the tenant's locale. */
export const useTiposContenedor = () => useCatalogo('tiposContenedor');

/** POST /v1/contenedores/certificados/cotizaciones: the server's price (never saved). */
export const useCotizarContenedores = () =>
  useMutation({
    mutationFn: (body: CotizacionContenedoresRequest) => apiCall(cotizarCertificadoContenedores, { body }),
  });

const useInvalidando = <V, R>(fn: (v: V) => Promise<R>) => useMutacionQueInvalida(KEY, fn);

/** Every write carries an Idempotency-Key: a retry of the same click answers the same certificate. */
const clave = () => ({ 'Idempotency-Key': crypto.randomUUID() });
const params = (id: number) => ({ id: String(id) });

export const useGuardarContenedores = () =>
  useInvalidando((body: GuardarContenedoresRequest) => apiCall(guardarCertificadoContenedores, { body, headers: clave() }));
export const useEmitirContenedores = () =>
  useInvalidando((id: number) => apiCall(emitirCertificadoContenedores, { params: params(id), headers: clave() }));
export const useCancelarContenedores = () =>
  useInvalidando((id: number) => apiCall(cancelarCertificadoContenedores, { params: params(id), headers: clave() }));
export const useBajaContenedores = () =>
  useInvalidando(({ id, motivo }: { id: number; motivo: string }) =>
    apiCall(darDeBajaCertificadoContenedores, { params: params(id), body: { motivo }, headers: clave() }),
  );
export const useDecisionContenedores = (resultado: 'aprobar' | 'rechazar') =>
  useInvalidando(({ id, observaciones }: { id: number; observaciones: string }) =>
    apiCall(resultado === 'aprobar' ? aprobarCertificadoContenedores : rechazarCertificadoContenedores, {
      params: params(id),
      body: { observaciones },
      headers: clave(),
    }),
  );

/** A fresh presigned link to a container certificate's PDF, asked for on click. */
export const descargarContenedores = (id: number, tipo: 'certificado' | 'cotizacion') => async () =>
  (await apiCall(descargarDocumentoContenedores, { params: { id: String(id), tipo } })).url;
