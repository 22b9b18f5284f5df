import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { UserDisabledError } from './auth/user-disabled.ts';
import { anunciarCliente } from './me-en-cache.ts';
import { ME_QUERY_KEY } from './me-key.ts';

/**
 * A refused call (401, 403, or Cognito refusing to renew a disabled user's session) may mean the
 * user was disabled, lost a role or their session meanwhile, while /v1/me is still cached: reading it
 * again lets the layout end the session saying why, or redraw the menu with the current permissions.
 */
export const refreshesMe = (error: unknown, queryKey?: QueryKey): boolean =>
  queryKey?.[0] !== ME_QUERY_KEY[0] &&
  (error instanceof UserDisabledError || (isApiError(error) && (error.status === 401 || error.status === 403)));

export const createQueryClient = (): QueryClient => {
  const recheck = (error: unknown, queryKey?: QueryKey) => {
    if (refreshesMe(error, queryKey)) void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => recheck(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => recheck(error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) are answers, not glitches: do not retry them.
        retry: (failureCount, error) =>
          !(error instanceof UserDisabledError) &&
          !(isApiError(error) && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return client;
};

let unico: QueryClient | undefined;

/** The page's one query client, made with the first screen that reads the API. */
export const clienteConsultas = (): QueryClient => {
  if (!unico) {
    unico = createQueryClient();
    anunciarCliente(unico);
  }
  return unico;
};
