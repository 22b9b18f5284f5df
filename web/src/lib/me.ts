import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMe } from '#shared/contract/operations/me.ts';
import type { Me } from '#shared/contract/schemas/me.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { pickEmpresa, useSelectedEmpresaId } from './empresa.ts';
import { ME_QUERY_KEY } from './me-key.ts';
import { getSsoToken } from './session.ts';

/**
 * GET /v1/me without x-empresa-id: the answer lists every company of the user, so it must not
 * depend on (nor fail because of) a stale stored selection.
 */
export const meQueryOptions = (token?: string) =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const me = await apiCall(getMe, { signal, withEmpresa: false, ...(token ? { token } : {}) });
      return token || getSsoToken() ? alcanceSso(me) : me;
    },
    staleTime: 5 * 60_000,
  });

/**
 * An SSO/embedded session holds only the permissions of operations that accept its token, so menu,
 * route gating and buttons never offer what the API would refuse it. The contract is loaded only then.
 */
const alcanceSso = async (me: Me): Promise<Me> => {
  const { permisosAlcanzables } = await import('#shared/contract/alcance.ts');
  return { ...me, empresas: me.empresas.map((e) => ({ ...e, permisos: permisosAlcanzables(e.permisos, 'sso') })) };
};

export const useMe = () => useQuery(meQueryOptions());

/** The company the user works under (the stored choice, or the first), once /v1/me answered. */
export const useEmpresaDeTrabajo = () => {
  const me = useMe().data;
  const seleccionada = useSelectedEmpresaId();
  return me ? pickEmpresa(me.empresas, seleccionada) : undefined;
};

/**
 * The signed-in user as the layout already resolved it, without fetching: for a page open to visitors
 * (a `guest` route), whose mounting `useMe` would refetch a 401 and make the layout swap it out again.
 */
export const useMeResuelto = () => useQuery({ ...meQueryOptions(), enabled: false }).data;
