import { useState } from 'react';
import { Alert, Button, Card, Group, MultiSelect, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { ROLES_USUARIO_CLIENTE } from '#shared/clientes/listas.ts';
import { usuarioClienteInputSchema, type UsuarioClienteBody } from '#shared/contract/schemas/cliente.ts';
import { PaisSelect } from '#web/components/PaisSelect.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { applyServerErrors } from '#web/lib/server-errors.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';

interface Valores {
  email: string;
  nombreYApellido: string;
  idNacionalidad: number | null;
  telefono: string;
  onboarding: boolean;
  roles: UsuarioClienteBody['roles'];
}

const resolver = zodResolver(usuarioClienteInputSchema) as unknown as Resolver<Valores, unknown, UsuarioClienteBody>;
const CAMPOS = ['email', 'nombreYApellido', 'idNacionalidad', 'telefono', 'onboarding', 'roles'];

/**
 * The inline 'Agregar usuario' form (spec 1 §2.4). Not a <form>: it sits inside the client's own form,
 * so its Guardar validates and submits by hand. Onboarding starts at No (spec 1 §9).
 */
export function UsuarioClienteForm({
  onGuardar,
  onCerrar,
}: {
  onGuardar: (body: UsuarioClienteBody) => Promise<unknown>;
  onCerrar: () => void;
}) {
  const t = useT();
  const [serverError, setServerError] = useState<string | undefined>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Valores, unknown, UsuarioClienteBody>({
    resolver,
    // Errors show as a field changes (spec 1 §5.3), not on blur: a message appearing on blur
    // moves what is below between the press and the release of a click.
    mode: 'onChange',
    defaultValues: { email: '', nombreYApellido: '', idNacionalidad: null, telefono: '', onboarding: false, roles: [] },
  });
  const guardar = handleSubmit(async (body) => {
    setServerError(undefined);
    try {
      await onGuardar(body);
      onCerrar();
    } catch (err) {
      setServerError(applyServerErrors(err, setError, CAMPOS));
    }
  });

  return (
    <Card withBorder radius="md" padding="md" data-testid="usuario-cliente-form">
      <Stack gap="sm">
        {serverError ? (
          <Alert color="red" data-testid="usuario-cliente-error">
            {serverError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('clientes.usuarios.email')}
            withAsterisk
            type="email"
            error={errors.email?.message}
            data-testid="usuario-cliente-email"
            {...register('email')}
          />
          <TextInput
            label={t('clientes.usuarios.nombreYApellido')}
            withAsterisk
            error={errors.nombreYApellido?.message}
            data-testid="usuario-cliente-nombre"
            {...register('nombreYApellido')}
          />
          <Controller
            control={control}
            name="idNacionalidad"
            render={({ field }) => (
              <PaisSelect
                label={t('clientes.usuarios.nacionalidad')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.idNacionalidad?.message}
                testId="usuario-cliente-nacionalidad"
              />
            )}
          />
          <TextInput
            label={t('clientes.usuarios.telefono')}
            withAsterisk
            error={errors.telefono?.message}
            data-testid="usuario-cliente-telefono"
            {...register('telefono')}
          />
          <Controller
            control={control}
            name="onboarding"
            render={({ field }) => (
              <Radio.Group
                label={t('clientes.usuarios.onboarding')}
                description={t('clientes.usuarios.onboardingAyuda')}
                value={field.value ? 'si' : 'no'}
                onChange={(v) => field.onChange(v === 'si')}
              >
                <Group mt={8}>
                  <Radio value="si" label={t('clientes.si')} data-testid="usuario-cliente-onboarding-si" />
                  <Radio value="no" label={t('clientes.no')} data-testid="usuario-cliente-onboarding-no" />
                </Group>
              </Radio.Group>
            )}
          />
          <Controller
            control={control}
            name="roles"
            render={({ field }) => (
              <MultiSelect
                label={t('clientes.usuarios.roles')}
                withAsterisk
                data={ROLES_USUARIO_CLIENTE.map((r) => ({ value: r.id, label: t(`clientes.rol.${r.id}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                error={errors.roles?.message}
                data-testid="usuario-cliente-roles"
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCerrar} data-testid="usuario-cliente-cancelar">
            {t('clientes.cancelar')}
          </Button>
          <Button onClick={() => void guardar()} loading={isSubmitting} data-testid="usuario-cliente-guardar">
            {t('clientes.guardar')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
