import { useState } from 'react';
import { Alert, Anchor, Button, Card, CopyButton, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { COBERTURAS_EMBARCACION } from '#shared/checkout/poliza.ts';
import { cotizacionEmbarcacionInputSchema, type CotizacionEmbarcacionInput } from '#shared/contract/schemas/checkout.ts';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { useUnsavedChangesGuard } from '#web/components/unsaved-changes.ts';
import { useT } from '#web/lib/i18n.tsx';
import { applyServerErrors } from '#web/lib/server-errors.ts';
import { toastError } from '#web/lib/toast.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useAseguradoras, useRegistrarEmbarcacion } from './api.ts';
import { EMBARCACIONES_PATH } from './rutas.ts';

/** What the form holds: the API body with the amounts and selects still allowed to be empty. */
interface Valores {
  nombre: string;
  sumaAsegurada: number | undefined;
  total: number | undefined;
  coberturaId: CotizacionEmbarcacionInput['coberturaId'] | null;
  aseguradoraId: number | null;
  tomador: { nombre: string; email: string };
}

const VACIO: Valores = {
  nombre: '',
  sumaAsegurada: undefined,
  total: undefined,
  coberturaId: null,
  aseguradoraId: null,
  tomador: { nombre: '', email: '' },
};
const CAMPOS = ['nombre', 'sumaAsegurada', 'total', 'coberturaId', 'aseguradoraId', 'tomador'] as const;

// The very schema the API validates with: the messages match the server's word for word.
const resolver = zodResolver(cotizacionEmbarcacionInputSchema) as unknown as Resolver<
  Valores,
  unknown,
  CotizacionEmbarcacionInput
>;

/** The registered quote: its checkout link, to copy and hand to the customer. */
function EnlaceRegistrado({ url, onOtra }: { url: string; onOtra: () => void }) {
  const t = useT();
  return (
    <Alert color="green" title={t('embarcaciones.nueva.lista')} data-testid="emb-registrada">
      <Stack gap="sm">
        <TextInput label={t('embarcaciones.nueva.enlace')} value={url} readOnly data-testid="emb-enlace" />
        <Group gap="sm">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button onClick={copy} color={copied ? 'teal' : undefined} data-testid="emb-enlace-copiar">
                {t(copied ? 'embarcaciones.enlaceCopiado' : 'embarcaciones.copiarEnlace')}
              </Button>
            )}
          </CopyButton>
          <Anchor href={url} target="_blank" rel="noopener" size="sm" data-testid="emb-enlace-abrir">
            {t('embarcaciones.abrirEnlace')}
          </Anchor>
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={onOtra} data-testid="emb-otra">
            {t('embarcaciones.nueva.otra')}
          </Button>
          <Button variant="subtle" component={Link} to={EMBARCACIONES_PATH} data-testid="emb-volver">
            {t('embarcaciones.nueva.volver')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * The producer's side of the boat checkout: registers a pleasure-boat quote (vessel, sum insured,
 * total in pesos, coverage, insurer, policyholder) with POST /v1/checkout and shows the checkout link
 * to hand to the customer, who pays it at /checkout.
 */
export function NuevaEmbarcacionPage() {
  const t = useT();
  const registrar = useRegistrarEmbarcacion();
  const aseguradoras = useAseguradoras();
  const [url, setUrl] = useState<string | null>(null);
  const [errorServidor, setErrorServidor] = useState<string | undefined>();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Valores, unknown, CotizacionEmbarcacionInput>({ resolver, mode: 'onTouched', defaultValues: VACIO });
  useUnsavedChangesGuard(isDirty && url === null);

  const onValid = async (body: CotizacionEmbarcacionInput) => {
    setErrorServidor(undefined);
    try {
      const r = await registrar.mutateAsync(body);
      setUrl(r.url);
    } catch (err) {
      toastError(t('embarcaciones.nueva.error'));
      setErrorServidor(applyServerErrors(err, setError, CAMPOS));
    }
  };
  const otra = () => {
    reset(VACIO);
    setUrl(null);
  };

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        {t('embarcaciones.nueva.title')}
      </Title>
      {url ? (
        <EnlaceRegistrado url={url} onOtra={otra} />
      ) : (
        <Card withBorder radius="lg" padding="lg">
          <form onSubmit={handleSubmit(onValid)} noValidate data-testid="emb-form">
            <Stack gap="md">
              {errorServidor ? (
                <Alert color="red" data-testid="emb-error">
                  {errorServidor}
                </Alert>
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('embarcaciones.nueva.nombre')}
                  withAsterisk
                  maxLength={80}
                  error={errors.nombre?.message}
                  data-testid="emb-nombre-input"
                  {...register('nombre')}
                />
                <Controller
                  control={control}
                  name="coberturaId"
                  render={({ field }) => (
                    <Select
                      label={t('embarcaciones.col.cobertura')}
                      withAsterisk
                      data={COBERTURAS_EMBARCACION.map((c) => ({ value: c.id, label: c.nombre }))}
                      value={field.value}
                      onChange={(v) => field.onChange(v)}
                      onBlur={field.onBlur}
                      error={errors.coberturaId?.message}
                      data-testid="emb-cobertura"
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="sumaAsegurada"
                  render={({ field }) => (
                    <MontoInput
                      label={t('embarcaciones.nueva.sumaAsegurada')}
                      required
                      moneda="$"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors.sumaAsegurada?.message}
                      testId="emb-suma"
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="total"
                  render={({ field }) => (
                    <MontoInput
                      label={t('embarcaciones.col.total')}
                      required
                      moneda="$"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors.total?.message}
                      testId="emb-total"
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="aseguradoraId"
                  render={({ field }) => (
                    <Select
                      label={t('embarcaciones.col.aseguradora')}
                      withAsterisk
                      searchable
                      data={(aseguradoras.data ?? []).map((a) => ({ value: String(a.id), label: a.nombre }))}
                      value={field.value === null ? null : String(field.value)}
                      onChange={(v) => field.onChange(v === null ? null : Number(v))}
                      onBlur={field.onBlur}
                      error={errors.aseguradoraId?.message}
                      data-testid="emb-aseguradora"
                    />
                  )}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('embarcaciones.nueva.tomador')}
                  withAsterisk
                  maxLength={100}
                  error={errors.tomador?.nombre?.message}
                  data-testid="emb-tomador"
                  {...register('tomador.nombre')}
                />
                <TextInput
                  label={t('embarcaciones.nueva.email')}
                  type="email"
                  withAsterisk
                  maxLength={150}
                  error={errors.tomador?.email?.message}
                  data-testid="emb-email"
                  {...register('tomador.email')}
                />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {t('embarcaciones.nueva.ayuda')}
              </Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" component={Link} to={EMBARCACIONES_PATH}>
                  {t('embarcaciones.nueva.cancelar')}
                </Button>
                <Button type="submit" loading={isSubmitting} data-testid="emb-registrar">
                  {t('embarcaciones.nueva.registrar')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}
