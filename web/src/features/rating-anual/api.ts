import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Query } from '#shared/contract/define.ts';
import {
  actualizarReferenciaAnual,
  aprobarCertificadoAnual,
  cotizarRatingAnual,
  getParametrosRatingAnual,
  guardarCotizacionAnual,
  descargarCertificadoAnual,
  descargarOfertaAnual,
  eliminarCertificadoAnual,
  emitirCertificadoAnual,
  getCertificadoAnual,
  listCertificadosAnuales,
  rechazarCertificadoAnual,
  solicitarAprobacionAnual,
} from '#shared/contract/operations/rating-anual.ts';
import type {
  CotizacionAnualRequest,
  GuardarCotizacionAnual,
  SolicitudAprobacionAnual,
} from '#shared/contract/schemas/rating-anual.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { useMutacionQueInvalida } from '#web/lib/mutacion.ts';
import { useCatalogo } from '#web/lib/catalogos.ts';

/** Every annual quote query starts with this key: a state change invalidates list and detail. */
const KEY = ['rating-anual'] as const;

/** GET /v1/rating-anual/certificados: one page by cursor, newest state date first, optionally one state. */
export const useCertificadosAnuales = (query: Partial<Query<typeof listCertificadosAnuales>>) =>
  useQuery(
    queryOptions({
      queryKey: [...KEY, 'list', query] as const,
      queryFn: ({ signal }) => apiCall(listCertificadosAnuales, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );

export const useCertificadoAnual = (id: number, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'detalle', id] as const,
    enabled,
    queryFn: ({ signal }) => apiCall(getCertificadoAnual, { params: { id: String(id) }, signal }),
  });

/** Every write carries an Idempotency-Key: a retry of the same click answers the same result. */
const clave = () => ({ 'Idempotency-Key': crypto.randomUUID() });
const params = (id: number) => ({ id: String(id) });

const useInvalidando = <V, R>(fn: (v: V) => Promise<R>) => useMutacionQueInvalida(KEY, fn);

export const useEmitirAnual = () =>
  useInvalidando((id: number) => apiCall(emitirCertificadoAnual, { params: params(id), headers: clave() }));
export const useEliminarAnual = () => useInvalidando((id: number) => apiCall(eliminarCertificadoAnual, { params: params(id) }));
export const useDecisionAnual = (accion: 'aprobar' | 'rechazar') =>
  useInvalidando(({ id, observaciones }: { id: number; observaciones: string }) =>
    apiCall(accion === 'aprobar' ? aprobarCertificadoAnual : rechazarCertificadoAnual, {
      params: params(id),
      body: { observaciones },
      headers: clave(),
    }),
  );

/** A saved quote the coverage refuses goes to its insurer with the three answers of spec 2 §2.6. */
export const useSolicitarAprobacionAnual = () =>
  useInvalidando(({ id, solicitud }: { id: number; solicitud: SolicitudAprobacionAnual }) =>
    apiCall(solicitarAprobacionAnual, { params: params(id), body: solicitud, headers: clave() }),
  );

export const useReferenciaAnual = () =>
  useInvalidando(({ id, nroReferenciaInterna }: { id: number; nroReferenciaInterna: string | null }) =>
    apiCall(actualizarReferenciaAnual, { params: params(id), body: { nroReferenciaInterna } }),
  );

/** A fresh presigned link to the paper of the state (quotation, or certificate once issued), asked for on click. */
export const descargarAnual = (id: number) => async () => (await apiCall(descargarCertificadoAnual, { params: params(id) })).url;

/** The card's PDF of an unsaved offer (2 §3.8): the server prices the request again and answers a fresh link. */
export const pdfOfertaAnual = (cotizacion: CotizacionAnualRequest, coberturaId: number) => async () =>
  (await apiCall(descargarOfertaAnual, { body: { cotizacion, coberturaId } })).url;

/** The insurers' combined bounds for a MAE currency and the currencies with coverages (cached a few minutes). */
export const useParametrosAnuales = (idMoneda: number) =>
  useQuery({
    queryKey: [...KEY, 'parametros', idMoneda] as const,
    queryFn: ({ signal }) => apiCall(getParametrosRatingAnual, { query: { idMoneda }, signal }),
    staleTime: 5 * 60_000,
  });

/** POST /v1/rating-anual/cotizaciones: the server's offers (never saved). */
export const useCotizarAnual = () =>
  useMutation({ mutationFn: (body: CotizacionAnualRequest) => apiCall(cotizarRatingAnual, { body }) });

export const useGuardarAnual = () =>
  useInvalidando((body: GuardarCotizacionAnual) => apiCall(guardarCotizacionAnual, { body, headers: clave() }));

type CatalogoAnual = 'tiposMercaderia' | 'modosTransporte' | 'tiposRiesgo' | 'formasDePago';
/** A catalogue the form chooses from, cached an hour, named in the tenant's locale. */
export const useCatalogoAnual = (catalogo: CatalogoAnual) => useCatalogo(catalogo);
