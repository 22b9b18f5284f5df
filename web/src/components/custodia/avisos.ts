import type { FieldErrors } from 'react-hook-form';
import { isApiError } from '#web/lib/api-error.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';

type Traducir = (key: string) => string;
export type AccionCustodia = 'cotizar' | 'contratar';

/**
 * Spec 2 §5.1: an invalid quote says what is missing first (the origin, then the destination),
 * otherwise to review the fields in red (also the hire's message, §5.2).
 */
export const claveFormularioInvalido = (errores: FieldErrors<{ from: unknown; to: unknown }>): string => {
  if (errores.from) return 'custodia.toast.faltaOrigen';
  if (errores.to) return 'custodia.toast.faltaDestino';
  return 'custodia.toast.revise';
};

/**
 * Spec 2 §8: the provider's answer as a toast. A success says 'Cotizada' / 'Contratada'; a refusal
 * 'Error al …' with its errors joined by commas, or 'Error desconocido al …' when it gave none. A
 * failed call (the provider did not answer, the certificate changed) is a refusal with its message.
 */
export const avisarRespuesta = (
  t: Traducir,
  accion: AccionCustodia,
  respuesta: { isSuccessfull: boolean; errors: string[] } | { fallo: unknown },
): void => {
  if ('isSuccessfull' in respuesta && respuesta.isSuccessfull) return toastSuccess(t(`custodia.toast.${accion}.ok`));
  const errores =
    'fallo' in respuesta
      ? isApiError(respuesta.fallo) && respuesta.fallo.message
        ? [respuesta.fallo.message]
        : []
      : respuesta.errors.filter(Boolean);
  if (errores.length === 0) return toastError(t(`custodia.toast.${accion}.desconocido`));
  toastError(errores.join(', '), t(`custodia.toast.${accion}.error`));
};
