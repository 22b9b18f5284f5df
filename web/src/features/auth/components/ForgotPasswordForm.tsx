import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useT } from '#web/lib/i18n.tsx';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { forgotConfirmSchema, forgotRequestSchema, type ForgotConfirmValues, type ForgotRequestValues } from '../lib/schemas.ts';
import { FormError } from './FormError.tsx';
import { NuevaClaveFields } from './NuevaClaveFields.tsx';

/** Step 1 of 'Olvidé mi contraseña': the e-mail to send the code to. */
export function ForgotRequestForm({
  defaultEmail,
  onSubmit,
  onCancel,
  error,
}: {
  defaultEmail: string;
  onSubmit: (values: ForgotRequestValues) => Promise<void>;
  onCancel: () => void;
  error?: string | undefined;
}) {
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotRequestValues>({ resolver: zodResolver(forgotRequestSchema), defaultValues: { email: defaultEmail } });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        <TextInput
          label={t('auth.login.email')}
          placeholder={t('auth.login.emailPlaceholder')}
          type="email"
          autoComplete="username"
          autoFocus
          data-testid="forgot-email"
          error={errors.email?.message ? t(errors.email.message) : undefined}
          {...register('email')}
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting} data-testid="forgot-submit">
          {t('auth.forgot.sendCode')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onCancel}>
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

/** Step 2: the code received by e-mail and the new password. */
export function ForgotConfirmForm({
  email,
  onSubmit,
  onResend,
  onCancel,
  error,
}: {
  email: string;
  onSubmit: (values: ForgotConfirmValues) => Promise<void>;
  onResend: () => Promise<void>;
  onCancel: () => void;
  error?: string | undefined;
}) {
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotConfirmValues>({
    resolver: zodResolver(forgotConfirmSchema),
    defaultValues: { code: '', password: '', confirm: '' },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        <Text size="sm">{t('auth.forgot.codeSent', { email })}</Text>
        <TextInput
          label={t('auth.forgot.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          data-testid="forgot-code"
          error={errors.code?.message ? t(errors.code.message) : undefined}
          {...register('code')}
        />
        <NuevaClaveFields
          register={register}
          errors={errors}
          testIds={{ password: 'forgot-password', confirm: 'forgot-confirm' }}
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting} data-testid="forgot-confirm-submit">
          {t('auth.forgot.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => void onResend()}>
          {t('auth.forgot.resend')}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={onCancel}>
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
