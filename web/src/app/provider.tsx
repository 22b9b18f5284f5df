import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nProvider, type Messages } from '#web/lib/i18n.tsx';
import { effectivePrimaryColor, readLayoutPresets } from '#web/lib/layout-presets.ts';
import { useTenant } from '#web/lib/tenant.ts';
import { themeFor, variablesCss } from '#web/lib/theme.ts';

/**
 * Toasts and the error modal load right after the first paint, off the first load (decision 0176):
 * what is shown or reported meanwhile waits in their stores and appears when they mount.
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
  const theme = useMemo(() => themeFor(tenant, effectivePrimaryColor(presets, tenant.theme.primaryColor)), [tenant, presets]);

  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={variablesCss}>
      <I18nProvider locale={tenant.locale} {...(messages ? { messages } : {})}>
        <Suspense fallback={null}>
          <ToastHost />
          <GlobalErrorModal />
        </Suspense>
        {children}
      </I18nProvider>
    </MantineProvider>
  );
}
