import { useContext } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { clienteConsultas } from '#web/lib/query-client.ts';

/**
 * The query cache for every screen below the sign-in page (decision 0176): the page's one client,
 * unless an outer provider already gives one (a test's own client).
 */
export function ConConsultas() {
  const exterior = useContext(QueryClientContext);
  if (exterior) return <Outlet />;
  return (
    <QueryClientProvider client={clienteConsultas()}>
      <Outlet />
    </QueryClientProvider>
  );
}
