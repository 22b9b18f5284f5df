import { useState } from 'react';
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
  return { progreso, errores, enviar };
};
