import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { CUOTA_POR_MINUTO, type Alcance } from '#shared/auth/maquinas.ts';
import { clienteMaquinaInputSchema } from '#shared/contract/schemas/cliente-maquina.ts';
import { formatInteger } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { applyServerErrors } from '#web/lib/server-errors.ts';
import { toastError } from '#web/lib/toast.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useCrearAppMaquina, type ConSecreto, type NuevoClienteMaquina } from './api.ts';

interface FormValues {
  nombre: string;
  correoAvisos: string;
  alcances: Alcance[];
  cuotaPorMinuto: number;
}

const FIELDS = ['nombre', 'correoAvisos', 'alcances', 'cuotaPorMinuto'] as const;
// The API's own schema: the same limits and messages on both sides.
const resolver = zodResolver(clienteMaquinaInputSchema) as unknown as Resolver<FormValues, unknown, NuevoClienteMaquina>;

/**
 * Creates a transport system's client with the scopes the author may grant (record 0164); the
 * answer's secret goes to the caller, which shows it once.
 */
export function NuevaAppModal({
  opened,
  otorgables,
  onClose,
  onCreada,
}: {
  opened: boolean;
  otorgables: readonly Alcance[];
  onClose: () => void;
  onCreada: (creada: ConSecreto) => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('apps.nueva.titulo')}
      closeOnClickOutside={false}
      data-testid="app-nueva-modal"
    >
      {opened ? <NuevaAppForm otorgables={otorgables} onClose={onClose} onCreada={onCreada} /> : null}
    </Modal>
  );
}

function NuevaAppForm({
  otorgables,
  onClose,
  onCreada,
}: {
  otorgables: readonly Alcance[];
  onClose: () => void;
  onCreada: (creada: ConSecreto) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const crear = useCrearAppMaquina();
  const [clave] = useState(() => crypto.randomUUID());
  const [serverError, setServerError] = useState<string | undefined>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, NuevoClienteMaquina>({
    resolver,
    mode: 'all',
    defaultValues: { nombre: '', correoAvisos: '', alcances: [], cuotaPorMinuto: CUOTA_POR_MINUTO.porDefecto },
  });

  const onValid = async (body: NuevoClienteMaquina) => {
    setServerError(undefined);
    try {
      onCreada(await crear.mutateAsync({ body, clave }));
    } catch (err) {
      toastError(t('apps.toast.fallo'));
      setServerError(applyServerErrors(err, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate data-testid="app-nueva-form">
      <Stack gap="md">
        {serverError ? (
          <Alert color="red" data-testid="app-nueva-error">
            {serverError}
          </Alert>
        ) : null}
        <TextInput
          label={t('apps.campo.nombre')}
          description={t('apps.campo.nombreAyuda')}
          withAsterisk
          error={errors.nombre?.message}
          // The modal focuses this field, not its close button: a keyboard user types the name at once.
          data-autofocus
          data-testid="app-nombre"
          {...register('nombre')}
        />
        <TextInput
          label={t('apps.campo.correoAvisos')}
          description={t('apps.campo.correoAvisosAyuda')}
          type="email"
          withAsterisk
          error={errors.correoAvisos?.message}
          data-testid="app-correo"
          {...register('correoAvisos')}
        />
        <Controller
          control={control}
          name="alcances"
          render={({ field }) => (
            <Checkbox.Group
              label={t('apps.campo.alcances')}
              description={t('apps.campo.alcancesAyuda')}
              withAsterisk
              value={field.value}
              onChange={(v) => field.onChange(v as Alcance[])}
              error={errors.alcances?.message}
              data-testid="app-alcances"
            >
              <Stack gap="xs" mt="xs">
                {otorgables.map((a) => (
                  <Checkbox key={a} value={a} label={t(`apps.alcance.${a}`)} data-testid={`app-alcance-${a}`} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={control}
          name="cuotaPorMinuto"
          render={({ field }) => (
            <NumberInput
              label={t('apps.campo.cuota')}
              description={t('apps.campo.cuotaAyuda', {
                min: formatInteger(CUOTA_POR_MINUTO.minima, locale),
                max: formatInteger(CUOTA_POR_MINUTO.maxima, locale),
              })}
              min={CUOTA_POR_MINUTO.minima}
              max={CUOTA_POR_MINUTO.maxima}
              allowDecimal={false}
              thousandSeparator="."
              decimalSeparator=","
              value={field.value}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
              onBlur={field.onBlur}
              error={errors.cuotaPorMinuto?.message}
              data-testid="app-cuota"
            />
          )}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={crear.isPending} data-testid="app-nueva-cancelar">
            {t('apps.cancelar')}
          </Button>
          <Button type="submit" loading={crear.isPending} data-testid="app-nueva-crear">
            {t('apps.nueva.crear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
