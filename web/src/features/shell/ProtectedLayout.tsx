import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { FullPageLoader } from '#web/components/FullPageLoader.tsx';
import { useMe } from '#web/lib/me.ts';
import { logout } from '#web/lib/auth/logout.ts';
import { UserDisabledError } from '#web/lib/auth/user-disabled.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { getSsoToken } from '#web/lib/session.ts';
import { useTenant } from '#web/lib/tenant.ts';
import type { AddModalRegistry } from './add-modals.ts';
import { AppLayout } from './AppLayout.tsx';

type Ending = { to: 'login'; errorKey?: string; errorText?: string } | { to: 'denied'; errorKey?: string; errorText?: string };

/** Decides where a failed or foreign session goes (pure, for tests). */
export const endingFor = (error: unknown, wrongTenant: boolean, ssoSession: boolean): Ending | undefined => {
  if (wrongTenant) return { to: ssoSession ? 'denied' : 'login', errorKey: 'auth.errors.wrongTenant' };
  if (error instanceof UserDisabledError) return { to: ssoSession ? 'denied' : 'login', errorKey: 'auth.errors.userDisabled' };
  if (!isApiError(error)) return undefined;
  if (error.status === 401) return ssoSession ? { to: 'denied' } : { to: 'login' };
  if (error.status === 403) return { to: ssoSession ? 'denied' : 'login', errorText: error.message };
  return undefined;
};

/**
 * Guard of the main layout: a session whose user belongs to this portal, else back to login (or access
 * denied for SSO/embedded). A page open to everyone passes `guest`: what a visitor without a session
 * sees instead of the login page, while signed-in users keep the app's layout around it.
 */
export function ProtectedLayout({ addModals, guest }: { addModals?: AddModalRegistry; guest?: ReactNode }) {
  const t = useT();
  const tenant = useTenant();
  const me = useMe();
  // The query's answer arrives through useSyncExternalStore, whose renders React never slices: the whole
  // shell and its page would render in one long task. Deferred, that render is a transition that yields
  // to input every few milliseconds (record 0181); the loader stays meanwhile.
  const usuario = useDeferredValue(me.data);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const ending = useRef(false);

  const wrongTenant = Boolean(me.data && me.data.tenant.id !== tenant.id);
  const ssoSession = Boolean(getSsoToken());
  const noSession = me.isError && isApiError(me.error) && me.error.status === 401 && !ssoSession;
  const asGuest = guest !== undefined && noSession;
  const end = !asGuest && (me.isError || wrongTenant) ? endingFor(me.error, wrongTenant, ssoSession) : undefined;

  useEffect(() => {
    if (!end || ending.current) return;
    ending.current = true;
    const state = { errorKey: end.errorKey, errorText: end.errorText };
    void logout(queryClient).then(() => {
      if (end.to === 'denied') navigate('/error/acceso-denegado', { replace: true, state });
      else {
        const redirect = `${location.pathname}${location.search}`;
        const query = end.errorKey || end.errorText || redirect === '/' ? '' : `?redirect=${encodeURIComponent(redirect)}`;
        navigate(`/auth/login${query}`, { replace: true, state });
      }
    });
  }, [end, location, navigate, queryClient]);

  if (usuario && !wrongTenant) return <AppLayout me={usuario} {...(addModals ? { addModals } : {})} />;
  if (asGuest) return guest;
  if (me.isError && !end) {
    return (
      <Center h="100vh">
        <Stack align="center" gap="sm">
          <Title order={3}>{t('errors.meFailed.title')}</Title>
          <Text c="dimmed">{me.error.message}</Text>
          <Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>
        </Stack>
      </Center>
    );
  }
  return <FullPageLoader />;
}
