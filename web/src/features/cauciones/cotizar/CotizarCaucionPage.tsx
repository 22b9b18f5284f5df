import { useState } from 'react';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { IDS_TIPO_CAUCION, PLAZO_MAXIMO_MESES, type TipoCaucionAduanera } from '#shared/caucion/tipos.ts';
import { EntidadSelect } from '#web/components/EntidadSelect.tsx';
import { MonedaSelect } from '#web/components/MonedaSelect.tsx';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useMonedas } from '#web/lib/moneda.ts';
import { setServerFieldErrors } from '#web/lib/server-errors.ts';
import { toastError } from '#web/lib/toast.ts';
import { detallePath, LISTA_PATH, usePedirCotizacion } from '../api.ts';
import { CAMPOS, resolver, VACIO, type CaucionFormValues } from './form.ts';

type Campo = FieldPath<CaucionFormValues>;

/**
 * 'Cotizar caución aduanera' (issue 27 item 25): asks the insurer to quote a customs bond for a
 * tomador. No rating is specified, so nothing is priced here: the request goes to the insurer's desk,
 * which answers in the request's follow-up. An invalid submit shows every error and sends nothing.
 */
export function CotizarCaucionPage() {
  const t = useT();
  const { empresa } = useLayoutContext();
  const monedas = useMonedas();
  const pedir = usePedirCotizacion();
  const [clave] = useState(() => crypto.randomUUID());
  const [enviada, setEnviada] = useState<{ id: number; numero: string } | null>(null);
  const form = useForm<CaucionFormValues, unknown, Parameters<typeof pedir.mutate>[0]['body']>({
    resolver,
    defaultValues: VACIO,
  });
  const { register, control, formState } = form;
  const bloqueado = enviada !== null || pedir.isPending;
  const simbolo = monedas.data?.find((m) => m.id === form.watch('moneda'))?.simbolo ?? '—';
  const error = (campo: Campo) =>
    (formState.errors[campo as keyof CaucionFormValues] as { message?: string } | undefined)?.message;

  const onSubmit = form.handleSubmit((body) =>
    pedir.mutate(
      { body, clave },
      {
        onSuccess: (r) => setEnviada(r),
        onError: (e) => {
          const resto = setServerFieldErrors(isApiError(e) ? e.errors : [], form.setError, CAMPOS);
          toastError(resto.join(', ') || (e instanceof Error ? e.message : String(e)));
        },
      },
    ),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="lg">
        <Breadcrumbs>
          <Text size="sm">{t('menu.cauciones')}</Text>
          <Anchor component={Link} to={LISTA_PATH} size="sm">
            {t('menu.caucionesAduaneras')}
          </Anchor>
          <Text size="sm">{t('caucion.cotizar')}</Text>
        </Breadcrumbs>
        <Title order={1} size="h2">
          {t('caucion.titulo')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('caucion.explicacion')}
        </Text>
        {enviada ? (
          <Alert color="green" title={t('caucion.enviada')} data-testid="caucion-enviada">
            <Group gap="xs">
              <Text size="sm">{t('caucion.enviadaNumero', { numero: enviada.numero })}</Text>
              <Anchor component={Link} to={detallePath(enviada.id)} size="sm" data-testid="caucion-seguimiento">
                {t('suscripcion.verSeguimiento')}
              </Anchor>
            </Group>
          </Alert>
        ) : null}
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Controller
                control={control}
                name="tomador"
                render={({ field }) => (
                  <EntidadSelect
                    label={t('caucion.tomador')}
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    productorId={empresa?.empresa.tipo === 'productor' ? empresa.empresa.id : undefined}
                    error={error('tomador') ?? error('tomador.id' as Campo)}
                    disabled={bloqueado}
                    data-testid="caucion-tomador"
                  />
                )}
              />
              <Controller
                control={control}
                name="tipo"
                render={({ field }) => (
                  <Select
                    label={t('caucion.tipo')}
                    withAsterisk
                    data={IDS_TIPO_CAUCION.map((id) => ({ value: id, label: t(`caucion.tipo.${id}`) }))}
                    value={field.value}
                    onChange={(v) => field.onChange(v as TipoCaucionAduanera | null)}
                    onBlur={field.onBlur}
                    error={error('tipo')}
                    disabled={bloqueado}
                    data-testid="caucion-tipo"
                  />
                )}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <Controller
                control={control}
                name="moneda"
                render={({ field }) => (
                  <MonedaSelect
                    monedas={monedas.data ?? []}
                    value={field.value}
                    onChange={field.onChange}
                    error={error('moneda')}
                    disabled={bloqueado}
                    testId="caucion-moneda"
                  />
                )}
              />
              <Controller
                control={control}
                name="sumaAsegurada"
                render={({ field }) => (
                  <MontoInput
                    label={t('suscripcion.sumaAsegurada')}
                    required
                    moneda={simbolo}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={error('sumaAsegurada')}
                    disabled={bloqueado}
                    testId="caucion-suma"
                  />
                )}
              />
              <Controller
                control={control}
                name="plazoMeses"
                render={({ field }) => (
                  <NumberInput
                    label={t('caucion.plazoMeses')}
                    withAsterisk
                    min={1}
                    max={PLAZO_MAXIMO_MESES}
                    allowDecimal={false}
                    allowNegative={false}
                    value={field.value ?? ''}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                    onBlur={field.onBlur}
                    error={error('plazoMeses')}
                    disabled={bloqueado}
                    data-testid="caucion-plazo"
                  />
                )}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextInput
                label={t('caucion.aduana')}
                description={t('caucion.aduanaAyuda')}
                withAsterisk
                maxLength={120}
                {...register('aduana')}
                error={error('aduana')}
                disabled={bloqueado}
                data-testid="caucion-aduana"
              />
              <TextInput
                label={t('caucion.destinacion')}
                description={t('caucion.destinacionAyuda')}
                maxLength={40}
                {...register('destinacion')}
                error={error('destinacion')}
                disabled={bloqueado}
                data-testid="caucion-destinacion"
              />
            </SimpleGrid>
            <Textarea
              label={t('caucion.observaciones')}
              autosize
              minRows={3}
              maxLength={2000}
              {...register('observaciones')}
              error={error('observaciones')}
              disabled={bloqueado}
              data-testid="caucion-observaciones"
            />
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={pedir.isPending} disabled={enviada !== null} data-testid="caucion-enviar">
            {t('caucion.enviar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
