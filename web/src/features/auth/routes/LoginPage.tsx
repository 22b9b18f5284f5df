import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { getIdToken } from '#web/lib/auth/token.ts';
import {
  confirmNewPassword,
  confirmPasswordReset,
  requestPasswordReset,
  signIn,
  type SignInOutcome,
} from '#web/lib/auth/cognito.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { authErrorText, LoginError, type AuthStep } from '../lib/auth-errors.ts';

type Mode = 'login' | 'newPassword' | 'forgotRequest' | 'forgotConfirm';

// The forms past the sign-in one (and their validation library) load when they are needed (decision 0176).
const NewPasswordForm = lazy(async () => ({ default: (await import('../components/NewPasswordForm.tsx')).NewPasswordForm }));
const ForgotRequestForm = lazy(async () => ({
  default: (await import('../components/ForgotPasswordForm.tsx')).ForgotRequestForm,
}));
const ForgotConfirmForm = lazy(async () => ({
  default: (await import('../components/ForgotPasswordForm.tsx')).ForgotConfirmForm,
}));

function Diferido({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/** What another screen may hand to the login page when it sends the user back. */
export interface LoginLocationState {
  errorKey?: string;
  errorText?: string;
}

/** Only same-origin paths: never an absolute URL from the query string. */
export const safeRedirect = (value: string | null): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/auth') ? value : '/dashboard';

export function LoginPage() {
  const t = useT();
  const tenant = useTenant();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();

  const incoming = location.state as LoginLocationState | null;
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [info, setInfo] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>(() => (incoming?.errorKey ? t(incoming.errorKey) : incoming?.errorText));

  const target = safeRedirect(search.get('redirect'));

  // Already signed in (e.g. a reload on /auth/login): straight to the portal. Also preloads Amplify.
  useEffect(() => {
    let active = true;
    if (!incoming?.errorKey && !incoming?.errorText) {
      void getIdToken()
        .catch(() => undefined)
        .then((token) => {
          if (active && token) navigate(target, { replace: true });
        });
    }
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const show = (err: unknown, step: AuthStep) => {
    const { key, text } = authErrorText(err, step);
    if (!(err instanceof LoginError)) console.warn(step, err);
    setError(key ? t(key) : text);
  };

  const afterOutcome = async (outcome: SignInOutcome) => {
    if (outcome === 'NEW_PASSWORD_REQUIRED') {
      setMode('newPassword');
      return;
    }
    if (outcome === 'RESET_PASSWORD') {
      setInfo(t('auth.errors.passwordResetRequired'));
      setMode('forgotRequest');
      return;
    }
    if (outcome !== 'DONE') throw new LoginError('auth.errors.unsupportedStep');
    // Loaded once the credentials are accepted: /v1/me, the contract it checks and the query cache it
    // fills are no part of the sign-in screen's first load.
    const [{ completeLogin }, { clienteConsultas }] = await Promise.all([
      import('../lib/complete-login.ts'),
      import('#web/lib/query-client.ts'),
    ]);
    await completeLogin(clienteConsultas(), tenant.id);
    navigate(target, { replace: true });
  };

  const switchMode = (next: Mode) => {
    setError(undefined);
    setInfo(undefined);
    setMode(next);
  };

  if (mode === 'newPassword') {
    return (
      <AuthLayout title={t('auth.newPassword.title')} subtitle={t('auth.newPassword.subtitle')}>
        <Diferido>
          <NewPasswordForm
            error={error}
            onCancel={() => switchMode('login')}
            onSubmit={async ({ password }) => {
              setError(undefined);
              try {
                await afterOutcome(await confirmNewPassword(password));
              } catch (err) {
                show(err, 'newPassword');
              }
            }}
          />
        </Diferido>
      </AuthLayout>
    );
  }

  if (mode === 'forgotRequest') {
    return (
      <AuthLayout title={t('auth.forgot.title')} subtitle={info ?? t('auth.forgot.subtitle')}>
        <Diferido>
          <ForgotRequestForm
            defaultEmail={email}
            error={error}
            onCancel={() => switchMode('login')}
            onSubmit={async (values) => {
              setError(undefined);
              try {
                setEmail(values.email);
                const needsCode = await requestPasswordReset(values.email);
                if (needsCode) switchMode('forgotConfirm');
                else {
                  switchMode('login');
                  setInfo(t('auth.forgot.done'));
                }
              } catch (err) {
                show(err, 'resetRequest');
              }
            }}
          />
        </Diferido>
      </AuthLayout>
    );
  }

  if (mode === 'forgotConfirm') {
    return (
      <AuthLayout title={t('auth.forgot.title')}>
        <Diferido>
          <ForgotConfirmForm
            email={email}
            error={error}
            onCancel={() => switchMode('login')}
            onResend={async () => {
              setError(undefined);
              try {
                await requestPasswordReset(email);
              } catch (err) {
                show(err, 'resetRequest');
              }
            }}
            onSubmit={async ({ code, password }) => {
              setError(undefined);
              try {
                await confirmPasswordReset(email, code, password);
                switchMode('login');
                setInfo(t('auth.forgot.done'));
              } catch (err) {
                show(err, 'resetConfirm');
              }
            }}
          />
        </Diferido>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle', { tenant: tenant.nombre })}>
      {info ? (
        <Alert color="teal" variant="light" data-testid="login-info">
          {info}
        </Alert>
      ) : null}
      <LoginForm
        defaultEmail={email}
        error={error}
        onForgot={(typed) => {
          setEmail(typed);
          switchMode('forgotRequest');
        }}
        onSubmit={async (values) => {
          setError(undefined);
          setInfo(undefined);
          setEmail(values.email);
          try {
            await afterOutcome(await signIn(values.email, values.password));
          } catch (err) {
            if ((err as { name?: string }).name === 'PasswordResetRequiredException') {
              switchMode('forgotRequest');
              setInfo(t('auth.errors.passwordResetRequired'));
              return;
            }
            show(err, 'signIn');
          }
        }}
      />
    </AuthLayout>
  );
}
