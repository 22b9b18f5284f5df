import { Checkbox, MultiSelect, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { PrecioCarga } from '#shared/contract/schemas/certificado-carga.ts';
import { FechaInput } from '#web/components/FechaInput.tsx';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { PaisSelect } from '#web/components/PaisSelect.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMercaderias, useModosTransporte } from '../api.ts';
import type { CargaControl } from './form.ts';

type Monto = 'valor' | 'flete' | 'demasGastos';

/** The shipment: trip, goods, the sum insured's components (as the specific-trip flow), reference and markup. */
export function ViajeFields({
  control,
  moneda,
  markup,
  conMarkup,
}: {
  control: CargaControl;
  /** The policy's currency symbol: the amounts are in it. */
  moneda: string;
  /** The issuer's bounds: its condition's (from the client's policies) or the last quote's. */
  markup: Pick<NonNullable<PrecioCarga['markup']>, 'minimo' | 'maximo' | 'sugerido'> | undefined;
  /** The markup is the issuer's business: only with markup.consultar. */
  conMarkup: boolean;
}) {
  const t = useT();
  const modos = useModosTransporte();
  const mercaderias = useMercaderias();

  const pais = (name: 'origenId' | 'destinoId') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PaisSelect
          label={t(`certCarga.${name}`)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          testId={`cert-${name}`}
        />
      )}
    />
  );
  const monto = (name: Monto) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MontoInput
          label={t(`certCarga.${name}`)}
          required={name === 'valor'}
          moneda={moneda}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          testId={`cert-${name}`}
        />
      )}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {pais('origenId')}
      {pais('destinoId')}
      <Controller
        control={control}
        name="transporteIds"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={t('certCarga.transportes')}
            withAsterisk
            data={(modos.data ?? []).map((m) => ({ value: String(m.id), label: m.nombre }))}
            value={field.value.map(String)}
            onChange={(v) => field.onChange(v.map(Number))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            data-testid="cert-transportes-input"
          />
        )}
      />
      <Controller
        control={control}
        name="fechaSalida"
        render={({ field, fieldState }) => (
          <FechaInput
            label={t('certCarga.fechaSalida')}
            required
            desde="cualquiera"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            testId="cert-fechaSalida"
          />
        )}
      />
      <Controller
        control={control}
        name="mercaderiaId"
        render={({ field, fieldState }) => (
          <Select
            label={t('certCarga.mercaderia')}
            withAsterisk
            searchable
            data={(mercaderias.data ?? []).map((m) => ({ value: String(m.id), label: m.nombre }))}
            value={field.value === null ? null : String(field.value)}
            onChange={(v) => field.onChange(v === null ? null : Number(v))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            data-testid="cert-mercaderia"
          />
        )}
      />
      <Controller
        control={control}
        name="esMercaderiaUsada"
        render={({ field }) => (
          <Checkbox
            mt={{ md: 32 }}
            label={t('certCarga.usada')}
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            data-testid="cert-usada"
          />
        )}
      />
      {monto('valor')}
      {monto('flete')}
      {monto('demasGastos')}
      <Controller
        control={control}
        name="beneficioImaginario"
        render={({ field, fieldState }) => (
          <NumberInput
            label={t('certCarga.beneficioImaginario')}
            rightSection="%"
            decimalSeparator=","
            decimalScale={2}
            allowNegative={false}
            hideControls
            value={field.value ?? ''}
            onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            data-testid="cert-beneficioImaginario"
          />
        )}
      />
      <Controller
        control={control}
        name="nroReferenciaInterna"
        render={({ field, fieldState }) => (
          <TextInput
            label={t('certCarga.col.referencia')}
            maxLength={100}
            {...field}
            error={fieldState.error?.message}
            data-testid="cert-referencia"
          />
        )}
      />
      {conMarkup ? (
        <Controller
          control={control}
          name="markup"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('certCarga.markup')}
              rightSection="%"
              decimalSeparator=","
              decimalScale={2}
              allowNegative={false}
              hideControls
              value={field.value ?? ''}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              description={
                // Without an issuer condition there are no bounds to show (both 0).
                markup && markup.maximo > 0 ? (
                  <Text span size="xs" data-testid="cert-markup-hint">
                    {t('certCarga.markupHint', {
                      minimo: formatNumber(markup.minimo),
                      maximo: formatNumber(markup.maximo),
                      sugerido: formatNumber(markup.sugerido),
                    })}
                  </Text>
                ) : (
                  t('certCarga.markupSugerido')
                )
              }
              data-testid="cert-markup"
            />
          )}
        />
      ) : null}
    </SimpleGrid>
  );
}
