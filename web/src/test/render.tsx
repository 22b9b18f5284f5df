import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import esAR from '#shared/i18n/es-AR.json';
import ptBR from '#shared/i18n/pt-BR.json';
import { DEFAULT_TENANT_ID, findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { I18nProvider, type Messages } from '#web/lib/i18n.tsx';
import { themeFor } from '#web/lib/theme.ts';

export const testQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

/** Renders inside Mantine (test env: no transitions/portals), the tenant's i18n and a fresh query client. */
export const renderWithProviders = (
  ui: ReactElement,
  {
    tenant = findTenant(DEFAULT_TENANT_ID) as Tenant,
    queryClient = testQueryClient(),
    messages = tenant.locale === 'pt-BR' ? ptBR : esAR,
  }: { tenant?: Tenant; queryClient?: QueryClient; messages?: Messages } = {},
): RenderResult & { queryClient: QueryClient } => {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={themeFor(tenant)} env="test">
        <I18nProvider locale={tenant.locale} messages={messages}>
          {children}
        </I18nProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { queryClient });
};
