import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { clienteInputSchema, type Cliente, type ClienteInput } from '#shared/contract/schemas/cliente.ts';
import { PaisSelect } from '#web/components/PaisSelect.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { applyServerErrors } from '#web/lib/server-errors.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { useCreateCliente } from '#web/lib/clientes.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';

/** Which party the user is creating: the same operation and form, its own title and messages. */
export type TipoParte = 'tomador' | 'beneficiario';

const TEXTOS: Record<TipoParte, { title: string; saving: string; created: string; failed: string }> = {
  beneficiario: {
    title: 'beneficiarios.create.title',
    saving: 'beneficiarios.create.saving',
    created: 'beneficiarios.toast.created',
    failed: 'beneficiarios.toast.failed',
  },
  tomador: {
    title: 'tomadores.create.title',
    saving: 'tomadores.create.saving',
    created: 'tomadores.toast.created',
    failed: 'tomadores.toast.failed',
  },
};

export interface ParteCreateModalProps {
  tipo: TipoParte;
  opened: boolean;
  onClose: () => void;
  onCreated?: (cliente: Cliente) => void;
  /**
   * The producer the party belongs to (the quote's). Without it the server makes it the working
   * company's, which is the same producer for a broker.
   */
  productorId?: number | undefined;
}

interface FormValues {
  nombre: string;
  cif: string;
  idPais: number | null;
  email: string;
  markup: number | null;
}

const FIELDS = ['nombre', 'cif', 'idPais', 'email', 'markup'] as const;
const EMPTY: FormValues = { nombre: '', cif: '', idPais: null, email: '', markup: null };

// The schema the API validates with: same messages, the CIF checked by country.
const resolver = zodResolver(clienteInputSchema) as unknown as Resolver<FormValues, unknown, ClienteInput>;

/**
 * Creates a tomador or beneficiario, from Beneficiarios or from inside the quote (spec 3 §8.2:
 * 'Tomador creado con éxito', 'Beneficiario creado con éxito'), with the CIF checked by country.
 */
export function ParteCreateModal({ tipo, opened, onClose, onCreated, productorId }: ParteCreateModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(TEXTOS[tipo].title)}
      closeOnClickOutside={false}
      data-testid="beneficiario-modal"
    >
      {opened ? <ParteForm tipo={tipo} onClose={onClose} onCreated={onCreated} productorId={productorId} /> : null}
    </Modal>
  );
}

function ParteForm({
  tipo,
  onClose,
  onCreated,
  productorId,
}: Omit<ParteCreateModalProps, 'opened' | 'onCreated'> & { onCreated: ((cliente: Cliente) => void) | undefined }) {
  const t = useT();
  const textos = TEXTOS[tipo];
  const create = useCreateCliente();
  const [serverError, setServerError] = useState<string | undefined>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ClienteInput>({ resolver, mode: 'all', defaultValues: EMPTY });

  const saving = isSubmitting || create.isPending;

  const onValid = async (body: ClienteInput) => {
    setServerError(undefined);
    try {
      const cliente = await create.mutateAsync({
        body: { ...body, ...(productorId ? { productorId } : {}) },
        idempotencyKey: crypto.randomUUID(),
      });
      toastSuccess(t(textos.created));
      onCreated?.(cliente);
      onClose();
    } catch (err) {
      toastError(t(textos.failed));
      // The CIF already in use is about the field too.
      if (isApiError(err) && err.status === 409 && /CIF/.test(err.message)) {
        setError('cif', { type: 'server', message: err.message }, { shouldFocus: true });
        return;
      }
      setServerError(applyServerErrors(err, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate data-testid="beneficiario-form">
      <Stack gap="md">
        {serverError ? (
          <Alert color="red" data-testid="beneficiario-server-error">
            {serverError}
          </Alert>
        ) : null}
        <TextInput
          label={t('beneficiarios.field.nombre')}
          withAsterisk
          data-testid="beneficiario-nombre"
          error={errors.nombre?.message}
          {...register('nombre')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="idPais"
            render={({ field }) => (
              <PaisSelect
                label={t('beneficiarios.field.pais')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.idPais?.message}
                testId="beneficiario-pais"
              />
            )}
          />
          <TextInput
            label={t('beneficiarios.field.cif')}
            withAsterisk
            data-testid="beneficiario-cif"
            error={errors.cif?.message}
            {...register('cif')}
          />
          <TextInput
            label={t('beneficiarios.field.email')}
            type="email"
            data-testid="beneficiario-email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Controller
            control={control}
            name="markup"
            render={({ field }) => (
              <NumberInput
                label={t('beneficiarios.field.markup')}
                description={t('beneficiarios.field.markupHint')}
                min={0}
                max={100}
                decimalScale={2}
                decimalSeparator=","
                thousandSeparator="."
                suffix=" %"
                value={field.value ?? ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                onBlur={field.onBlur}
                error={errors.markup?.message}
                data-testid="beneficiario-markup"
              />
            )}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="md">
          <Group gap="xs">
            {saving ? (
              <>
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {t(textos.saving)}
                </Text>
              </>
            ) : null}
          </Group>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving} data-testid="beneficiario-cancel">
              {t('beneficiarios.create.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="beneficiario-save">
              {t('beneficiarios.create.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
