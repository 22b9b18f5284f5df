import { useEffect, useSyncExternalStore } from 'react';
import { createStore } from './storage.ts';

/**
 * What the first screen does not draw waits until it has painted (record 0185): Amplify, which only
 * renews a stored token that still has time left, and the hosts of toasts, the error modal and the
 * 'Salir' modal. On a phone's slow link they would share the bandwidth with the route's own chunks.
 * The signed-in shell says when it painted; where no screen says so (the public pages), a few seconds
 * after the start do.
 */
const RESPALDO_MS = 3_000;

let pintada = false;
const store = createStore(() => pintada);

export const avisarPrimeraPantalla = (): void => {
  if (pintada) return;
  pintada = true;
  store.notify();
};

if (typeof window !== 'undefined') window.setTimeout(avisarPrimeraPantalla, RESPALDO_MS);

/** Runs `fn` once the first screen has painted (now, if it has). */
export const trasLaPrimeraPantalla = (fn: () => void): void => {
  if (pintada) {
    fn();
    return;
  }
  const dejar = store.subscribe(() => {
    dejar();
    fn();
  });
};

/** Whether the first screen has painted; re-renders when it does. */
export const usePrimeraPantallaPintada = (): boolean => useSyncExternalStore(store.subscribe, store.get, store.get);

/** Where the browser has no idle callback (Safari), a short timer stands in for it. */
const alQuedarLibre = (fn: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 1_000 });
  else window.setTimeout(fn, 50);
};

/** How long to wait for the browser to report the frame on screen before going on without it. */
const PRESENTACION_MAX_MS = 500;

/**
 * After the frame being painted is on screen. The main thread paints before the frame is rasterised and
 * presented, sometimes tens of milliseconds before: where the browser reports largest-contentful-paint
 * entries, the next one (this screen's largest element) marks that moment; elsewhere, a task after the
 * next frame stands in for it. A screen whose elements are no larger than what was on screen produces
 * no entry: then half a second at most.
 */
const trasPresentar = (fn: () => void): void => {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    requestAnimationFrame(() => setTimeout(fn, 0));
    return;
  }
  let hecho = false;
  const una = () => {
    if (hecho) return;
    hecho = true;
    observador.disconnect();
    clearTimeout(tope);
    fn();
  };
  const observador = new PerformanceObserver(una);
  observador.observe({ type: 'largest-contentful-paint' });
  const tope = setTimeout(una, PRESENTACION_MAX_MS);
};

/**
 * Called by the screen that is the first one. An effect runs after the commit, not after the paint: the
 * signal waits for the frame to be on screen, and then for the main thread to be free (the screen's own
 * requests answering, its rows rendering), with a second at most for that.
 */
export const useAvisarPrimeraPantalla = (): void => {
  useEffect(() => {
    trasPresentar(() => alQuedarLibre(avisarPrimeraPantalla));
  }, []);
};
