import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Query } from '#shared/contract/define.ts';
import {
  cambiarEstadoSolicitudSuscripcion,
  comentarSolicitudSuscripcion,
  createSolicitudSuscripcion,
  getSolicitudSuscripcion,
  listSolicitudesSuscripcion,
} from '#shared/contract/operations/suscripciones.ts';
import type { SolicitudSuscripcion } from '#shared/contract/schemas/suscripcion.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { useMutacionQueInvalida } from '#web/lib/mutacion.ts';

const KEY = ['suscripciones'] as const;
export const NUEVA_PATH = '/marine-carga/transporte';
export const LISTA_PATH = '/marine-carga/solicitudes';
export const detallePath = (id: number) => `${LISTA_PATH}/${id}`;

const params = (id: number) => ({ id: String(id) });

/** GET /v1/marine-carga/transporte: one page by cursor, optionally one state. */
export const useSolicitudes = (query: Partial<Query<typeof listSolicitudesSuscripcion>>) =>
  useQuery(
    queryOptions({
      queryKey: [...KEY, 'list', query] as const,
      queryFn: ({ signal }) => apiCall(listSolicitudesSuscripcion, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );

export const useSolicitud = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'detalle', id] as const,
    queryFn: ({ signal }) => apiCall(getSolicitudSuscripcion, { params: params(id), signal }),
  });

const useInvalidando = <V, R>(fn: (v: V) => Promise<R>) => useMutacionQueInvalida(KEY, fn);

/** One Idempotency-Key per submission: a double click or a retry files one request. */
export const useEnviarSolicitud = () =>
  useInvalidando(({ body, clave }: { body: SolicitudSuscripcion; clave: string }) =>
    apiCall(createSolicitudSuscripcion, { body, headers: { 'Idempotency-Key': clave } }),
  );

export const useComentar = (id: number) =>
  useInvalidando((texto: string) =>
    apiCall(comentarSolicitudSuscripcion, {
      params: params(id),
      body: { texto },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );

export const useCambiarEstado = (id: number) =>
  useInvalidando((body: { estado: number; version: number; respuesta: string }) =>
    apiCall(cambiarEstadoSolicitudSuscripcion, {
      params: params(id),
      body,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
