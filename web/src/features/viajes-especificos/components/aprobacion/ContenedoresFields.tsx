import { NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useT } from '#web/lib/i18n.tsx';
import {
  ajustarContenedores,
  type AprobacionValues,
  clampContenedores,
  type Contenedor,
  MAX_CONTENEDORES,
  TIPOS_CONTENEDOR,
} from './preguntas.ts';

interface ContenedoresFieldsProps {
  form: UseFormReturn<AprobacionValues>;
  errors: FieldErrors<AprobacionValues>;
  contenedores: readonly Partial<Contenedor>[];
  simboloMoneda: string;
}

/** A non-bulk shipment: how many containers (the rows follow the count) and each one's type and value. */
export function ContenedoresFields({ form, errors, contenedores, simboloMoneda }: ContenedoresFieldsProps) {
  const t = useT();
  const { control, setValue, getValues } = form;

  const setCantidad = (raw: number | string) => {
    const n = clampContenedores(raw);
    setValue('cantidadContenedores', n, { shouldValidate: true, shouldTouch: true });
    setValue('contenedores', ajustarContenedores(getValues('contenedores'), n));
  };

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="cantidadContenedores"
        render={({ field }) => (
          <NumberInput
            label={t('veAprobacion.cantidadContenedores')}
            description={t('veAprobacion.cantidadContenedoresHint', { max: MAX_CONTENEDORES })}
            withAsterisk
            min={0}
            max={MAX_CONTENEDORES}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            w={260}
            value={field.value ?? ''}
            onChange={setCantidad}
            onBlur={field.onBlur}
            error={errors.cantidadContenedores?.message}
            data-testid="aprobacion-cantidad"
          />
        )}
      />
      {contenedores.map((_, i) => (
        <SimpleGrid key={i} cols={{ base: 1, sm: 2 }} data-testid="aprobacion-contenedor">
          <Controller
            control={control}
            name={`contenedores.${i}.tipo`}
            render={({ field }) => (
              <Select
                label={t('veAprobacion.contenedor.tipo', { n: i + 1 })}
                withAsterisk
                data={TIPOS_CONTENEDOR}
                value={field.value ?? null}
                onChange={(v) => {
                  field.onChange(v);
                  field.onBlur();
                }}
                onBlur={field.onBlur}
                error={errors.contenedores?.[i]?.tipo?.message}
                data-testid={`aprobacion-contenedor-tipo-${i}`}
              />
            )}
          />
          <Controller
            control={control}
            name={`contenedores.${i}.valor`}
            render={({ field }) => (
              <NumberInput
                label={t('veAprobacion.contenedor.valor', { n: i + 1 })}
                withAsterisk
                min={0}
                decimalScale={2}
                decimalSeparator=","
                thousandSeparator="."
                prefix={`${simboloMoneda} `}
                value={field.value ?? ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                onBlur={field.onBlur}
                error={errors.contenedores?.[i]?.valor?.message}
                data-testid={`aprobacion-contenedor-valor-${i}`}
              />
            )}
          />
        </SimpleGrid>
      ))}
    </Stack>
  );
}
