import { useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { GlobalErrorModal } from '#web/components/GlobalErrorModal.tsx';
import { I18nProvider, type Messages } from '#web/lib/i18n.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { useTenant } from '#web/lib/tenant.ts';
import { themeFor } from '#web/lib/theme.ts';

/** Toasts auto-hide after 5000 ms (spec 3 §2.10). */
export const TOAST_AUTO_CLOSE_MS = 5000;

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
  const theme = useMemo(() => themeFor(tenant), [tenant]);

  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <I18nProvider locale={tenant.locale} {...(messages ? { messages } : {})}>
          <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
          <GlobalErrorModal />
          {children}
        </I18nProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
