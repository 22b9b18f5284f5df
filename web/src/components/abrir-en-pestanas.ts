import { useState } from 'react';
import { useT } from '#web/lib/i18n.tsx';
import { toastError } from '#web/lib/toast.ts';

/**
 * Opens several documents, each in a tab of its own, every link asked for fresh (the page's links die
 * 5 minutes after it loads). The tabs open in the click itself, before anything is awaited: a popup
 * blocker lets a window open only during the user's gesture, and the links arrive after it. Each tab
 * goes to its link once it arrives; a tab whose link could not be had closes; a tab the browser
 * blocked anyway is replaced by following the link here (the signed GET is an attachment, the page
 * stays). Rejects with the first failure.
 */
export async function abrirEnPestanas(pedidos: readonly (() => Promise<string>)[]): Promise<void> {
  const pestanas = pedidos.map(() => window.open('', '_blank'));
  // What 'noopener' would do, which window.open cannot be asked for here: it returns no window then.
  for (const w of pestanas) if (w) w.opener = null;
  const links = await Promise.allSettled(pedidos.map((pedir) => pedir()));
  links.forEach((link, i) => {
    const w = pestanas[i];
    if (link.status === 'rejected') w?.close();
    else if (w) w.location.href = link.value;
    else window.location.assign(link.value);
  });
  const fallo = links.find((l) => l.status === 'rejected');
  if (fallo) throw fallo.reason;
}

/** `abrirEnPestanas` for a button: one request at a time, and the failure as a toast. */
export function useAbrirEnPestanas() {
  const t = useT();
  const [abriendo, setAbriendo] = useState(false);
  const abrir = (pedidos: readonly (() => Promise<string>)[]) => {
    if (abriendo) return;
    setAbriendo(true);
    abrirEnPestanas(pedidos)
      .catch((err: unknown) => toastError((err as Error).message || t('descarga.error'), t('descarga.error')))
      .finally(() => setAbriendo(false));
  };
  return { abrir, abriendo };
}
