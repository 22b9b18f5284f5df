import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Body, Response } from '#shared/contract/define.ts';
import {
  createClienteMaquina,
  deleteClienteMaquina,
  listClientesMaquina,
  retirarSecretoClienteMaquina,
  rotarSecretoClienteMaquina,
} from '#shared/contract/operations/integraciones.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { useMutacionQueInvalida } from '#web/lib/mutacion.ts';

export type ClienteMaquina = Response<typeof listClientesMaquina>['data'][number];
export type ConSecreto = Response<typeof createClienteMaquina>;
export type NuevoClienteMaquina = Body<typeof createClienteMaquina>;

/** Every query of the machine clients starts here: a change reads the list again. */
const APPS_KEY = ['integraciones', 'maquinas'] as const;

const appsQueryOptions = () =>
  queryOptions({ queryKey: APPS_KEY, queryFn: ({ signal }) => apiCall(listClientesMaquina, { signal }) });

/** GET /v1/integraciones/maquinas: the working company's clients (five at most, no pages). */
export const useAppsMaquina = () => useQuery(appsQueryOptions());

/** One key per opened form: a double submit or a network retry creates one client, not two. */
export const useCrearAppMaquina = () =>
  useMutacionQueInvalida(APPS_KEY, ({ body, clave }: { body: NuevoClienteMaquina; clave: string }) =>
    apiCall(createClienteMaquina, { body, headers: { 'Idempotency-Key': clave } }),
  );

export const useRotarSecreto = () =>
  useMutacionQueInvalida(APPS_KEY, ({ clientId, clave }: { clientId: string; clave: string }) =>
    apiCall(rotarSecretoClienteMaquina, { params: { clientId }, headers: { 'Idempotency-Key': clave } }),
  );

export const useRetirarSecreto = () =>
  useMutacionQueInvalida(APPS_KEY, (params: { clientId: string; secretoId: string }) =>
    apiCall(retirarSecretoClienteMaquina, { params }),
  );

export const useEliminarAppMaquina = () =>
  useMutacionQueInvalida(APPS_KEY, (clientId: string) => apiCall(deleteClienteMaquina, { params: { clientId } }));
