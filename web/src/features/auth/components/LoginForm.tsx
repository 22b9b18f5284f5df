import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useT } from '#web/lib/i18n.tsx';
import { loginSchema, type LoginValues } from '../lib/schemas.ts';
import { FormError } from './FormError.tsx';

export function LoginForm({
  onSubmit,
  onForgot,
  error,
  defaultEmail = '',
}: {
  onSubmit: (values: LoginValues) => Promise<void>;
  onForgot: (email: string) => void;
  error?: string | undefined;
  defaultEmail?: string;
}) {
  const t = useT();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: defaultEmail, password: '' } });

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
          data-testid="login-email"
          error={errors.email?.message ? t(errors.email.message) : undefined}
          {...register('email')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          data-testid="login-password"
          error={errors.password?.message ? t(errors.password.message) : undefined}
          {...register('password')}
        />
        <Group justify="flex-end">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onForgot(getValues('email'))}
            data-testid="login-forgot"
          >
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={isSubmitting} data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
