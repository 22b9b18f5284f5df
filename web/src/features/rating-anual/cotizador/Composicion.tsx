import type { ReactNode } from 'react';
import { ActionIcon, Box, Button, Card, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  disponibles,
  filaNueva,
  sinFila,
  tasaDeValor,
  valorDeTasa,
  type FilaComposicion,
} from '#shared/rating-anual/composicion.ts';
import { IconPlus, IconTrash } from '#web/components/icons.tsx';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { Composicion as Campo, CotizadorValues } from './form.ts';

type Fila = FilaComposicion & Record<string, unknown>;

/** An amount cell: as wide as the row allows, never under what 999.999.999,99 needs. */
export const CELDA_MONTO = { flex: '1 1 150px', minWidth: 150 } as const;

/**
 * One MAE composition (goods, operations or transports; spec 2 §3.9, §4.5): rows of an item, its
 * percent of the MAE and its amount, each editing the other (valor = tasa × MAE / 100), the amount
 * never above the MAE; an item chosen in one row is not offered in the others; rows take the four
 * colours in turn; removing the only row resets it. `extra` draws a kind's own cell (new or used
 * goods, a transport's maximum liability).
 */
export function Composicion({
  form,
  campo,
  titulo,
  opciones,
  moneda,
  nueva,
  extra,
}: {
  form: UseFormReturn<CotizadorValues>;
  campo: Campo;
  titulo: string;
  opciones: readonly { id: number; nombre: string }[];
  moneda: string;
  /** The kind's own fields of a new row. */
  nueva: Record<string, unknown>;
  extra?: (i: number, fila: Fila, cambiar: (cambios: Partial<Fila>) => void) => ReactNode;
}) {
  const t = useT();
  const filas = (useWatch({ control: form.control, name: campo }) ?? []) as Fila[];
  const mae = useWatch({ control: form.control, name: 'mae.monto' }) ?? 0;
  const errores = form.formState.errors[campo] as
    ({ root?: { message?: string } } & Record<number, Record<string, { message?: string } | undefined> | undefined>) | undefined;
  const poner = (nuevas: Fila[]) =>
    form.setValue(campo, nuevas as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const cambiar = (i: number) => (cambios: Partial<Fila>) => poner(filas.map((f, j) => (j === i ? { ...f, ...cambios } : f)));
  const total = filas.reduce((s, f) => s + f.valor, 0);

  return (
    <Card withBorder radius="md" padding="md" data-testid={`composicion-${campo}`}>
      <Group justify="space-between" mb="xs">
        <Title order={4} size="h5">
          {titulo}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={filas.length >= opciones.length}
          onClick={() => poner([...filas, { ...filaNueva(filas, mae), ...nueva }])}
          data-testid={`composicion-${campo}-agregar`}
        >
          {t('cotizadorAnual.agregarFila')}
        </Button>
      </Group>
      <Stack gap="xs">
        {filas.map((f, i) => (
          // The row's colour as its left edge; on a phone its cells wrap (item above, percent and amounts below).
          <Group
            key={i}
            gap="xs"
            align="flex-start"
            wrap="wrap"
            pl="xs"
            style={{ borderLeft: `6px solid ${f.color}`, borderRadius: 3 }}
            data-testid={`composicion-${campo}-fila-${i}`}
          >
            <Select
              style={{ flex: '2 1 220px', minWidth: 0 }}
              aria-label={titulo}
              placeholder={t('cotizadorAnual.elegir')}
              searchable
              data={disponibles(opciones, filas, i).map((o) => ({ value: String(o.id), label: o.nombre }))}
              value={f.id === null ? null : String(f.id)}
              onChange={(v) => cambiar(i)({ id: v === null ? null : Number(v) })}
              error={errores?.[i]?.id?.message}
              data-testid={`composicion-${campo}-${i}-id`}
            />
            <NumberInput
              style={{ flex: '0 0 96px' }}
              aria-label={t('cotizadorAnual.tasa')}
              suffix=" %"
              min={0}
              max={100}
              decimalScale={2}
              decimalSeparator=","
              hideControls
              value={f.tasa}
              onChange={(v) => {
                const tasa = typeof v === 'number' ? v : 0;
                cambiar(i)({ tasa, valor: valorDeTasa(tasa, mae) });
              }}
              error={errores?.[i]?.tasa?.message}
              data-testid={`composicion-${campo}-${i}-tasa`}
            />
            <Box style={CELDA_MONTO}>
              <MontoInput
                ariaLabel={t('cotizadorAnual.valor')}
                moneda={moneda}
                value={f.valor}
                onChange={(v) => {
                  const valor = Math.min(v ?? 0, mae);
                  cambiar(i)({ valor, tasa: tasaDeValor(valor, mae) });
                }}
                error={errores?.[i]?.valor?.message}
                testId={`composicion-${campo}-${i}-valor`}
              />
            </Box>
            {extra?.(i, f, cambiar(i))}
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('cotizadorAnual.quitarFila')}
              onClick={() => poner(sinFila(filas, i, mae))}
              data-testid={`composicion-${campo}-${i}-quitar`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Text size="sm" c="red" data-testid={`composicion-${campo}-error`}>
            {errores?.root?.message ?? ''}
          </Text>
          <Text size="sm" fw={600}>
            {t('cotizadorAnual.totalComposicion', { total: `${moneda} ${formatNumber(total)}` })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
