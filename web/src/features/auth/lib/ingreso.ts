/**
 * The sign-in form's own check, without a validation library: it is the first screen most visitors
 * load (decision 0176). Messages are i18n keys; Cognito decides the rest.
 */
export interface LoginValues {
  email: string;
  password: string;
}
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The e-mail's shape, as far as a typo goes: something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const EMAIL_MAX = 150;

export const validarIngreso = (v: LoginValues): { valores: LoginValues; errores: LoginErrors } => {
  const email = v.email.trim();
  const errores: LoginErrors = {};
  if (!email) errores.email = 'auth.validation.emailRequired';
  else if (email.length > EMAIL_MAX) errores.email = 'auth.validation.emailTooLong';
  else if (!EMAIL.test(email)) errores.email = 'auth.validation.emailInvalid';
  if (!v.password) errores.password = 'auth.validation.passwordRequired';
  return { valores: { email, password: v.password }, errores };
};
