import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query, Response } from '#shared/contract/define.ts';
import { CODIGO_VERIFICACION } from '#shared/contract/schemas/verificacion.ts';
import {
  actualizarSolicitudAprobacion,
  aprobarCertificado,
  cotizarViaje,
  descargarDocumentoCertificado,
  emitirCertificado,
  getCertificado,
  getCondicionesCobertura,
  getParametrosAseguradora,
  guardarCotizacion,
  listCertificados,
  rechazarCertificado,
  solicitarAprobacion,
  verificarCertificado,
  type DOCUMENTOS_CERTIFICADO,
} from '#shared/contract/operations/viajes-especificos.ts';
import type {
  CotizacionRequest,
  EmitirRequest,
  GuardarRequest,
  SolicitudAprobacion,
} from '#shared/contract/schemas/viaje-especifico.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { isApiError } from '#web/lib/api-error.ts';

/** Saving and issuing carry an Idempotency-Key: a request lost on the network is safe to send twice more. */
const retryNetwork = (count: number, error: unknown) => isApiError(error) && error.status === 0 && count < 2;

export type CertificadosQuery = Partial<Query<typeof listCertificados>>;

/** Every specific-trip certificate query (list, detail) starts with this key: a decision invalidates them all. */
export const CERTIFICADOS_KEY = ['viajes-especificos', 'certificados'] as const;

export const certificadosQueryOptions = (query: CertificadosQuery) =>
  queryOptions({
    queryKey: [...CERTIFICADOS_KEY, 'list', query] as const,
    queryFn: ({ signal }) => apiCall(listCertificados, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/viajes-especificos/polizas: one page by cursor, ordered by fechaEstado, one lookup at a time. */
export const useCertificados = (query: CertificadosQuery) => useQuery(certificadosQueryOptions(query));

export interface DecisionVariables {
  id: number;
  observaciones: string;
  /** One per decision; a retry of the same click reuses it. */
  idempotencyKey: string;
}

export const aprobarCertificadoRequest = ({ id, observaciones, idempotencyKey }: DecisionVariables) =>
  apiCall(aprobarCertificado, {
    params: { id: String(id) },
    body: { observaciones },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** POST /polizas/{id}/aprobacion (insurer): the server notifies the producer; the lists refresh. */
export const useAprobarCertificado = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: aprobarCertificadoRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CERTIFICADOS_KEY }),
  });
};

/** Countries, currencies, payment forms, risk types, transport modes, goods: named in the tenant's locale. */
export { useCatalogo } from '#web/lib/catalogos.ts';

export const cotizarRequest = (body: CotizacionRequest) => apiCall(cotizarViaje, { body });

/** POST /v1/viajes-especificos/cotizaciones: one offer per applicable coverage, priced on the server. */
export const useCotizar = () => useMutation({ mutationFn: cotizarRequest });

export type DocumentoCertificado = (typeof DOCUMENTOS_CERTIFICADO)[number];

/** GET /v1/viajes-especificos/polizas/{id}/descarga: a fresh link of one of its PDFs, asked for on click. */
export const descargarDocumento = (id: number, documento: DocumentoCertificado) => async () =>
  (await apiCall(descargarDocumentoCertificado, { params: { id: String(id) }, query: { documento } })).url;

export interface EmitirVariables {
  body: EmitirRequest;
  idempotencyKey: string;
}

export const emitirRequest = ({ body, idempotencyKey }: EmitirVariables) =>
  apiCall(emitirCertificado, { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** POST /v1/viajes-especificos/polizas/emitidas: the issue request of a saved quote. */
export const useEmitir = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emitirRequest,
    retry: retryNetwork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['viajes-especificos'] }),
  });
};

/** GET /v1/viajes-especificos/polizas/{id} for the wizard (edit, clone, issue); idle without id. */
export const useCertificadoParaEditar = (id: number | undefined) =>
  useQuery({
    queryKey: ['viajes-especificos', 'wizard', 'certificado', id ?? 0] as const,
    queryFn: ({ signal }) => apiCall(getCertificado, { params: { id: String(id) }, signal }),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });

export const certificadoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CERTIFICADOS_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => apiCall(getCertificado, { params: { id: String(id) }, signal }),
  });

/** The PDFs are rendered right after a save or an issue: re-read every second until they are there (a minute at most). */
const ESPERA_DOCUMENTOS_MS = 1000;
const MAX_ESPERAS = 60;

/** GET /v1/viajes-especificos/polizas/{id}: the certificate with its offer, documents and timeline. */
export const useCertificado = (id: number | undefined) =>
  useQuery({
    ...certificadoQueryOptions(id ?? 0),
    enabled: id !== undefined && id > 0,
    refetchInterval: (q) =>
      q.state.data?.documentosPendientes && q.state.dataUpdateCount < MAX_ESPERAS ? ESPERA_DOCUMENTOS_MS : false,
  });

/**
 * GET /v1/publico/condiciones/{coberturaId} (public: the tenant comes from the host). Never cached: the
 * answer is a presigned URL that expires in minutes, so each visit asks for a fresh one.
 */
export const useCondicionesCobertura = (coberturaId: number) =>
  useQuery({
    queryKey: ['viajes-especificos', 'condiciones', coberturaId] as const,
    queryFn: ({ signal }) => apiCall(getCondicionesCobertura, { params: { coberturaId }, signal, silent: true }),
    enabled: Number.isSafeInteger(coberturaId) && coberturaId > 0,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

export interface GuardarVariables {
  body: GuardarRequest;
  /** One per save click; an automatic retry of the same click reuses it. */
  idempotencyKey: string;
}

export const guardarRequest = ({ body, idempotencyKey }: GuardarVariables) =>
  apiCall(guardarCotizacion, { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** POST /v1/viajes-especificos/polizas: saves the quote (new, or with Id an existing one). */
export const useGuardarCotizacion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: guardarRequest,
    retry: retryNetwork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['viajes-especificos'] }),
  });
};

export type ParametrosAseguradora = Response<typeof getParametrosAseguradora>['data'][number];

export const parametrosAseguradoraQueryOptions = () =>
  queryOptions({
    queryKey: ['viajes-especificos', 'parametros-aseguradora'] as const,
    queryFn: ({ signal }) => apiCall(getParametrosAseguradora, { signal }),
    select: (res) => res.data,
    staleTime: 10 * 60_000,
  });

/** GET /v1/viajes-especificos/parametros-aseguradora: instalments, payment forms and commercial ranges per insurer. */
export const useParametrosAseguradora = () => useQuery(parametrosAseguradoraQueryOptions());

export const rechazarCertificadoRequest = ({ id, observaciones, idempotencyKey }: DecisionVariables) =>
  apiCall(rechazarCertificado, {
    params: { id: String(id) },
    body: { observaciones },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** POST /polizas/{id}/rechazo (insurer): the server notifies the producer; the lists refresh. */
export const useRechazarCertificado = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rechazarCertificadoRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CERTIFICADOS_KEY }),
  });
};

export interface SolicitarAprobacionVariables {
  /** The quote payload plus answers and containers; `Id` when the quote already exists (PATCH). */
  body: SolicitudAprobacion & { Id?: number | undefined };
  idempotencyKey: string;
}

/** POST /polizas/con-riesgos, or PATCH when the payload has an Id (spec 3 §4.2); answers the certificate id. */
export const solicitarAprobacionRequest = ({ body, idempotencyKey }: SolicitarAprobacionVariables) => {
  const headers = { 'Idempotency-Key': idempotencyKey };
  const { Id, ...rest } = body;
  return Id
    ? apiCall(actualizarSolicitudAprobacion, { body: { ...rest, Id }, headers })
    : apiCall(solicitarAprobacion, { body: rest, headers });
};

export const useSolicitarAprobacion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: solicitarAprobacionRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CERTIFICADOS_KEY }),
  });
};

/**
 * GET /v1/publico/verificaciones/{codigo}, a certificate of any kind (public: apiCall sends x-api-key,
 * the tenant comes from the host). A 404 is an answer ('not found'), not a failure to report.
 */
export const useVerificacion = (codigo: string) =>
  useQuery({
    queryKey: ['viajes-especificos', 'verificacion', codigo] as const,
    queryFn: ({ signal }) => apiCall(verificarCertificado, { params: { codigo }, signal, silent: true }),
    enabled: CODIGO_VERIFICACION.test(codigo),
    retry: false,
  });
