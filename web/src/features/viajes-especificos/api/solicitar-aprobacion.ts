import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actualizarSolicitudAprobacion, solicitarAprobacion } from '#shared/contract/operations/viajes-especificos.ts';
import type { SolicitudAprobacion } from '#shared/contract/schemas/viaje-especifico.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { CERTIFICADOS_KEY } from './list-certificados.ts';

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
