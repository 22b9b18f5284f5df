import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useT } from '#web/lib/i18n.tsx';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { newPasswordSchema, type NewPasswordValues } from '../lib/schemas.ts';
import { FormError } from './FormError.tsx';
import { NuevaClaveFields } from './NuevaClaveFields.tsx';

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
        <NuevaClaveFields
          register={register}
          errors={errors}
          testIds={{ password: 'new-password', confirm: 'new-password-confirm' }}
          autoFocus
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
