import { useEffect, useRef, useState } from 'react';
import { useMantineColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { FullPageLoader } from '#web/components/FullPageLoader.tsx';
import { getIdToken } from '#web/lib/auth/token.ts';
import { useT } from '#web/lib/i18n.tsx';
import { setSsoToken } from '#web/lib/session.ts';
import { useTenant } from '#web/lib/tenant.ts';
import { authErrorText } from '../lib/auth-errors.ts';
import { completeLogin } from '../lib/complete-login.ts';
import { logout } from '#web/lib/auth/logout.ts';
import { decideTokenEntry } from '../lib/token-entry.ts';
import { ingresarConAsercion } from '../lib/asercion.ts';

const isEmbeddedPath = (pathname: string): boolean => /^\/(embedded|embebed)(\/|$)/.test(pathname);

/**
 * The token guard of /sso/auth and of the embedded module (/embedded/*, /embebed/*), spec 3 §4.6:
 * the partner's assertion in the query string leaves the URL and the history first, then is
 * exchanged for a session of the partner client (record 0161) and the user loaded with it
 * (embedded: the theme parameter applied); then the requested route renders (the child routes), so a
 * deep link such as /embedded/viajes-especificos/polizas/7?token= opens that certificate. Without
 * token nor session: embedded logout, access denied.
 */
export function TokenGuard() {
  const t = useT();
  const tenant = useTenant();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { setColorScheme } = useMantineColorScheme();
  const started = useRef(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const embedded = isEmbeddedPath(location.pathname);

    const deny = async (reason?: { key?: string; text?: string }) => {
      await logout(queryClient);
      navigate('/error/acceso-denegado', {
        replace: true,
        state: reason ? { errorKey: reason.key, errorText: reason.text } : null,
      });
    };

    void (async () => {
      let decision = decideTokenEntry(location.search, false, embedded);
      if (decision.action === 'deny')
        decision = decideTokenEntry(location.search, Boolean(await getIdToken().catch(() => undefined)), embedded);
      if (decision.action === 'deny') return deny();

      if (decision.theme) setColorScheme(decision.theme);
      // The token must not stay in the address bar nor in the history.
      navigate({ pathname: location.pathname, search: decision.cleanSearch }, { replace: true });

      if (decision.action === 'store') {
        try {
          const token = await ingresarConAsercion(decision.token);
          setSsoToken(token);
          await completeLogin(queryClient, tenant.id, token);
        } catch (err) {
          return deny(authErrorText(err, 'signIn'));
        }
      }
      setReady(true);
    })();
  }, [location, navigate, queryClient, setColorScheme, tenant.id]);

  return ready ? <Outlet /> : <FullPageLoader label={t('auth.token.loading')} />;
}
