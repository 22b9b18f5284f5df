import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/contract/schemas/me.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { signOutEverywhere } from '#web/lib/auth/token.ts';
import { getSelectedEmpresaId, pickEmpresa, setSelectedEmpresaId } from '#web/lib/empresa.ts';
import { meQueryOptions } from '#web/lib/me.ts';
import { ME_QUERY_KEY } from '#web/lib/me-key.ts';
import { LoginError } from './auth-errors.ts';

/**
 * After Cognito accepted the credentials (or a token was handed over): load the user with /v1/me,
 * make sure they belong to this portal, and settle the selected company. On failure the session
 * is ended and a LoginError explains why.
 */
export const completeLogin = async (queryClient: QueryClient, portalTenantId: string, token?: string): Promise<Me> => {
  queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
  let me: Me;
  try {
    me = await queryClient.fetchQuery(meQueryOptions(token));
  } catch (err) {
    await signOutEverywhere();
    queryClient.clear();
    // A handed-over token the API refuses is a bad (forged, cut or expired) access link, not a session of ours.
    if (isApiError(err) && err.status === 401)
      throw new LoginError(token ? 'auth.errors.invalidLink' : 'auth.errors.sessionExpired');
    if (isApiError(err) && err.status > 0 && err.status < 500) throw new LoginError(undefined, err.message);
    throw err;
  }
  if (me.tenant.id !== portalTenantId) {
    await signOutEverywhere();
    queryClient.clear();
    throw new LoginError('auth.errors.wrongTenant');
  }
  const empresa = pickEmpresa(me.empresas, getSelectedEmpresaId());
  setSelectedEmpresaId(empresa?.empresa.id);
  return me;
};
