import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { ClaveInput } from '#web/components/ClaveInput.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { validarIngreso, type LoginErrors, type LoginValues } from '../lib/ingreso.ts';
import { FormError } from './FormError.tsx';

/** Two fields checked by hand (lib/ingreso.ts): no form library on the sign-in screen's first load (decision 0176). */
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
  const [valores, setValores] = useState<LoginValues>({ email: defaultEmail, password: '' });
  const [errores, setErrores] = useState<LoginErrors>({});
  // After a first try, each change re-checks (as the other forms do once submitted).
  const [intentado, setIntentado] = useState(false);
  const [enviando, setEnviando] = useState(false);

  const cambiar = (campo: keyof LoginValues) => (e: { currentTarget: HTMLInputElement }) => {
    const nuevos = { ...valores, [campo]: e.currentTarget.value };
    setValores(nuevos);
    if (intentado) setErrores(validarIngreso(nuevos).errores);
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setIntentado(true);
    const { valores: limpios, errores: encontrados } = validarIngreso(valores);
    setErrores(encontrados);
    if (Object.keys(encontrados).length) return;
    setEnviando(true);
    try {
      await onSubmit(limpios);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        <TextInput
          label={t('auth.login.email')}
          placeholder={t('auth.login.emailPlaceholder')}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          data-testid="login-email"
          value={valores.email}
          onChange={cambiar('email')}
          error={errores.email ? t(errores.email) : undefined}
        />
        <ClaveInput
          label={t('auth.login.password')}
          name="password"
          autoComplete="current-password"
          data-testid="login-password"
          value={valores.password}
          onChange={cambiar('password')}
          error={errores.password ? t(errores.password) : undefined}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={() => onForgot(valores.email)} data-testid="login-forgot">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={enviando} data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
