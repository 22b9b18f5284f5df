import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { crearIntencionPago, descargarDocumentoCheckout, getCheckout } from '#shared/contract/operations/checkout.ts';
import type { CheckoutVista } from '#shared/contract/schemas/checkout.ts';
import { apiCall } from '#web/lib/api-client.ts';

const key = (id: string) => ['checkout', id] as const;
/** While an intention is open the page asks the server every few seconds (the server asks the wallet). */
export const SONDEO_MS = 3_000;

export const useCheckout = (id: string) =>
  useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) => apiCall(getCheckout, { params: { id }, signal }),
    enabled: id.length > 0,
    retry: false,
    refetchInterval: (q) => (q.state.data?.estado === 'pendiente' && q.state.data.intencion ? SONDEO_MS : false),
  });

export const usePagar = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(crearIntencionPago, { params: { id } }),
    onSuccess: (v: CheckoutVista) => client.setQueryData(key(id), v),
  });
};

export const descargar = (id: string, tipo: 'cotizacion' | 'poliza') => async () =>
  (await apiCall(descargarDocumentoCheckout, { params: { id, tipo } })).url;
