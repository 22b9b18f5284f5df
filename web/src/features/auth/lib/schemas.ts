import * as z from 'zod';
import { DIGITO, MAYUSCULA, MINUSCULA, POLITICA_CONTRASENA } from '#shared/auth/contrasena.ts';

/** Form schemas of the auth screens. Messages are i18n keys, rendered with t(). */
const email = z
  .string()
  .trim()
  .min(1, { error: 'auth.validation.emailRequired' })
  .max(150, { error: 'auth.validation.emailTooLong' })
  .pipe(z.email({ error: 'auth.validation.emailInvalid' }));

/** The user pool's policy (shared/auth/contrasena.ts): what the form accepts, Cognito accepts. */
const newPassword = z
  .string()
  .min(POLITICA_CONTRASENA.longitudMinima, { error: 'auth.validation.passwordTooShort' })
  .regex(MINUSCULA, { error: 'auth.validation.passwordWeak' })
  .regex(MAYUSCULA, { error: 'auth.validation.passwordWeak' })
  .regex(DIGITO, { error: 'auth.validation.passwordWeak' });

export const loginSchema = z.object({
  email,
  password: z.string().min(1, { error: 'auth.validation.passwordRequired' }),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** A new password typed twice: the shape and the match rule every password-setting form shares. */
const nuevaClave = { password: newPassword, confirm: z.string().min(1, { error: 'auth.validation.confirmRequired' }) };
const coinciden = (v: { password: string; confirm: string }) => v.password === v.confirm;
const noCoinciden = { error: 'auth.validation.passwordMismatch', path: ['confirm'] };

export const newPasswordSchema = z.object(nuevaClave).refine(coinciden, noCoinciden);
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const forgotRequestSchema = z.object({ email });
export type ForgotRequestValues = z.infer<typeof forgotRequestSchema>;

export const forgotConfirmSchema = z
  .object({ code: z.string().trim().min(1, { error: 'auth.validation.codeRequired' }), ...nuevaClave })
  .refine(coinciden, noCoinciden);
export type ForgotConfirmValues = z.infer<typeof forgotConfirmSchema>;
