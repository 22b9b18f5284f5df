import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { polizaUpdateSchema, type Poliza, type PolizaUpdate } from '#shared/contract/schemas/poliza.ts';
import { RAMOS } from '#shared/polizas/reglas.ts';
import { EmpresaSelect } from '#web/components/EmpresaSelect.tsx';
import { FechaInput } from '#web/components/FechaInput.tsx';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { PaisSelect } from '#web/components/PaisSelect.tsx';
import { useUnsavedChangesGuard } from '#web/components/unsaved-changes.ts';
import { useT } from '#web/lib/i18n.tsx';
import { usePrimerasEmpresas } from '#web/lib/list-empresas.ts';
import { applyServerErrors } from '#web/lib/server-errors.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useCatalogo } from '../api.ts';
import { CAMPOS_POLIZA, valoresIniciales, type PolizaFormValues } from '../lib/formulario.ts';
import { ExclusionesPoliza } from './ExclusionesPoliza.tsx';
import { DeduciblesTabla, EndososTabla, LimitesTabla } from './TablasPoliza.tsx';

// The very schema the API validates with, so the messages match the server word for word.
const resolver = zodResolver(polizaUpdateSchema) as unknown as Resolver<PolizaFormValues, unknown, PolizaUpdate>;

function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {titulo}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export interface PolizaFormProps {
  poliza: Poliza | undefined;
  /** Annulled, or the user may only read: every field disabled, no save. */
  soloLectura: boolean;
  /** Saves and answers the policy as stored (the form starts again from it). */
  onGuardar: (body: PolizaUpdate) => Promise<Poliza>;
  /** After a save, once leaving the page no longer asks (a create goes on to the new policy's page). */
  onGuardada: (poliza: Poliza) => void;
  onCancelar: () => void;
}

/** The policy editor's sections: general data, period, rate, coverage and deductibles, limits, endorsements. */
export function PolizaForm({ poliza, soloLectura, onGuardar, onGuardada, onCancelar }: PolizaFormProps) {
  const t = useT();
  const [serverError, setServerError] = useState<string | undefined>();
  const monedas = useCatalogo('monedas').data ?? [];
  const aseguradoras = (usePrimerasEmpresas().data?.empresas ?? []).filter((e) => e.tipo === 'aseguradora');
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PolizaFormValues, unknown, PolizaUpdate>({ resolver, mode: 'all', defaultValues: valoresIniciales(poliza) });
  const { allowNavigation } = useUnsavedChangesGuard(isDirty);
  const monedaId = useWatch({ control, name: 'monedaId' });
  const simbolo = monedas.find((m) => m.id === monedaId)?.simbolo ?? '';

  const onValid = async (body: PolizaUpdate) => {
    setServerError(undefined);
    try {
      const guardada = await onGuardar(body);
      allowNavigation();
      reset(valoresIniciales(guardada));
      onGuardada(guardada);
    } catch (err) {
      setServerError(applyServerErrors(err, setError, CAMPOS_POLIZA, { arrays: ['endosos', 'limitesPorEmbarque'] }));
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate data-testid="poliza-form">
      <fieldset disabled={soloLectura} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          {serverError ? (
            <Alert color="red" data-testid="poliza-server-error">
              {serverError}
            </Alert>
          ) : null}
          <Seccion titulo={t('polizas.form.datosGenerales')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('polizas.form.numero')}
                withAsterisk
                error={errors.numero?.message}
                data-testid="poliza-numero"
                {...register('numero')}
              />
              <TextInput
                label={t('polizas.form.nombre')}
                withAsterisk
                error={errors.nombre?.message}
                data-testid="poliza-nombre"
                {...register('nombre')}
              />
              <Controller
                control={control}
                name="aseguradoraId"
                render={({ field }) => (
                  <EmpresaSelect
                    label={t('polizas.form.aseguradora')}
                    withAsterisk
                    solo={aseguradoras.map((a) => a.id)}
                    formatLabel={(e) => e.nombre}
                    conocidas={poliza ? [{ ...poliza.aseguradora, cif: '' }] : []}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={soloLectura}
                    error={errors.aseguradoraId?.message}
                    data-testid="poliza-aseguradora"
                  />
                )}
              />
              <Controller
                control={control}
                name="ramo"
                render={({ field }) => (
                  <Stack gap={4}>
                    <Input.Label required>{t('polizas.form.ramo')}</Input.Label>
                    <SegmentedControl
                      data={RAMOS.map((r) => ({ value: r, label: t(`polizas.ramo.${r}`) }))}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      disabled={soloLectura}
                      data-testid="poliza-ramo"
                    />
                  </Stack>
                )}
              />
              <Controller
                control={control}
                name="monedaId"
                render={({ field }) => (
                  <Select
                    label={t('polizas.form.moneda')}
                    withAsterisk
                    data={monedas.map((m) => ({ value: String(m.id), label: `${m.nombre} (${m.codigo})` }))}
                    value={field.value === null ? null : String(field.value)}
                    onChange={(v) => field.onChange(v === null ? null : Number(v))}
                    onBlur={field.onBlur}
                    error={errors.monedaId?.message}
                    data-testid="poliza-moneda"
                  />
                )}
              />
              <Controller
                control={control}
                name="paisId"
                render={({ field }) => (
                  <PaisSelect
                    label={t('polizas.form.pais')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.paisId?.message}
                    testId="poliza-pais"
                  />
                )}
              />
            </SimpleGrid>
          </Seccion>

          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Seccion titulo={t('polizas.form.vigencia')}>
              <SimpleGrid cols={2}>
                {(['vigenciaDesde', 'vigenciaHasta'] as const).map((campo) => (
                  <Controller
                    key={campo}
                    control={control}
                    name={campo}
                    render={({ field }) => (
                      <FechaInput
                        desde="cualquiera"
                        required
                        label={t(campo === 'vigenciaDesde' ? 'polizas.form.desde' : 'polizas.form.hasta')}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={errors[campo]?.message}
                        testId={`poliza-${campo}`}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
            </Seccion>
            <Seccion titulo={t('polizas.form.tarifa')}>
              <SimpleGrid cols={2}>
                <Controller
                  control={control}
                  name="tasa"
                  render={({ field }) => (
                    <NumberInput
                      label={t('polizas.form.tasa')}
                      withAsterisk
                      suffix=" %"
                      decimalSeparator=","
                      thousandSeparator="."
                      decimalScale={4}
                      allowNegative={false}
                      hideControls
                      value={field.value ?? ''}
                      onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                      onBlur={field.onBlur}
                      error={errors.tasa?.message}
                      data-testid="poliza-tasa"
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="primaMinima"
                  render={({ field }) => (
                    <MontoInput
                      label={t('polizas.form.primaMinima')}
                      required
                      moneda={simbolo}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors.primaMinima?.message}
                      testId="poliza-prima-minima"
                    />
                  )}
                />
              </SimpleGrid>
            </Seccion>
          </SimpleGrid>

          <Seccion titulo={t('polizas.form.cobertura')}>
            <TextInput
              label={t('polizas.form.coberturaNombre')}
              withAsterisk
              error={errors.cobertura?.nombre?.message}
              data-testid="poliza-cobertura"
              {...register('cobertura.nombre')}
            />
            <DeduciblesTabla control={control} errors={errors} moneda={simbolo} />
          </Seccion>

          <Seccion titulo={t('polizas.form.limites')}>
            <LimitesTabla control={control} errors={errors} moneda={simbolo} />
          </Seccion>

          <Seccion titulo={t('polizas.form.endosos')}>
            <EndososTabla control={control} errors={errors} />
          </Seccion>

          <Seccion titulo={t('polizas.form.exclusiones')}>
            <ExclusionesPoliza control={control} errors={errors} soloLectura={soloLectura} />
          </Seccion>
        </Stack>
      </fieldset>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancelar} data-testid="poliza-cancelar">
          {t(soloLectura ? 'common.back' : 'polizas.form.cancelar')}
        </Button>
        {soloLectura ? null : (
          <Button type="submit" loading={isSubmitting} data-testid="poliza-guardar">
            {t('polizas.form.guardar')}
          </Button>
        )}
      </Group>
    </form>
  );
}
