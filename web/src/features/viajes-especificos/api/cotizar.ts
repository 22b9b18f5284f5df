import { useMutation } from '@tanstack/react-query';
import { cotizarViaje } from '#shared/contract/operations/viajes-especificos.ts';
import type { CotizacionRequest } from '#shared/contract/schemas/viaje-especifico.ts';
import { apiCall } from '#web/lib/api-client.ts';

export const cotizarRequest = (body: CotizacionRequest) => apiCall(cotizarViaje, { body });

/** POST /v1/viajes-especificos/cotizaciones: one offer per applicable coverage, priced on the server. */
export const useCotizar = () => useMutation({ mutationFn: cotizarRequest });
