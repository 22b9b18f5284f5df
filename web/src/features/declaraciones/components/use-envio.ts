import { useState } from 'react';
import * as z from 'zod/mini';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';

/**
 * A form that uploads a file and then attaches it (invoice, proof): the upload's progress, the
 * server's field errors by path, and the toasts of success or failure.
 */
export const useEnvioConArchivo = (textos: { ok: string; error: string }) => {
  const t = useT();
  const [progreso, setProgreso] = useState<number | null>(null);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const enviar = async (trabajo: (onProgress: (r: number) => void) => Promise<void>) => {
    try {
      setProgreso(0);
      setErrores({});
      await trabajo(setProgreso);
      toastSuccess(t(textos.ok));
    } catch (err) {
      const e = err as { message?: string; errors?: { path: string; message: string }[] };
      setErrores(Object.fromEntries((e.errors ?? []).map((x) => [x.path, x.message])));
      toastError(e.message ?? t('declaraciones.error'), t(textos.error));
    } finally {
      setProgreso(null);
    }
  };
  /**
   * Checks what will be attached with the contract's schema before anything is uploaded: a form the
   * server would refuse uploads nothing, and shows the same messages on its fields.
   */
  const validar = (schema: z.core.$ZodType, valor: unknown): boolean => {
    const r = z.safeParse(schema, valor);
    setErrores(r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message])));
    return r.success;
  };
  return { progreso, errores, enviar, validar };
};
