import { useMutation, useQuery } from '@tanstack/react-query';
import {
  buscarCertificadoPublico,
  createSiniestro,
  denunciarSiniestroPublico,
  listCoberturasSiniestro,
  subirArchivoDenuncia,
  subirArchivoPublico,
} from '#shared/contract/operations/siniestros.ts';
import type { Denuncia } from '#shared/contract/schemas/siniestro.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { isApiError } from '#web/lib/api-error.ts';
import type { PedidoSubida } from './lib/upload-queue.ts';

/** GET /v1/publico/certificados (public: x-api-key; the tenant comes from the host). 404 is an answer. */
export const buscarCertificadoRequest = (numero: string, cif: string) =>
  apiCall(buscarCertificadoPublico, { query: { Numero: numero, CifCliente: cif }, silent: true });

export const useBuscarCertificado = () =>
  useMutation({ mutationFn: ({ numero, cif }: { numero: string; cif: string }) => buscarCertificadoRequest(numero, cif) });

/** GET /v1/publico/siniestros/coberturas: what the claimant may choose (preliminary). */
export const useCoberturas = () =>
  useQuery({
    queryKey: ['aviso-siniestro', 'coberturas'] as const,
    queryFn: ({ signal }) => apiCall(listCoberturasSiniestro, { signal }),
    staleTime: 60 * 60_000,
  });

/** POST /v1/publico/siniestros/archivos: an upload slot tied to the certificate found. */
export const pedirSlotPublico = (cert: { idCertificado: number; numeroCertificado: string; cif: string }) => (p: PedidoSubida) =>
  apiCall(subirArchivoPublico, { body: { ...cert, ...p }, silent: true });

/** Retries only a request that never got an answer, with the same Idempotency-Key. */
export const retryNetwork = (failureCount: number, error: unknown): boolean =>
  isApiError(error) && error.status === 0 && failureCount < 2;

export const newIdempotencyKey = (): string => crypto.randomUUID();

/** Sends a claim; a request that got no answer is sent again with the same key, so it files once. */
export const conReintento = async <T>(send: () => Promise<T>): Promise<T> => {
  for (let intento = 1; ; intento++) {
    try {
      return await send();
    } catch (error) {
      if (!retryNetwork(intento - 1, error)) throw error;
    }
  }
};

/** POST /v1/publico/siniestros with the form's Idempotency-Key: a double click or a retry files once. */
export const denunciarPublico = (body: Denuncia, idempotencyKey: string) =>
  conReintento(() => apiCall(denunciarSiniestroPublico, { body, headers: { 'Idempotency-Key': idempotencyKey } }));

/** POST /v1/siniestros/archivos: an upload slot for a new internal claim. */
export const pedirSlotInterno = (p: PedidoSubida) => apiCall(subirArchivoDenuncia, { body: p, silent: true });

/** POST /v1/siniestros (report-claims permission), with the form's Idempotency-Key. */
export const denunciarInterno = (body: Denuncia, idempotencyKey: string) =>
  conReintento(() => apiCall(createSiniestro, { body, headers: { 'Idempotency-Key': idempotencyKey } }));
