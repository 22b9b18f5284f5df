import * as z from 'zod/mini';
import { DIGITO, MAYUSCULA, MINUSCULA, POLITICA_CONTRASENA } from '#shared/auth/contrasena.ts';

/** Form schemas of the auth screens past the sign-in form (zod/mini; the sign-in form checks by hand: lib/ingreso.ts). Messages are i18n keys, rendered with t(). */
const email = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'auth.validation.emailRequired' }),
      z.maxLength(150, { error: 'auth.validation.emailTooLong' }),
    ),
  z.email({ error: 'auth.validation.emailInvalid' }),
);

/** The user pool's policy (shared/auth/contrasena.ts): what the form accepts, Cognito accepts. */
const newPassword = z
  .string()
  .check(
    z.minLength(POLITICA_CONTRASENA.longitudMinima, { error: 'auth.validation.passwordTooShort' }),
    z.regex(MINUSCULA, { error: 'auth.validation.passwordWeak' }),
    z.regex(MAYUSCULA, { error: 'auth.validation.passwordWeak' }),
    z.regex(DIGITO, { error: 'auth.validation.passwordWeak' }),
  );

/** A new password typed twice: the shape and the match rule every password-setting form shares. */
const nuevaClave = {
  password: newPassword,
  confirm: z.string().check(z.minLength(1, { error: 'auth.validation.confirmRequired' })),
};
const coinciden = z.refine<{ password: string; confirm: string }>((v) => v.password === v.confirm, {
  error: 'auth.validation.passwordMismatch',
  path: ['confirm'],
});

export const newPasswordSchema = z.object(nuevaClave).check(coinciden);
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const forgotRequestSchema = z.object({ email });
export type ForgotRequestValues = z.infer<typeof forgotRequestSchema>;

export const forgotConfirmSchema = z
  .object({
    code: z.string().check(z.trim(), z.minLength(1, { error: 'auth.validation.codeRequired' })),
    ...nuevaClave,
  })
  .check(coinciden);
export type ForgotConfirmValues = z.infer<typeof forgotConfirmSchema>;
