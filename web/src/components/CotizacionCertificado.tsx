import { useState } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { useWatch, type FieldValues, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { setServerFieldErrors } from '#web/lib/server-errors.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';

/** What one quote asked for, as the form held it; the note goes only with a save and does not re-price. */
export const claveCotizacion = (v: object): string => JSON.stringify({ ...v, observacion: undefined });

/** Spec 2 §8: what follows 'Error al cotizar' (the errors joined by commas); null is the unknown error. */
export const detalleErrorCotizar = (error: unknown): string | null => {
  if (!isApiError(error)) return null;
  if (error.errors.length) return error.errors.map((e) => e.message).join(', ');
  return error.message || null;
};

type Escribir<V> = { mutateAsync: (v: V) => Promise<{ id: number }>; isPending: boolean };

/**
 * The life of a new certificate's form (cargo or containers): 'Cotizar' asks the server's price of
 * what the form holds (the price shown is always the answer to exactly that), 'Guardar' saves it
 * (cotizado, or en aprobación with excess) and 'Emitir' saves and issues it, then its detail opens. A
 * failed issue still opens the saved quote, where it can be issued again without saving twice. Toasts
 * as spec 2 §8; a 400's field errors go to the fields.
 */
export function useCotizacionCertificado<V extends FieldValues, R, P>({
  form,
  campos,
  cotizar,
  guardar,
  emitir,
  detallePath,
}: {
  form: UseFormReturn<V, unknown, R>;
  /** The fields a server error may name. */
  campos: readonly string[];
  cotizar: { mutateAsync: (r: R) => Promise<P>; isPending: boolean };
  guardar: Escribir<R>;
  emitir: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  detallePath: (id: number) => string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [cotizada, setCotizada] = useState<{ clave: string; precio: P } | null>(null);
  const valores = useWatch({ control: form.control });
  const precio = cotizada && cotizada.clave === claveCotizacion(valores) ? cotizada.precio : null;

  const invalido = () => toastError(t('certCarga.revise'));
  const fallo = (error: unknown, titulo: 'certCarga.errorCotizar' | 'certCarga.errorGuardar') => {
    const resto = setServerFieldErrors(isApiError(error) ? error.errors : [], form.setError, campos);
    const detalle = detalleErrorCotizar(error);
    if (detalle === null) toastError(t(titulo === 'certCarga.errorCotizar' ? 'certCarga.errorDesconocido' : titulo));
    else toastError(resto.length ? resto.join(', ') : detalle, t(titulo));
  };

  const onCotizar = form.handleSubmit(async (req) => {
    try {
      const clave = claveCotizacion(form.getValues());
      const respuesta = await cotizar.mutateAsync(req);
      setCotizada({ clave, precio: respuesta });
      toastSuccess(t('certCarga.cotizada'));
    } catch (error) {
      fallo(error, 'certCarga.errorCotizar');
    }
  }, invalido);

  const guardarY = (yEmitir: boolean) =>
    form.handleSubmit(async (req) => {
      let id: number;
      try {
        id = (await guardar.mutateAsync(req)).id;
      } catch (error) {
        return fallo(error, 'certCarga.errorGuardar');
      }
      try {
        if (yEmitir) await emitir.mutateAsync(id);
        toastSuccess(t(yEmitir ? 'certCarga.emitido' : 'certCarga.guardado'));
      } catch (error) {
        toastError(detalleErrorCotizar(error) ?? t('certCarga.errorEmitir'), t('certCarga.errorEmitir'));
      }
      navigate(detallePath(id));
    }, invalido);

  return {
    /** The server's answer to what the form holds now, or null (none yet, or the form changed). */
    precio,
    /** The markup bounds etc. of the last answer, even if the form changed since. */
    ultima: cotizada?.precio,
    onCotizar,
    guardarY,
    cotizando: cotizar.isPending,
    guardando: guardar.isPending,
    emitiendo: emitir.isPending,
    ocupado: cotizar.isPending || guardar.isPending || emitir.isPending,
  };
}

/**
 * The buttons under a price: with excess, the note for the insurer and 'Solicitar aprobación' (a
 * save, which goes to approval); otherwise 'Guardar' and 'Emitir'.
 */
export function BotonesCotizacion({
  excedido,
  emite = true,
  flujo,
  observacion,
}: {
  excedido: boolean;
  /** Whether the user may issue (containers issue with their own permission); else only 'Guardar'. */
  emite?: boolean;
  flujo: Pick<ReturnType<typeof useCotizacionCertificado>, 'guardarY' | 'guardando' | 'emitiendo' | 'ocupado'>;
  /** The form's `observacion`, registered. */
  observacion: UseFormRegisterReturn;
}) {
  const t = useT();
  if (excedido)
    return (
      <>
        <Textarea label={t('certCarga.observacion')} maxLength={1000} rows={2} {...observacion} data-testid="cert-observacion" />
        <Group justify="flex-end">
          <Button
            onClick={(e) => void flujo.guardarY(false)(e)}
            loading={flujo.guardando}
            disabled={flujo.ocupado}
            data-testid="cert-solicitar"
          >
            {t('certCarga.solicitarAprobacion')}
          </Button>
        </Group>
      </>
    );
  return (
    <Group justify="flex-end">
      <Button
        variant="default"
        onClick={(e) => void flujo.guardarY(false)(e)}
        disabled={flujo.ocupado}
        data-testid="cert-guardar"
      >
        {t('certCarga.guardar')}
      </Button>
      {emite ? (
        <Button
          onClick={(e) => void flujo.guardarY(true)(e)}
          loading={flujo.emitiendo}
          disabled={flujo.ocupado}
          data-testid="cert-emitir"
        >
          {t('certCarga.emitir')}
        </Button>
      ) : null}
    </Group>
  );
}
