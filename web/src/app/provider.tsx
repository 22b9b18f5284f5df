import { useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { GlobalErrorModal } from '#web/components/GlobalErrorModal.tsx';
import { I18nProvider, type Messages } from '#web/lib/i18n.tsx';
import { effectivePrimaryColor, readLayoutPresets } from '#web/lib/layout-presets.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { useTenant } from '#web/lib/tenant.ts';
import { themeFor, variablesCss } from '#web/lib/theme.ts';
import { TOAST_AUTO_CLOSE_MS } from '#web/lib/toast.ts';

export function AppProvider({
  children,
  queryClient,
  messages,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Preloaded messages of the tenant's locale (tests, or loaded before first paint). */
  messages?: Messages;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const tenant = useTenant();
  // Presets are read once: saving or resetting them reloads the page (spec 1 §4).
  const [presets] = useState(readLayoutPresets);
  const theme = useMemo(() => themeFor(tenant, effectivePrimaryColor(presets, tenant.theme.primaryColor)), [tenant, presets]);

  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={variablesCss}>
        <I18nProvider locale={tenant.locale} {...(messages ? { messages } : {})}>
          <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
          <GlobalErrorModal />
          {children}
        </I18nProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
