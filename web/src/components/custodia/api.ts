import { useQuery } from '@tanstack/react-query';
import {
  buscarLugaresCustodia,
  calcularRutaCustodia,
  contratarCustodia,
  cotizarCustodia,
  getCustodiaCertificado,
} from '#shared/contract/operations/custodia.ts';
import type { Body } from '#shared/contract/define.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { useMutacionQueInvalida } from '#web/lib/mutacion.ts';

/** The certificate a custody is for: its branch (specific trip or cargo) and id. */
export interface CertificadoCustodia {
  ramo: 'viaje' | 'carga';
  id: number;
  /** What the user sees: the certificate's number. */
  numero: string;
}

export interface Lugar {
  id: string;
  nombre: string;
  lat: number;
  lng: number;
}

/** What a quote or a hire changes (the certificate's custody, the lists that show it); the maps' answers stay cached. */
const KEY = ['custodia'] as const;
const MAPAS_KEY = ['custodia-mapas'] as const;

/** GET /v1/custodia/lugares: the places the origin and destination pickers offer. */
export const buscarLugares = async (texto: string, signal: AbortSignal): Promise<Lugar[]> =>
  (await apiCall(buscarLugaresCustodia, { query: { texto }, signal })).data;
export const LUGARES_KEY = [...MAPAS_KEY, 'lugares'] as const;

/** GET /v1/custodia/ruta: the driving route of the quoted trip, once both ends are known. */
export const useRuta = (desde: Lugar | null, hasta: Lugar | null) =>
  useQuery({
    queryKey: [...MAPAS_KEY, 'ruta', desde?.lat, desde?.lng, hasta?.lat, hasta?.lng] as const,
    queryFn: ({ signal }) =>
      apiCall(calcularRutaCustodia, {
        query: { desdeLat: desde!.lat, desdeLng: desde!.lng, hastaLat: hasta!.lat, hastaLng: hasta!.lng },
        signal,
        silent: true,
      }),
    enabled: desde !== null && hasta !== null,
    staleTime: Infinity,
  });

export const useCustodiaCertificado = (c: CertificadoCustodia, enabled = true) =>
  useQuery({
    queryKey: [...KEY, c.ramo, c.id] as const,
    queryFn: ({ signal }) =>
      apiCall(getCustodiaCertificado, { params: { ramo: c.ramo, id: String(c.id) }, signal, silent: true }),
    enabled,
  });

/** Both writes answer the provider's refusal as data; a 5xx is toasted by the modal, not the global error modal. */
export const useCotizarCustodia = () =>
  useMutacionQueInvalida(KEY, (body: Body<typeof cotizarCustodia>) => apiCall(cotizarCustodia, { body, silent: true }));

/** One Idempotency-Key per hire attempt of the open modal: a double click or a retry hires once. */
export const useContratarCustodia = () =>
  useMutacionQueInvalida(KEY, ({ body, clave }: { body: Body<typeof contratarCustodia>; clave: string }) =>
    apiCall(contratarCustodia, { body, silent: true, headers: { 'Idempotency-Key': clave } }),
  );
