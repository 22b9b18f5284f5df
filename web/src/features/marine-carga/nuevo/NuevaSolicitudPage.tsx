import { useState } from 'react';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { INCOTERMS, LIMITES_TRANSPORTE } from '#shared/contract/schemas/suscripcion.ts';
import { EntidadSelect } from '#web/components/EntidadSelect.tsx';
import { MonedaSelect } from '#web/components/MonedaSelect.tsx';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { setServerFieldErrors } from '#web/lib/server-errors.ts';
import { toastError } from '#web/lib/toast.ts';
import { useMonedas } from '#web/lib/moneda.ts';
import { detallePath, LISTA_PATH, useEnviarSolicitud } from '../api.ts';
import { GRUPOS, resolver, VACIO, type SuscripcionFormValues } from './form.ts';

type Campo = FieldPath<SuscripcionFormValues>;

/**
 * 'Suscribir Negocios de Marine Carga - Transportes' (spec 2 §2.5, §3.6, §4.4, §5.3): the insured, the
 * goods and the coverage, every field required. An invalid submit shows every error and sends
 * nothing; a sent request disables the form and links to its follow-up; a refusal shows its message.
 */
export function NuevaSolicitudPage() {
  const t = useT();
  const { empresa } = useLayoutContext();
  const monedas = useMonedas();
  const enviar = useEnviarSolicitud();
  const [clave] = useState(() => crypto.randomUUID());
  const [enviada, setEnviada] = useState<{ id: number; numero: string } | null>(null);
  const form = useForm<SuscripcionFormValues, unknown, Parameters<typeof enviar.mutate>[0]['body']>({
    resolver,
    defaultValues: VACIO,
  });
  const { register, control, formState } = form;
  const bloqueado = enviada !== null || enviar.isPending;
  const simbolo = monedas.data?.find((m) => m.id === form.watch('bienesAsegurado.moneda'))?.simbolo ?? '';
  const error = (campo: Campo) => {
    const partes = campo.split('.');
    let e: unknown = formState.errors;
    for (const p of partes) e = (e as Record<string, unknown> | undefined)?.[p];
    return (e as { message?: string } | undefined)?.message;
  };
  const texto = (campo: Campo, etiqueta: string, largo = false) =>
    largo ? (
      <Textarea
        label={t(etiqueta)}
        withAsterisk
        autosize
        minRows={2}
        {...register(campo)}
        error={error(campo)}
        disabled={bloqueado}
        data-testid={`suscripcion-${campo}`}
      />
    ) : (
      <TextInput
        label={t(etiqueta)}
        withAsterisk
        {...register(campo)}
        error={error(campo)}
        disabled={bloqueado}
        data-testid={`suscripcion-${campo}`}
      />
    );
  const monto = (campo: Campo, etiqueta: string) => (
    <Controller
      control={control}
      name={campo}
      render={({ field }) => (
        <MontoInput
          label={t(etiqueta)}
          required
          moneda={simbolo || '—'}
          value={field.value as number | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error(campo)}
          disabled={bloqueado}
          testId={`suscripcion-${campo}`}
        />
      )}
    />
  );

  const onSubmit = form.handleSubmit((body) =>
    enviar.mutate(
      { body, clave },
      {
        onSuccess: (r) => setEnviada(r),
        onError: (e) => {
          const resto = setServerFieldErrors(isApiError(e) ? e.errors : [], form.setError, GRUPOS);
          toastError(resto.join(', ') || (e instanceof Error ? e.message : String(e)));
        },
      },
    ),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="lg">
        <Breadcrumbs data-testid="suscripcion-migas">
          <Text size="sm">{t('menu.marineCarga')}</Text>
          <Anchor component={Link} to={LISTA_PATH} size="sm">
            {t('menu.marineCargaTransporte')}
          </Anchor>
          <Text size="sm">{t('suscripcion.nuevo')}</Text>
        </Breadcrumbs>
        <Title order={1} size="h2">
          {t('suscripcion.titulo')}
        </Title>
        {enviada ? (
          <Alert color="green" title={t('suscripcion.enviada')} data-testid="suscripcion-enviada">
            <Group gap="xs">
              <Text size="sm">{t('suscripcion.enviadaNumero', { numero: enviada.numero })}</Text>
              <Anchor component={Link} to={detallePath(enviada.id)} size="sm" data-testid="suscripcion-seguimiento">
                {t('suscripcion.verSeguimiento')}
              </Anchor>
            </Group>
          </Alert>
        ) : null}
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t('suscripcion.grupo.asegurado')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Controller
              control={control}
              name="asegurado.beneficiario"
              render={({ field }) => (
                <EntidadSelect
                  label={t('suscripcion.asegurado')}
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  productorId={empresa?.empresa.tipo === 'productor' ? empresa.empresa.id : undefined}
                  error={error('asegurado.beneficiario') ?? error('asegurado.beneficiario.id' as Campo)}
                  disabled={bloqueado}
                  data-testid="suscripcion-asegurado"
                />
              )}
            />
            {texto('asegurado.direccionFiscalCompleta', 'suscripcion.direccionFiscal')}
            {texto('asegurado.giroDelAsegurado', 'suscripcion.giro')}
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t('suscripcion.grupo.bienes')}
          </Title>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <Controller
                control={control}
                name="bienesAsegurado.moneda"
                render={({ field }) => (
                  <MonedaSelect
                    monedas={monedas.data ?? []}
                    value={field.value}
                    onChange={field.onChange}
                    error={error('bienesAsegurado.moneda')}
                    disabled={bloqueado}
                  />
                )}
              />
              {monto('bienesAsegurado.sumaAsegurada', 'suscripcion.sumaAsegurada')}
              <Controller
                control={control}
                name="bienesAsegurado.incoterms"
                render={({ field }) => (
                  <MultiSelect
                    label={t('suscripcion.incoterms')}
                    withAsterisk
                    data={[...INCOTERMS]}
                    searchable
                    value={field.value}
                    onChange={field.onChange}
                    error={error('bienesAsegurado.incoterms')}
                    disabled={bloqueado}
                    data-testid="suscripcion-incoterms"
                  />
                )}
              />
            </SimpleGrid>
            {texto('bienesAsegurado.descripcion', 'suscripcion.descripcion', true)}
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {texto('bienesAsegurado.territorialidad', 'suscripcion.territorialidad')}
              {texto('bienesAsegurado.embalaje', 'suscripcion.embalaje')}
            </SimpleGrid>
            {texto('bienesAsegurado.siniestralidad', 'suscripcion.siniestralidad', true)}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t('suscripcion.grupo.cobertura')}
          </Title>
          <Stack gap="sm">
            {texto('cobertura.requerida', 'suscripcion.coberturaRequerida')}
            <Text size="sm" fw={500}>
              {t('suscripcion.limites')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
              {LIMITES_TRANSPORTE.map((l) => (
                <div key={l}>{monto(`cobertura.limite.${l}`, `suscripcion.limite.${l}`)}</div>
              ))}
            </SimpleGrid>
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={enviar.isPending} disabled={enviada !== null} data-testid="suscripcion-enviar">
            {t('suscripcion.enviar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
