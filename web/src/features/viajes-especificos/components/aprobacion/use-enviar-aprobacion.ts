import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { GuardarRequest, Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError } from '#web/lib/toast.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useSolicitarAprobacion } from '../../api.ts';
import type { AprobacionValues } from './preguntas.ts';
import { APROBACION_VACIA, aprobacionSchema, armarSolicitud } from './solicitud.ts';

/**
 * The approval form and its submit: one idempotency key per opening of the modal (a retried submit
 * never files two requests), the created request's id once the server answers.
 */
export function useEnviarAprobacion(request: GuardarRequest, oferta: Oferta, onSolicitada?: (id: number) => void) {
  const t = useT();
  const solicitar = useSolicitarAprobacion();
  const [creado, setCreado] = useState<number | undefined>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const codigos = useMemo(() => oferta.validaciones.map((v) => v.codigo), [oferta]);
  const resolver = useMemo(
    () => zodResolver(aprobacionSchema(codigos, t)) as unknown as Resolver<AprobacionValues>,
    // The codes and the language do not change while the modal is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const form = useForm<AprobacionValues>({ resolver, mode: 'onTouched', defaultValues: APROBACION_VACIA });

  const onValid = async (values: AprobacionValues) => {
    try {
      const { id } = await solicitar.mutateAsync({ body: armarSolicitud(request, codigos, values, t), idempotencyKey });
      setCreado(id);
      onSolicitada?.(id);
    } catch (err) {
      toastError(isApiError(err) ? err.message : t('veAprobacion.failed'));
    }
  };

  return { form, codigos, creado, onValid, pendiente: solicitar.isPending };
}
