import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Query } from '#shared/contract/define.ts';
import {
  cambiarEstadoSolicitudCaucion,
  comentarSolicitudCaucion,
  createSolicitudCaucion,
  getSolicitudCaucion,
  listSolicitudesCaucion,
} from '#shared/contract/operations/cauciones.ts';
import type { SolicitudCaucion } from '#shared/contract/schemas/caucion.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { useMutacionQueInvalida } from '#web/lib/mutacion.ts';

const KEY = ['cauciones'] as const;
/** The menu's routes (shared/menu/menu.ts): the list and the quotation request. */
export const LISTA_PATH = '/cauciones-aduaneras';
export const COTIZAR_PATH = '/cauciones/aduaneras/cotizar';
export const detallePath = (id: number) => `${LISTA_PATH}/${id}`;

const params = (id: number) => ({ id: String(id) });

/** GET /v1/cauciones/aduaneras: one page by cursor, optionally one state. */
export const useCauciones = (query: Partial<Query<typeof listSolicitudesCaucion>>) =>
  useQuery(
    queryOptions({
      queryKey: [...KEY, 'list', query] as const,
      queryFn: ({ signal }) => apiCall(listSolicitudesCaucion, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );

export const useCaucion = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'detalle', id] as const,
    queryFn: ({ signal }) => apiCall(getSolicitudCaucion, { params: params(id), signal }),
  });

const useInvalidando = <V, R>(fn: (v: V) => Promise<R>) => useMutacionQueInvalida(KEY, fn);

/** One Idempotency-Key per submission: a double click or a retry files one request. */
export const usePedirCotizacion = () =>
  useInvalidando(({ body, clave }: { body: SolicitudCaucion; clave: string }) =>
    apiCall(createSolicitudCaucion, { body, headers: { 'Idempotency-Key': clave } }),
  );

export const useComentarCaucion = (id: number) =>
  useInvalidando((texto: string) =>
    apiCall(comentarSolicitudCaucion, {
      params: params(id),
      body: { texto },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );

export const useCambiarEstadoCaucion = (id: number) =>
  useInvalidando((body: { estado: number; version: number; respuesta: string }) =>
    apiCall(cambiarEstadoSolicitudCaucion, {
      params: params(id),
      body,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
