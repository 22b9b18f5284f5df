/**
 * The password policy of the user pool: the Cognito pool (infra/stacks/auth-stack.ts), the local
 * emulator's pool, the portal's forms and the temporary passwords of invitations all read it here, so
 * a password the portal accepts is one Cognito accepts, and an invitation's satisfies both.
 */
export const POLITICA_CONTRASENA = {
  longitudMinima: 10,
  minusculas: true,
  mayusculas: true,
  digitos: true,
  // Length compensates (cdk-nag's AwsSolutions-COG1 is acknowledged with this reason).
  simbolos: false,
} as const;

export const MINUSCULA = /[a-z]/;
export const MAYUSCULA = /[A-Z]/;
export const DIGITO = /[0-9]/;

/** Whether a password satisfies the policy. */
export const cumplePolitica = (clave: string): boolean =>
  clave.length >= POLITICA_CONTRASENA.longitudMinima && MINUSCULA.test(clave) && MAYUSCULA.test(clave) && DIGITO.test(clave);
