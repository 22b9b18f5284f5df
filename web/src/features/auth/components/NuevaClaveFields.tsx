import { Text } from '@mantine/core';
import { ClaveInput } from '#web/components/ClaveInput.tsx';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { useT } from '#web/lib/i18n.tsx';
import { POLITICA_CONTRASENA } from '#shared/auth/contrasena.ts';

type ConClave = { password: string; confirm: string };

interface Props<T extends ConClave> {
  register: UseFormRegister<T>;
  errors: FieldErrors<ConClave>;
  /** Test ids of the two inputs. */
  testIds: { password: string; confirm: string };
  autoFocus?: boolean;
}

/** The password rules and the new password typed twice, as the first-login and reset forms ask them. */
export function NuevaClaveFields<T extends ConClave>({ register, errors, testIds, autoFocus }: Props<T>) {
  const t = useT();
  return (
    <>
      <Text size="xs" c="dimmed">
        {t('auth.password.rules', { min: POLITICA_CONTRASENA.longitudMinima })}
      </Text>
      <ClaveInput
        label={t('auth.newPassword.password')}
        autoComplete="new-password"
        autoFocus={autoFocus}
        data-testid={testIds.password}
        error={errors.password?.message ? t(errors.password.message, { min: POLITICA_CONTRASENA.longitudMinima }) : undefined}
        {...register('password' as Path<T>)}
      />
      <ClaveInput
        label={t('auth.newPassword.confirm')}
        autoComplete="new-password"
        data-testid={testIds.confirm}
        error={errors.confirm?.message ? t(errors.confirm.message) : undefined}
        {...register('confirm' as Path<T>)}
      />
    </>
  );
}
