import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { MAX_CONTENEDORES_POR_TIPO } from '#shared/certificados/precio-contenedores.ts';
import { FechaInput } from '#web/components/FechaInput.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { LINEA_VACIA, type ContenedoresControl } from './form.ts';

type Fecha = 'fechaSalida' | 'fechaLlegada' | 'fechaDevolucion';

/**
 * The trip (start, end, return of the containers), the containers (a type and a count per row, each
 * type once: a row offers only the types no other row took) and the internal reference.
 */
export function ContenedoresFields({
  control,
  tipos,
}: {
  control: ContenedoresControl;
  /** The types the form offers: those the issuer's condition prices, or the whole catalogue. */
  tipos: readonly { id: number; nombre: string; codigo: string }[];
}) {
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control, name: 'contenedores' });
  const lineas = useWatch({ control, name: 'contenedores' });
  const { errors } = useFormState({ control, name: 'contenedores' });
  const errorLista = errors.contenedores?.message ?? errors.contenedores?.root?.message;

  const fecha = (name: Fecha) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FechaInput
          label={t(`certCont.${name}`)}
          required
          desde="cualquiera"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          testId={`cont-${name}`}
        />
      )}
    />
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {fecha('fechaSalida')}
        {fecha('fechaLlegada')}
        {fecha('fechaDevolucion')}
      </SimpleGrid>
      <Stack gap="xs" data-testid="cont-lineas">
        <Text size="sm" fw={500}>
          {t('certCont.contenedores')}
        </Text>
        {fields.map((f, i) => {
          const tomados = new Set(lineas.filter((_, j) => j !== i).map((l) => l.idTipo));
          return (
            <Group key={f.id} align="flex-start" gap="sm" wrap="nowrap" data-testid="cont-linea">
              <Controller
                control={control}
                name={`contenedores.${i}.idTipo`}
                render={({ field, fieldState }) => (
                  <Select
                    style={{ flex: 2 }}
                    aria-label={t('certCont.tipo')}
                    placeholder={t('certCont.tipo')}
                    data={tipos
                      .filter((x) => !tomados.has(x.id))
                      .map((x) => ({ value: String(x.id), label: `${x.nombre} (${x.codigo})` }))}
                    value={field.value === null ? null : String(field.value)}
                    onChange={(v) => field.onChange(v === null ? null : Number(v))}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    data-testid="cont-tipo"
                  />
                )}
              />
              <Controller
                control={control}
                name={`contenedores.${i}.cantidad`}
                render={({ field, fieldState }) => (
                  <NumberInput
                    style={{ flex: 1 }}
                    aria-label={t('certCont.cantidad')}
                    placeholder={t('certCont.cantidad')}
                    min={1}
                    max={MAX_CONTENEDORES_POR_TIPO}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator="."
                    decimalSeparator=","
                    value={field.value ?? ''}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    data-testid="cont-cantidad"
                  />
                )}
              />
              <Button
                variant="subtle"
                color="red"
                mt={4}
                size="compact-sm"
                disabled={fields.length === 1}
                onClick={() => remove(i)}
                data-testid="cont-quitar"
              >
                {t('certCont.quitar')}
              </Button>
            </Group>
          );
        })}
        {errorLista ? (
          <Text size="xs" c="red" data-testid="cont-lineas-error">
            {errorLista}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={fields.length >= tipos.length}
            onClick={() => append(LINEA_VACIA)}
            data-testid="cont-agregar"
          >
            + {t('certCont.agregar')}
          </Button>
        </Group>
      </Stack>
      <Controller
        control={control}
        name="nroReferenciaInterna"
        render={({ field, fieldState }) => (
          <TextInput
            label={t('certCarga.col.referencia')}
            maxLength={100}
            {...field}
            error={fieldState.error?.message}
            data-testid="cont-referencia-input"
          />
        )}
      />
    </Stack>
  );
}
