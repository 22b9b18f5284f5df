import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { Permission } from '#shared/auth/permissions.ts';
import type { Empresa } from '#shared/contract/schemas/empresa.ts';
import type { LayoutContext } from '#web/lib/layout-context.ts';
import type { Messages } from '#web/lib/i18n.tsx';
import { meFixture } from './fixtures.ts';
import { renderWithProviders } from './render.tsx';

/**
 * Renders a page as the layout shows it: inside a memory router at `path`, with the signed-in user
 * and a company holding `permisos` (with `configuracion`) in the outlet context. `router.state.location` tells where it went.
 */
export const renderInLayout = (
  ui: ReactElement,
  {
    permisos = [],
    path = '/',
    configuracion = {},
    empresa = {},
    ruta = '*',
    messages,
  }: {
    permisos?: Permission[];
    path?: string;
    configuracion?: Empresa['configuracion'];
    /** The working company's own fields (a client's company, another type). */
    empresa?: Partial<Omit<Empresa, 'configuracion'>>;
    /** The route pattern the page sits on, for a page that reads its params (':id'); any other path renders nothing. */
    ruta?: string;
    /** Other messages than the locale's whole file (the first part alone, record 0186). */
    messages?: Messages;
  } = {},
) => {
  const me = meFixture();
  const primera = me.empresas[0]!;
  const context: LayoutContext = {
    me,
    empresa: { ...primera, empresa: { ...primera.empresa, ...empresa, configuracion }, permisos },
  };
  const router = createMemoryRouter(
    [
      {
        element: <Outlet context={context} />,
        children: [{ path: ruta, element: ui }, ...(ruta === '*' ? [] : [{ path: '*', element: null }])],
      },
    ],
    {
      initialEntries: [path],
    },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />, messages ? { messages } : {}), router };
};
