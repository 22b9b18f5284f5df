import type * as AmplifyAuth from 'aws-amplify/auth';
import { usuarioCognito } from '#shared/auth/login.ts';
import { loadConfig } from '../config.ts';
import { trasLaPrimeraPantalla } from '../primera-pantalla.ts';
import { currentTenant } from '../tenant.ts';
import { idTokenGuardado } from './sesion-guardada.ts';
import { isUserDisabled, UserDisabledError } from './user-disabled.ts';

/**
 * Cognito through Amplify, loaded on first use so the first paint does not carry it.
 * Username = tenant of the host and the typed e-mail (usuarioCognito), so the same e-mail can be a
 * user of two tenants. Locally (userPoolEndpoint set) the emulator has no SRP: USER_PASSWORD_AUTH.
 */
type AuthModule = typeof AmplifyAuth;

let ready: Promise<{ auth: AuthModule; passwordFlow: boolean } | undefined> | undefined;

const load = () => {
  ready ??= (async () => {
    const config = await loadConfig();
    if (!config.userPoolId || !config.userPoolClientId) return undefined;
    const [{ Amplify }, auth] = await Promise.all([import('aws-amplify'), import('aws-amplify/auth')]);
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          loginWith: { username: true },
        },
      },
    });
    return { auth, passwordFlow: Boolean(config.userPoolEndpoint) };
  })();
  return ready;
};

const required = async () => {
  const loaded = await load();
  if (!loaded) throw Object.assign(new Error('Auth not configured'), { name: 'AuthNotConfigured' });
  return loaded;
};

/** The next thing the login screen must ask for. */
export type SignInOutcome = 'DONE' | 'NEW_PASSWORD_REQUIRED' | 'RESET_PASSWORD' | 'UNSUPPORTED';

const outcomeOf = (step: string): SignInOutcome => {
  if (step === 'DONE') return 'DONE';
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'NEW_PASSWORD_REQUIRED';
  if (step === 'RESET_PASSWORD') return 'RESET_PASSWORD';
  return 'UNSUPPORTED';
};

export const signIn = async (email: string, password: string): Promise<SignInOutcome> => {
  const { auth, passwordFlow } = await required();
  const input = {
    username: usuarioCognito(currentTenant().id, email),
    password,
    ...(passwordFlow ? { options: { authFlowType: 'USER_PASSWORD_AUTH' as const } } : {}),
  };
  try {
    return outcomeOf((await auth.signIn(input)).nextStep.signInStep);
  } catch (err) {
    // A stale session of another user in this browser: end it and try once more.
    if ((err as { name?: string }).name === 'UserAlreadyAuthenticatedException') {
      await auth.signOut();
      return outcomeOf((await auth.signIn(input)).nextStep.signInStep);
    }
    throw err;
  }
};

/** First login: the temporary password must be replaced. */
export const confirmNewPassword = async (newPassword: string): Promise<SignInOutcome> => {
  const { auth } = await required();
  return outcomeOf((await auth.confirmSignIn({ challengeResponse: newPassword })).nextStep.signInStep);
};

/** Sends the reset code; true when a code must be entered next. */
export const requestPasswordReset = async (email: string): Promise<boolean> => {
  const { auth } = await required();
  const out = await auth.resetPassword({ username: usuarioCognito(currentTenant().id, email) });
  return out.nextStep.resetPasswordStep === 'CONFIRM_RESET_PASSWORD_WITH_CODE';
};

export const confirmPasswordReset = async (email: string, code: string, newPassword: string): Promise<void> => {
  const { auth } = await required();
  await auth.confirmResetPassword({
    username: usuarioCognito(currentTenant().id, email),
    confirmationCode: code.trim(),
    newPassword,
  });
};

/** The Cognito ID token of the current session (refreshed by Amplify when needed), if any. */
export const getCognitoIdToken = async (): Promise<string | undefined> => {
  const guardado = idTokenGuardado((await loadConfig()).userPoolClientId);
  if (guardado) {
    // Amplify loads once the first screen has painted (record 0185): it renews the token later and signs out.
    trasLaPrimeraPantalla(() => void load());
    return guardado;
  }
  const loaded = await load();
  if (!loaded) return undefined;
  try {
    const session = await loaded.auth.fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch (err) {
    // Otherwise a refused renewal looks like no session at all: the login page without a word.
    if (isUserDisabled(err)) throw new UserDisabledError('User is disabled.');
    return undefined;
  }
};

export const cognitoSignOut = async (): Promise<void> => {
  const loaded = await load();
  if (!loaded) return;
  try {
    await loaded.auth.signOut();
  } catch (err) {
    console.warn('signOut', err);
  }
};
