import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Permission } from '#shared/auth/permissions.ts';
import { getEnlaceSeguridad } from '#shared/contract/operations/seguridad.ts';
import type { Me } from '#shared/contract/schemas/me.ts';
import { buildMenu, type MenuItem } from '#shared/menu/menu.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { useTenant } from '#web/lib/tenant.ts';
import type { EmpresaDelUsuario } from '#web/lib/layout-context.ts';

/**
 * The external security quote link of the selected company (spec 1 §2.1). Only asked for when the
 * menu could show it; a failed load is silent: no error modal, no retry, simply no security entry.
 */
const useEnlaceSeguridad = (empresa: EmpresaDelUsuario | undefined, enabled: boolean): string | null => {
  const { data } = useQuery({
    queryKey: ['enlace-seguridad', empresa?.empresa.id],
    queryFn: ({ signal }) => apiCall(getEnlaceSeguridad, { signal, silent: true }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  return enabled ? (data?.url ?? null) : null;
};

/** The sidebar of the signed-in user under the selected company, from the pure buildMenu. */
export const useMenu = (me: Me, empresa: EmpresaDelUsuario | undefined): MenuItem[] => {
  const tenant = useTenant();
  const permisos = empresa?.permisos;
  const seguridadPropia = Boolean(empresa?.empresa.configuracion.seguridadPropia);
  // Same gates as the security entry itself, so the link is never fetched for a menu that cannot show it.
  const wantsLink = Boolean(
    empresa &&
    tenant.flags.seguridad &&
    !tenant.flags.soloViajesEspecificos &&
    !seguridadPropia &&
    permisos?.includes('seguridad.usar'),
  );
  const enlaceSeguridad = useEnlaceSeguridad(empresa, wantsLink);

  return useMemo(
    () =>
      buildMenu({
        permisos: new Set<Permission>(permisos ?? []),
        flags: tenant.flags,
        seguridadPropia,
        enlaceSeguridad,
        email: me.email,
      }),
    [permisos, tenant.flags, seguridadPropia, enlaceSeguridad, me.email],
  );
};
