import { getExportacion } from '#shared/contract/operations/declaraciones.ts';
import { ERROR_EXPORTACION, type Exportacion } from '#shared/contract/schemas/exportacion.ts';
import { apiCall } from './api-client.ts';
import { mensajeEnIdioma } from './mensaje-en-idioma.ts';

/** Pauses between asks: soon at first (a small file is ready within a second or two), then every 3 s. */
export const ESPERAS_MS = [1_000, 1_000, 2_000, 3_000] as const;

const dormir = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const reloj = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(reloj);
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });

/**
 * Follows an export the server builds apart (answered 202) until it is ready, and answers its link;
 * a failed one throws its message (the spec's). The server reports a stalled one failed, so this ends.
 */
export const esperarExportacion = async (
  inicial: Exportacion,
  opciones: { signal?: AbortSignal; alCambiar?: (e: Exportacion) => void } = {},
): Promise<string> => {
  let e = inicial;
  for (let i = 0; e.estado === 'pendiente'; i++) {
    await dormir(ESPERAS_MS[Math.min(i, ESPERAS_MS.length - 1)]!, opciones.signal);
    e = await apiCall(getExportacion, { params: { id: e.id }, signal: opciones.signal });
    opciones.alCambiar?.(e);
  }
  if (e.estado === 'lista' && e.url) return e.url;
  throw new Error(mensajeEnIdioma(e.mensaje ?? ERROR_EXPORTACION));
};
