import {
  Box,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { conMae } from '#shared/rating-anual/composicion.ts';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useCatalogoAnual } from '../api.ts';
import { CELDA_MONTO, Composicion } from './Composicion.tsx';
import { ANIOS, type CotizadorValues } from './form.ts';

/**
 * Step 1 'Mercadería' (spec 2 §2.6): the MAE (currency and amount), the goods, operations and
 * transports it is made of, and the claims of the last five years; 'Cotizar' validates and quotes.
 */
export function PasoMercaderia({
  form,
  monedas,
  simbolo,
  onCotizar,
  cotizando,
}: {
  form: UseFormReturn<CotizadorValues>;
  monedas: readonly { id: number; simbolo: string; nombre: string }[];
  simbolo: string;
  onCotizar: () => void;
  cotizando: boolean;
}) {
  const t = useT();
  const mercaderias = useCatalogoAnual('tiposMercaderia').data ?? [];
  const operaciones = useCatalogoAnual('tiposRiesgo').data ?? [];
  const transportes = useCatalogoAnual('modosTransporte').data ?? [];
  const siniestro = useWatch({ control: form.control, name: 'ocurrioUnSiniestro' });
  const { errors } = form.formState;
  // A new MAE moves every amount (their ceiling is the MAE).
  const nuevoMae = (monto: number | null) => {
    const m = monto ?? 0;
    form.setValue('mae.monto', monto, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    for (const campo of ['mercaderias', 'operaciones', 'transportes'] as const)
      form.setValue(campo, conMae(form.getValues(campo), m) as never);
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Title order={4} size="h5" mb="xs">
          {t('cotizadorAnual.mae')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="mae.idMoneda"
            render={({ field }) => (
              <Select
                label={t('cotizadorAnual.moneda')}
                allowDeselect={false}
                data={monedas.map((m) => ({ value: String(m.id), label: `${m.simbolo} — ${m.nombre}` }))}
                value={String(field.value)}
                onChange={(v) => field.onChange(Number(v))}
                data-testid="anual-moneda"
              />
            )}
          />
          <Controller
            control={form.control}
            name="mae.monto"
            render={({ field }) => (
              <MontoInput
                label={t('cotizadorAnual.montoMae')}
                required
                moneda={simbolo}
                value={field.value}
                onChange={(v) => nuevoMae(v ?? null)}
                onBlur={field.onBlur}
                error={errors.mae?.monto?.message}
                testId="anual-mae-monto"
              />
            )}
          />
        </SimpleGrid>
      </Card>
      <Composicion
        form={form}
        campo="mercaderias"
        titulo={t('cotizadorAnual.mercaderias')}
        opciones={mercaderias}
        moneda={simbolo}
        nueva={{ mercaderiaNueva: true }}
        extra={(i, f, cambiar) => (
          <Switch
            mt={8}
            label={t(f.mercaderiaNueva ? 'cotizadorAnual.nueva' : 'cotizadorAnual.usada')}
            checked={f.mercaderiaNueva === true}
            onChange={(e) => cambiar({ mercaderiaNueva: e.currentTarget.checked })}
            data-testid={`composicion-mercaderias-${i}-nueva`}
          />
        )}
      />
      <Composicion
        form={form}
        campo="operaciones"
        titulo={t('cotizadorAnual.operaciones')}
        opciones={operaciones}
        moneda={simbolo}
        nueva={{}}
      />
      <Composicion
        form={form}
        campo="transportes"
        titulo={t('cotizadorAnual.transportes')}
        opciones={transportes}
        moneda={simbolo}
        nueva={{ limite: null }}
        extra={(i, f, cambiar) => (
          <Box style={CELDA_MONTO}>
            <MontoInput
              ariaLabel={t('cotizadorAnual.limite')}
              moneda={simbolo}
              value={f.limite as number | null}
              onChange={(v) => cambiar({ limite: v ?? null })}
              error={(errors.transportes?.[i] as { limite?: { message?: string } } | undefined)?.limite?.message}
              testId={`composicion-transportes-${i}-limite`}
            />
          </Box>
        )}
      />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="xs">
          <Title order={4} size="h5">
            {t('cotizadorAnual.siniestralidad')}
          </Title>
          <Controller
            control={form.control}
            name="ocurrioUnSiniestro"
            render={({ field }) => (
              <Group gap="xs">
                <Text size="sm">{t('cotizadorAnual.ocurrioSiniestro')}</Text>
                <SegmentedControl
                  data={[
                    { value: 'no', label: t('cotizadorAnual.no') },
                    { value: 'si', label: t('cotizadorAnual.si') },
                  ]}
                  value={field.value ? 'si' : 'no'}
                  onChange={(v) => field.onChange(v === 'si')}
                  data-testid="anual-siniestro"
                />
              </Group>
            )}
          />
        </Group>
        {siniestro ? (
          <Table withTableBorder data-testid="anual-siniestralidad">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cotizadorAnual.anio')}</Table.Th>
                <Table.Th>{t('cotizadorAnual.cantidad')}</Table.Th>
                <Table.Th>{t('cotizadorAnual.monto')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ANIOS.map((anio, i) => (
                <Table.Tr key={anio}>
                  <Table.Td>{anio}</Table.Td>
                  <Table.Td>
                    <Controller
                      control={form.control}
                      name={`siniestralidad.${i}.cantidad`}
                      render={({ field, fieldState }) => (
                        <NumberInput
                          aria-label={`${t('cotizadorAnual.cantidad')} ${anio}`}
                          min={0}
                          // A typed "2,5" is two and a half, not 25: read with the comma, rounded when the field is left (2 §5.5).
                          decimalSeparator=","
                          thousandSeparator="."
                          hideControls
                          value={field.value ?? ''}
                          onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                          onBlur={() => field.onChange(typeof field.value === 'number' ? Math.round(field.value) : null)}
                          error={fieldState.error?.message}
                          data-testid={`anual-siniestros-${i}-cantidad`}
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Controller
                      control={form.control}
                      name={`siniestralidad.${i}.monto`}
                      render={({ field, fieldState }) => (
                        <MontoInput
                          ariaLabel={`${t('cotizadorAnual.monto')} ${anio}`}
                          moneda={simbolo}
                          value={field.value}
                          onChange={(v) => field.onChange(v ?? null)}
                          error={fieldState.error?.message}
                          testId={`anual-siniestros-${i}-monto`}
                        />
                      )}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Card>
      <Group justify="flex-end">
        <Button size="md" loading={cotizando} onClick={onCotizar} data-testid="anual-cotizar">
          {t('cotizadorAnual.cotizar')}
        </Button>
      </Group>
    </Stack>
  );
}
