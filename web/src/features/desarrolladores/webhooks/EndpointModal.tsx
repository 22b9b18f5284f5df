import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { endpointInputSchema } from '#shared/contract/schemas/webhook.ts';
import { etiquetaEvento, IDS_EVENTO_WEBHOOK, type EventoWebhook } from '#shared/webhooks/eventos.ts';
import { useT } from '#web/lib/i18n.tsx';
import { applyServerErrors } from '#web/lib/server-errors.ts';
import { toastError } from '#web/lib/toast.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useCambiarEndpoint, useCrearEndpoint, type Endpoint, type EndpointConSecreto, type NuevoEndpoint } from './api.ts';

interface FormValues {
  url: string;
  descripcion: string;
  eventos: EventoWebhook[];
}

const FIELDS = ['url', 'descripcion', 'eventos'] as const;
// The API's own schema: the same limits and messages on both sides (whether the URL may be reached is the server's).
const resolver = zodResolver(endpointInputSchema) as unknown as Resolver<FormValues, unknown, NuevoEndpoint>;

/** Registers an endpoint (the answer's secret goes to the caller, which shows it once) or edits one. */
export function EndpointModal({
  abierto,
  editando,
  onClose,
  onCreado,
}: {
  abierto: boolean;
  /** The endpoint to edit; null registers a new one. */
  editando: Endpoint | null;
  onClose: () => void;
  onCreado: (creado: EndpointConSecreto) => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={abierto}
      onClose={onClose}
      title={t(editando ? 'webhooks.editar.titulo' : 'webhooks.nuevo.titulo')}
      closeOnClickOutside={false}
      data-testid="webhook-modal"
    >
      {abierto ? <EndpointForm editando={editando} onClose={onClose} onCreado={onCreado} /> : null}
    </Modal>
  );
}

function EndpointForm({
  editando,
  onClose,
  onCreado,
}: {
  editando: Endpoint | null;
  onClose: () => void;
  onCreado: (creado: EndpointConSecreto) => void;
}) {
  const t = useT();
  const crear = useCrearEndpoint();
  const cambiar = useCambiarEndpoint();
  const [clave] = useState(() => crypto.randomUUID());
  const [serverError, setServerError] = useState<string | undefined>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, NuevoEndpoint>({
    resolver,
    mode: 'all',
    defaultValues: {
      url: editando?.url ?? '',
      descripcion: editando?.descripcion ?? '',
      eventos: editando?.eventos ?? [],
    },
  });
  const ocupado = crear.isPending || cambiar.isPending;

  const onValid = async (body: NuevoEndpoint) => {
    setServerError(undefined);
    try {
      if (editando) {
        await cambiar.mutateAsync({ endpointId: editando.id, body });
        onClose();
      } else onCreado(await crear.mutateAsync({ body, clave }));
    } catch (err) {
      toastError(t('webhooks.toast.fallo'));
      setServerError(applyServerErrors(err, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate data-testid="webhook-form">
      <Stack gap="md">
        {serverError ? (
          <Alert color="red" data-testid="webhook-form-error">
            {serverError}
          </Alert>
        ) : null}
        <TextInput
          label={t('webhooks.campo.url')}
          description={t('webhooks.campo.urlAyuda')}
          placeholder="https://"
          type="url"
          withAsterisk
          error={errors.url?.message}
          data-autofocus
          data-testid="webhook-url"
          {...register('url')}
        />
        <TextInput
          label={t('webhooks.campo.descripcion')}
          error={errors.descripcion?.message}
          data-testid="webhook-descripcion"
          {...register('descripcion')}
        />
        <Controller
          control={control}
          name="eventos"
          render={({ field }) => (
            <Checkbox.Group
              label={t('webhooks.campo.eventos')}
              withAsterisk
              value={field.value}
              onChange={(v) => field.onChange(v as EventoWebhook[])}
              error={errors.eventos?.message}
              data-testid="webhook-eventos"
            >
              <Stack gap="xs" mt="xs">
                {IDS_EVENTO_WEBHOOK.map((id) => (
                  <Checkbox key={id} value={id} label={t(etiquetaEvento(id))} data-testid={`webhook-evento-${id}`} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={ocupado} data-testid="webhook-cancelar">
            {t('apps.cancelar')}
          </Button>
          <Button type="submit" loading={ocupado} data-testid="webhook-guardar">
            {t(editando ? 'webhooks.editar.guardar' : 'webhooks.nuevo.crear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
