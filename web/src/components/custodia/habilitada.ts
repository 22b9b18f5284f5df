import { custodiaPropia } from '#shared/custodia/habilitada.ts';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useTenant } from '#web/lib/tenant.ts';

/** Whether the user, under the selected company, quotes and hires custody in the portal (the server checks the same). */
export const useCustodiaHabilitada = (): boolean => {
  const tenant = useTenant();
  const { empresa } = useLayoutContext();
  return (
    custodiaPropia(tenant.flags, empresa?.empresa.configuracion.seguridadPropia) &&
    (empresa?.permisos.includes('seguridad.usar') ?? false)
  );
};
