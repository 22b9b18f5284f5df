import { useState } from 'react';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { puedeEditarAcceso } from '#shared/auth/otorgar.ts';
import { usuarioInputSchema, type Usuario, type UsuarioInput } from '#shared/contract/schemas/usuario.ts';
import { PaisSelect } from '#web/components/PaisSelect.tsx';
import { useUnsavedChangesGuard } from '#web/components/unsaved-changes.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMe } from '#web/lib/me.ts';
import { applyServerErrors } from '#web/lib/server-errors.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useCreateUsuario, useUpdateUsuario } from '../api.ts';
import { paresEmpresaRol } from '../lib/permisos.ts';
import { EMPTY_ROW, initialValues, type UsuarioBase, type UsuarioFormValues } from '../lib/usuario-form.ts';
import { newIdempotencyKey } from '../lib/retry.ts';
import { PermisosFields } from './PermisosFields.tsx';

const FIELDS = ['nombre', 'apellido', 'email', 'idPais', 'empresas'] as const;

// The very schema the API validates with, so the messages match the server word for word.
const resolver = zodResolver(usuarioInputSchema) as unknown as Resolver<UsuarioFormValues, unknown, UsuarioInput>;

export function UsuarioForm({
  id,
  usuario,
  base,
  onClose,
  onClone,
}: {
  id: number | undefined;
  usuario: Usuario | undefined;
  base: UsuarioBase | undefined;
  onClose: () => void;
  onClone: (base: UsuarioBase) => void;
}) {
  const t = useT();
  const create = useCreateUsuario();
  const update = useUpdateUsuario();
  const [serverError, setServerError] = useState<string | undefined>();
  const [askClone, setAskClone] = useState(false);

  const {
    control,
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UsuarioFormValues, unknown, UsuarioInput>({
    resolver,
    // Messages show once a field is dirty or touched (spec 1 §5.1); submit validates everything.
    mode: 'all',
    defaultValues: initialValues(usuario, base),
  });
  // Leaving the page (or closing the tab) with unsaved changes asks first (spec 3 §2.10).
  useUnsavedChangesGuard(isDirty);
  const fieldArray = useFieldArray({ control, name: 'empresas' });
  const rows = useWatch({ control, name: 'empresas' });

  const saving = isSubmitting || create.isPending || update.isPending;
  const me = useMe();
  // Only someone who administers every company of the user changes who owns the account (the e-mail).
  const accesoBloqueado =
    usuario !== undefined &&
    me.data !== undefined &&
    !puedeEditarAcceso(paresEmpresaRol(me.data.empresas), paresEmpresaRol(usuario.empresas));

  const onValid = async (body: UsuarioInput) => {
    setServerError(undefined);
    try {
      if (id === undefined) {
        await create.mutateAsync({ body, idempotencyKey: newIdempotencyKey() });
        toastSuccess(t('usuarios.toast.saved'));
        reset(getValues());
        setAskClone(true);
      } else {
        await update.mutateAsync({ id, body });
        toastSuccess(t('usuarios.toast.saved'));
        reset(getValues());
        onClose();
      }
    } catch (err) {
      toastError(t('usuarios.toast.failed'));
      setServerError(applyServerErrors(err, setError, FIELDS, { arrays: ['empresas'] }));
    }
  };

  const createAnother = () => {
    const { idPais, empresas } = getValues();
    reset({ nombre: '', apellido: '', email: '', idPais, empresas });
    setServerError(undefined);
    setAskClone(false);
  };

  if (askClone) {
    return (
      <Stack gap="lg" data-testid="usuario-clone-prompt">
        <Text>{t('usuarios.editor.clonePrompt')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="usuario-clone-no">
            {t('usuarios.editor.cloneNo')}
          </Button>
          <Button onClick={createAnother} data-testid="usuario-clone-yes">
            {t('usuarios.editor.cloneYes')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate data-testid="usuario-form">
      <Stack gap="md">
        {serverError ? (
          <Alert color="red" data-testid="usuario-server-error">
            {serverError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('usuarios.editor.nombre')}
            withAsterisk
            data-testid="usuario-nombre"
            error={errors.nombre?.message}
            {...register('nombre')}
          />
          <TextInput
            label={t('usuarios.editor.apellido')}
            withAsterisk
            data-testid="usuario-apellido"
            error={errors.apellido?.message}
            {...register('apellido')}
          />
          <TextInput
            label={t('usuarios.editor.email')}
            type="email"
            withAsterisk
            readOnly={accesoBloqueado}
            description={accesoBloqueado ? t('usuarios.editor.accesoNoEditable') : undefined}
            data-testid="usuario-email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Controller
            control={control}
            name="idPais"
            render={({ field }) => (
              <PaisSelect
                label={t('usuarios.editor.pais')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.idPais?.message}
                testId="usuario-pais"
              />
            )}
          />
        </SimpleGrid>

        <PermisosFields
          control={control}
          rows={rows}
          fields={fieldArray.fields}
          onAdd={() => fieldArray.append({ ...EMPTY_ROW })}
          onRemove={fieldArray.remove}
          errors={errors.empresas}
          editing={id !== undefined}
        />

        <Group justify="space-between" mt="md">
          <Group gap="xs">
            {saving ? (
              <>
                <Loader size="xs" />
                <Text size="sm" c="dimmed" data-testid="usuario-saving">
                  {t('usuarios.editor.saving')}
                </Text>
              </>
            ) : null}
          </Group>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving} data-testid="usuario-cancel">
              {t('usuarios.editor.cancel')}
            </Button>
            {id !== undefined ? (
              <Button
                variant="light"
                disabled={saving}
                onClick={() => {
                  const { idPais, empresas } = getValues();
                  onClone({ idPais, empresas });
                }}
                data-testid="usuario-clone"
              >
                {t('usuarios.editor.clone')}
              </Button>
            ) : null}
            <Button type="submit" loading={saving} data-testid="usuario-save">
              {t('usuarios.editor.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
