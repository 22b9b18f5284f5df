import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import type { ContratacionCustodia } from '#shared/custodia/formularios.ts';
import { tarifaCustodia } from '#shared/custodia/tarifa.ts';
import { FechaInput } from '#web/components/FechaInput.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { hoyIso, mascaraHora } from '#web/lib/fecha.ts';
import { useT } from '#web/lib/i18n.tsx';
import { setServerFieldErrors } from '#web/lib/server-errors.ts';
import { toastError } from '#web/lib/toast.ts';
import { useContratarCustodia, type CertificadoCustodia } from './api.ts';
import { avisarRespuesta } from './avisos.ts';
import { CONTRATAR_VACIO, resolverContratar, type ContratarFormValues } from './form.ts';
import type { CotizacionObtenida } from './ResultadoCotizacion.tsx';

const CAMPOS = ['date', 'hour', 'email', 'driver', 'tripDetails'] as const;

/**
 * Step 'Contratar' (spec 2 §2.4, §5.2): start day (not before today) and 24-hour time, the driver, other
 * details (GPS monitoring among them) and the contact e-mail; the plan and its price restated just
 * above the button, so nobody hires without seeing what it costs. A hire the provider accepts closes the
 * modal; one Idempotency-Key per attempt, so a double click or a retry hires once.
 */
export function PasoContratar({
  certificado,
  cotizacion,
  onVolver,
  onContratada,
}: {
  certificado: CertificadoCustodia;
  cotizacion: CotizacionObtenida;
  onVolver: () => void;
  onContratada: () => void;
}) {
  const t = useT();
  const contratar = useContratarCustodia();
  const [hoy] = useState(hoyIso);
  const [clave, setClave] = useState(() => crypto.randomUUID());
  const form = useForm<ContratarFormValues, unknown, ContratacionCustodia>({
    resolver: resolverContratar(hoy),
    defaultValues: CONTRATAR_VACIO,
    mode: 'onTouched',
  });
  const error = (campo: FieldPath<ContratarFormValues>) => form.getFieldState(campo, form.formState).error?.message;
  const texto = (campo: FieldPath<ContratarFormValues>, etiqueta: string, props: Record<string, unknown> = {}) => (
    <TextInput
      label={t(etiqueta)}
      withAsterisk
      {...form.register(campo)}
      {...props}
      error={error(campo)}
      disabled={contratar.isPending}
      data-testid={`custodia-${campo.replaceAll('.', '-')}`}
    />
  );

  const enviar = form.handleSubmit(
    (valores) =>
      contratar.mutate(
        {
          clave,
          body: { ...valores, idCertificado: certificado.id, ramo: certificado.ramo, uid: cotizacion.uid },
        },
        {
          onSuccess: (r) => {
            setClave(crypto.randomUUID());
            avisarRespuesta(t, 'contratar', r);
            if (r.isSuccessfull) onContratada();
          },
          onError: (e) => {
            if (isApiError(e) && e.status !== 0) setClave(crypto.randomUUID());
            const resto = setServerFieldErrors(isApiError(e) ? e.errors : [], form.setError, CAMPOS);
            if (isApiError(e) && e.errors.length > resto.length) return toastError(t('custodia.toast.revise'));
            avisarRespuesta(t, 'contratar', { fallo: e });
          },
        },
      ),
    () => toastError(t('custodia.toast.revise')),
  );

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate data-testid="custodia-form-contratar">
      <Stack gap="md">
        <Text size="sm" c="dimmed" data-testid="custodia-contratar-plan">
          {cotizacion.plan.name} · {cotizacion.plan.description}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="date"
            render={({ field, fieldState }) => (
              <FechaInput
                label={t('custodia.fecha')}
                required
                desde="hoy"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                disabled={contratar.isPending}
                testId="custodia-date"
              />
            )}
          />
          <Controller
            control={form.control}
            name="hour"
            render={({ field, fieldState }) => (
              <TextInput
                label={t('custodia.hora')}
                withAsterisk
                placeholder="hh:mm"
                inputMode="numeric"
                maxLength={5}
                value={field.value}
                onChange={(e) => field.onChange(mascaraHora(e.currentTarget.value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                disabled={contratar.isPending}
                data-testid="custodia-hour"
              />
            )}
          />
        </SimpleGrid>
        <Title order={3} size="h6">
          {t('custodia.chofer')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {texto('driver.name', 'custodia.chofer.nombre', { maxLength: 50 })}
          {texto('driver.company', 'custodia.chofer.empresa', { maxLength: 50 })}
          {texto('driver.licensePlate', 'custodia.chofer.patente', { maxLength: 10 })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {texto('driver.phone.codeCountry', 'custodia.telefono.pais', { maxLength: 5, placeholder: '+54', inputMode: 'tel' })}
          {texto('driver.phone.area', 'custodia.telefono.area', { maxLength: 3, placeholder: '11', inputMode: 'numeric' })}
          {texto('driver.phone.number', 'custodia.telefono.numero', { maxLength: 8, inputMode: 'numeric' })}
        </SimpleGrid>
        <Textarea
          label={t('custodia.detalles')}
          description={t('custodia.detalles.ayuda')}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.register('tripDetails')}
          error={error('tripDetails')}
          disabled={contratar.isPending}
          data-testid="custodia-tripDetails"
        />
        {texto('email', 'custodia.email', { type: 'email' })}
        <Text fw={600} data-testid="custodia-contratar-precio">
          {t('custodia.contratar.precio', { plan: cotizacion.plan.name, tarifa: tarifaCustodia(cotizacion.rate) })}
        </Text>
        <Group justify="space-between">
          <Button variant="default" onClick={onVolver} disabled={contratar.isPending} data-testid="custodia-volver">
            {t('custodia.volver')}
          </Button>
          <Button type="submit" loading={contratar.isPending} data-testid="custodia-contratar">
            {t('custodia.contratar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
