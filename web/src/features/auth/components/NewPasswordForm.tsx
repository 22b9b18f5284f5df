import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useT } from '#web/lib/i18n.tsx';
import { newPasswordSchema, type NewPasswordValues } from '../lib/schemas.ts';
import { FormError } from './FormError.tsx';

/** First login: Cognito asks to replace the temporary password (NEW_PASSWORD_REQUIRED). */
export function NewPasswordForm({
  onSubmit,
  onCancel,
  error,
}: {
  onSubmit: (values: NewPasswordValues) => Promise<void>;
  onCancel: () => void;
  error?: string | undefined;
}) {
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirm: '' } });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        <Text size="sm" c="dimmed">
          {t('auth.password.rules')}
        </Text>
        <PasswordInput
          label={t('auth.newPassword.password')}
          autoComplete="new-password"
          autoFocus
          data-testid="new-password"
          error={errors.password?.message ? t(errors.password.message) : undefined}
          {...register('password')}
        />
        <PasswordInput
          label={t('auth.newPassword.confirm')}
          autoComplete="new-password"
          data-testid="new-password-confirm"
          error={errors.confirm?.message ? t(errors.confirm.message) : undefined}
          {...register('confirm')}
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting} data-testid="new-password-submit">
          {t('auth.newPassword.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onCancel}>
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
