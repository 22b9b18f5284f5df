import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Query } from '#shared/contract/define.ts';
import {
  aprobarCertificadoCarga,
  cancelarCertificadoCarga,
  cotizarCertificadoCarga,
  darDeBajaCertificadoCarga,
  descargarDocumentoCarga,
  emitirCertificadoCarga,
  getCertificadoCarga,
  guardarCertificadoCarga,
  listCertificadosCarga,
  rechazarCertificadoCarga,
} from '#shared/contract/operations/certificados.ts';
import type { CotizacionCargaRequest, GuardarCargaRequest } from '#shared/contract/schemas/certificado-carga.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { useMutacionQueInvalida } from '#web/lib/mutacion.ts';
import { useCatalogo } from '#web/lib/catalogos.ts';

export type CertificadosCargaQuery = Partial<Query<typeof listCertificadosCarga>>;

/** Every cargo certificate query starts with this key: a state change invalidates list and detail. */
const KEY = ['certificados', 'carga'] as const;

/** GET /v1/certificados: one page by cursor, by state date, one lookup at a time. */
export const useCertificadosCarga = (query: CertificadosCargaQuery) =>
  useQuery(
    queryOptions({
      queryKey: [...KEY, 'list', query] as const,
      queryFn: ({ signal }) => apiCall(listCertificadosCarga, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /v1/certificados/{id}; read again while its documents are being rendered. */
export const useCertificadoCarga = (id: number, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'detalle', id] as const,
    enabled,
    queryFn: ({ signal }) => apiCall(getCertificadoCarga, { params: { id: String(id) }, signal }),
    refetchInterval: (q) => (q.state.data?.documentosPendientes ? 3000 : false),
  });

export const useModosTransporte = () => useCatalogo('modosTransporte');
export const useMercaderias = () => useCatalogo('tiposMercaderia');

/** POST /v1/certificados/cotizaciones: the server's price (never saved). */
export const useCotizarCarga = () =>
  useMutation({ mutationFn: (body: CotizacionCargaRequest) => apiCall(cotizarCertificadoCarga, { body }) });

const useInvalidando = <V, R>(fn: (v: V) => Promise<R>) => useMutacionQueInvalida(KEY, fn);

/** Every write carries an Idempotency-Key: a retry of the same click answers the same certificate. */
const clave = () => ({ 'Idempotency-Key': crypto.randomUUID() });

export const useGuardarCarga = () =>
  useInvalidando((body: GuardarCargaRequest) => apiCall(guardarCertificadoCarga, { body, headers: clave() }));

const params = (id: number) => ({ id: String(id) });

export const useEmitirCarga = () =>
  useInvalidando((id: number) => apiCall(emitirCertificadoCarga, { params: params(id), headers: clave() }));
export const useCancelarCarga = () =>
  useInvalidando((id: number) => apiCall(cancelarCertificadoCarga, { params: params(id), headers: clave() }));
export const useBajaCarga = () =>
  useInvalidando(({ id, motivo }: { id: number; motivo: string }) =>
    apiCall(darDeBajaCertificadoCarga, { params: params(id), body: { motivo }, headers: clave() }),
  );
export const useDecisionCarga = (resultado: 'aprobar' | 'rechazar') =>
  useInvalidando(({ id, observaciones }: { id: number; observaciones: string }) =>
    apiCall(resultado === 'aprobar' ? aprobarCertificadoCarga : rechazarCertificadoCarga, {
      params: params(id),
      body: { observaciones },
      headers: clave(),
    }),
  );

/** A fresh presigned link to a certificate's PDF, asked for on click. */
export const descargarCarga = (id: number, tipo: 'certificado' | 'cotizacion') => async () =>
  (await apiCall(descargarDocumentoCarga, { params: { id: String(id), tipo } })).url;
