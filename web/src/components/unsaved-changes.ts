import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { createStore } from '#web/lib/storage.ts';

/** The navigation held back by a dirty form, shown by <UnsavedChangesModal> (mounted once, in the root route). */
export interface PendingLeave {
  proceed: () => void;
  reset: () => void;
}

let pending: PendingLeave | null = null;
const store = createStore(() => pending);
const setPending = (value: PendingLeave | null): void => {
  pending = value;
  store.notify();
};

export const usePendingLeave = (): PendingLeave | null => useSyncExternalStore(store.subscribe, store.get, store.get);

/**
 * Spec 3 §2.10: leaving a form with unsaved changes asks first (modal 'Salir', Cancelar / Continuar).
 * Blocks in-app navigation to another path while `isDirty` (search-only changes, like a tab in the
 * query string, pass), and asks the browser to confirm closing or reloading the tab.
 *
 * After a successful save that navigates away (or reloads), call `allowNavigation()` first: the form's
 * isDirty only turns false on the next render, too late for a navigate() in the same handler.
 *
 * Needs a data router (createBrowserRouter); React Router supports one blocker at a time, so use it in
 * one form per screen.
 */
export const useUnsavedChangesGuard = (isDirty: boolean): { allowNavigation: () => void } => {
  const bypass = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => isDirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  // New edits after an allowed navigation that did not happen (a form in a modal) are guarded again.
  useEffect(() => {
    if (isDirty) bypass.current = false;
  }, [isDirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    setPending({
      proceed: () => {
        setPending(null);
        blocker.proceed();
      },
      reset: () => {
        setPending(null);
        blocker.reset();
      },
    });
  }, [blocker]);

  // A form that unmounts (or stops being dirty) while asking must not leave the modal behind.
  useEffect(() => () => setPending(null), []);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (bypass.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const allowNavigation = useCallback(() => {
    bypass.current = true;
  }, []);
  return { allowNavigation };
};
