import { lazy, Suspense, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { errorStore } from '#web/lib/error-service.ts';
import { I18nProvider, type Messages } from '#web/lib/i18n.tsx';
import { effectivePrimaryColor, readLayoutPresets } from '#web/lib/layout-presets.ts';
import { usePrimeraPantallaPintada } from '#web/lib/primera-pantalla.ts';
import { useTenant } from '#web/lib/tenant.ts';
import { themeFor, variablesCss } from '#web/lib/theme.ts';

/**
 * Toasts and the error modal load once the first screen has painted, off the first load (decisions
 * 0176 and 0185): what is shown meanwhile waits in their stores and appears when they mount; an error
 * reported before that mounts the modal at once.
 */
const ToastHost = lazy(async () => ({ default: (await import('#web/components/ToastHost.tsx')).ToastHost }));
const GlobalErrorModal = lazy(async () => ({
  default: (await import('#web/components/GlobalErrorModal.tsx')).GlobalErrorModal,
}));

export function AppProvider({
  children,
  messages,
}: {
  children: ReactNode;
  /** Preloaded messages of the tenant's locale (tests, or loaded before first paint). */
  messages?: Messages;
}) {
  const tenant = useTenant();
  // Presets are read once: saving or resetting them reloads the page (spec 1 §4).
  const [presets] = useState(readLayoutPresets);
  const pintada = usePrimeraPantallaPintada();
  const errores = useSyncExternalStore(errorStore.subscribe, errorStore.get, errorStore.get);
  const theme = useMemo(() => themeFor(tenant, effectivePrimaryColor(presets, tenant.theme.primaryColor)), [tenant, presets]);

  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={variablesCss}>
      <I18nProvider locale={tenant.locale} {...(messages ? { messages } : {})}>
        <Suspense fallback={null}>
          {pintada && <ToastHost />}
          {(pintada || errores.length > 0) && <GlobalErrorModal />}
        </Suspense>
        {children}
      </I18nProvider>
    </MantineProvider>
  );
}
