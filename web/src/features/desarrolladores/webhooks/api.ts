import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Body, Response } from '#shared/contract/define.ts';
import {
  createEndpointWebhook,
  deleteEndpointWebhook,
  listEndpointsWebhook,
  listEntregasWebhook,
  reenviarEntregaWebhook,
  retirarSecretoEndpointWebhook,
  rotarSecretoEndpointWebhook,
  updateEndpointWebhook,
} from '#shared/contract/operations/webhooks.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { useMutacionQueInvalida } from '#web/lib/mutacion.ts';

export type Endpoint = Response<typeof listEndpointsWebhook>['data'][number];
export type EndpointConSecreto = Response<typeof createEndpointWebhook>;
export type NuevoEndpoint = Body<typeof createEndpointWebhook>;
export type CambiosEndpoint = Body<typeof updateEndpointWebhook>;
export type Entrega = Response<typeof listEntregasWebhook>['data'][number];

/** Every query of the webhooks starts here: a change reads the endpoints and their logs again. */
const WEBHOOKS_KEY = ['integraciones', 'webhooks'] as const;

/** GET /v1/integraciones/webhooks: the working company's endpoints (ten at most, no pages). */
export const useEndpoints = () =>
  useQuery(queryOptions({ queryKey: WEBHOOKS_KEY, queryFn: ({ signal }) => apiCall(listEndpointsWebhook, { signal }) }));

/** One page of an endpoint's delivery log, newest first; the previous page stays on screen while the next loads. */
export const useEntregas = (endpointId: string | null, cursor: string | null) =>
  useQuery({
    queryKey: [...WEBHOOKS_KEY, endpointId, 'entregas', cursor],
    queryFn: ({ signal }) =>
      apiCall(listEntregasWebhook, {
        params: { endpointId: endpointId! },
        query: { size: 20, ...(cursor ? { cursor } : {}) },
        signal,
      }),
    enabled: endpointId !== null,
    placeholderData: keepPreviousData,
  });

/** One key per opened form: a double submit or a network retry registers one endpoint, not two. */
export const useCrearEndpoint = () =>
  useMutacionQueInvalida(WEBHOOKS_KEY, ({ body, clave }: { body: NuevoEndpoint; clave: string }) =>
    apiCall(createEndpointWebhook, { body, headers: { 'Idempotency-Key': clave } }),
  );

export const useCambiarEndpoint = () =>
  useMutacionQueInvalida(WEBHOOKS_KEY, ({ endpointId, body }: { endpointId: string; body: CambiosEndpoint }) =>
    apiCall(updateEndpointWebhook, { params: { endpointId }, body }),
  );

export const useEliminarEndpoint = () =>
  useMutacionQueInvalida(WEBHOOKS_KEY, (endpointId: string) => apiCall(deleteEndpointWebhook, { params: { endpointId } }));

export const useRotarSecretoEndpoint = () =>
  useMutacionQueInvalida(WEBHOOKS_KEY, ({ endpointId, clave }: { endpointId: string; clave: string }) =>
    apiCall(rotarSecretoEndpointWebhook, { params: { endpointId }, headers: { 'Idempotency-Key': clave } }),
  );

export const useRetirarSecretoEndpoint = () =>
  useMutacionQueInvalida(WEBHOOKS_KEY, (params: { endpointId: string; secretoId: string }) =>
    apiCall(retirarSecretoEndpointWebhook, { params }),
  );

export const useReenviarEntrega = () =>
  useMutacionQueInvalida(WEBHOOKS_KEY, (params: { endpointId: string; entregaId: string }) =>
    apiCall(reenviarEntregaWebhook, { params }),
  );
