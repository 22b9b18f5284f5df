import { useMemo } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  type ComboboxItem,
  type ComboboxParsedItem,
  type OptionsFilter,
} from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ModoTransporte, Moneda, Pais, TipoMercaderia } from '#shared/catalogos/schemas.ts';
import { FechaInput } from '#web/components/FechaInput.tsx';
import { Flag } from '#web/components/Flag.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { BANDAS_KM, TIPOS_RIESGO, type TipoRiesgoId } from './form/constantes.ts';
import { sumaAseguradaDe, type CotizacionForm } from './form/cotizacion.ts';
import { diasDeAtraso, mercaderiaCoincide, paisesAlCambiarRiesgo, paisesPermitidos, salidaAtrasada } from './form/paso-viaje.ts';

export interface PasoViajeProps {
  paises: Pais[];
  monedas: Moneda[];
  modos: ModoTransporte[];
  mercaderias: TipoMercaderia[];
  paisPolizaId: number;
  beneficioMaximo: number;
  /** The tenant shows the kilometre band (spec 3 §2.2); hidden otherwise. */
  mostrarKm: boolean;
  hoy: string;
  emitido: boolean;
  cotizando: boolean;
  onCotizar: () => void;
}

const numero = (v: number | string): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

const NUMERO = { thousandSeparator: '.', decimalSeparator: ',', decimalScale: 2, hideControls: true } as const;

/** Step 0 (spec 3 §2.2): the trip, the goods and the sum insured. */
export function PasoViaje(p: PasoViajeProps) {
  const t = useT();
  const { control, setValue } = useFormContext<CotizacionForm>();
  const v = useWatch({ control });
  const riesgo = (v.idTipoRiesgo ?? 201) as TipoRiesgoId;
  const permitidos = paisesPermitidos(riesgo, p.paisPolizaId);
  const paisesData = useMemo(
    () => p.paises.filter((x) => !permitidos || permitidos.includes(x.id)).map((x) => ({ value: String(x.id), label: x.nombre })),
    [p.paises, permitidos],
  );
  const paisPorId = useMemo(() => new Map(p.paises.map((x) => [String(x.id), x])), [p.paises]);
  const mercaderiaPorId = useMemo(() => new Map(p.mercaderias.map((m) => [String(m.id), m])), [p.mercaderias]);
  const filtroMercaderia: OptionsFilter = ({ options, search }) =>
    (options as ComboboxParsedItem[]).filter((o) => {
      const item = o as ComboboxItem;
      const m = mercaderiaPorId.get(item.value);
      return m ? mercaderiaCoincide(m, search) : false;
    });
  const monedasData = [
    {
      group: t('cotizador.campo.monedasFavoritas'),
      items: p.monedas.filter((m) => m.esFavorita).map((m) => ({ value: String(m.id), label: `${m.codigo} · ${m.nombre}` })),
    },
    {
      group: t('cotizador.campo.monedasOtras'),
      items: p.monedas.filter((m) => !m.esFavorita).map((m) => ({ value: String(m.id), label: `${m.codigo} · ${m.nombre}` })),
    },
  ].filter((g) => g.items.length > 0);
  const simbolo = p.monedas.find((m) => m.id === v.monedaId)?.simbolo ?? '';
  const total = sumaAseguradaDe({
    valor: v.valor ?? null,
    flete: v.flete ?? null,
    demasGastos: v.demasGastos ?? null,
    beneficioImaginario: v.beneficioImaginario ?? null,
    esNueva: v.esNueva ?? true,
  });
  const atrasada = v.fechaSalida ? salidaAtrasada(v.fechaSalida, p.hoy, v.idModoTransporte ?? null, p.emitido) : false;

  const renderPais = ({ option }: { option: ComboboxItem }) => {
    const pais = paisPorId.get(option.value);
    return (
      <Group gap={8} wrap="nowrap">
        {pais && <Flag pais={pais} size={14} />}
        <span>{option.label}</span>
      </Group>
    );
  };

  const selectPais = (name: 'origenId' | 'destinoId', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const pais = field.value !== null ? paisPorId.get(String(field.value)) : undefined;
        return (
          <Select
            label={label}
            withAsterisk
            searchable
            data={paisesData}
            value={field.value !== null ? String(field.value) : null}
            onChange={(val) => field.onChange(val ? Number(val) : null)}
            onBlur={field.onBlur}
            renderOption={renderPais}
            leftSection={pais ? <Flag pais={pais} size={12} /> : null}
            error={fieldState.error?.message}
            nothingFoundMessage={t('cotizador.sinResultados')}
            data-testid={`campo-${name}`}
          />
        );
      }}
    />
  );

  const numberField = (
    name: 'valor' | 'flete' | 'demasGastos' | 'beneficioImaginario',
    label: string,
    extra: { withAsterisk?: boolean; suffix?: string; max?: number; disabled?: boolean } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...NUMERO}
          label={label}
          withAsterisk={extra.withAsterisk}
          suffix={extra.suffix}
          disabled={extra.disabled}
          value={field.value ?? ''}
          onChange={(val) => field.onChange(numero(val))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          data-testid={`campo-${name}`}
        />
      )}
    />
  );

  return (
    <Stack gap="md">
      <Card withBorder radius="md">
        <Title order={5} mb="sm">
          {t('cotizador.viaje.trayecto')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="idTipoRiesgo"
            render={({ field, fieldState }) => (
              <Select
                label={t('cotizador.campo.tipoRiesgo')}
                withAsterisk
                allowDeselect={false}
                data={TIPOS_RIESGO.map((id) => ({ value: String(id), label: t(`cotizador.riesgo.${id}`) }))}
                value={String(field.value)}
                onChange={(val) => {
                  const id = Number(val) as TipoRiesgoId;
                  field.onChange(id);
                  const paises = paisesAlCambiarRiesgo(id, p.paisPolizaId);
                  setValue('origenId', paises.origenId, { shouldDirty: true });
                  setValue('destinoId', paises.destinoId, { shouldDirty: true });
                }}
                error={fieldState.error?.message}
                data-testid="campo-idTipoRiesgo"
              />
            )}
          />
          <Controller
            control={control}
            name="idModoTransporte"
            render={({ field, fieldState }) => (
              <Select
                label={t('cotizador.campo.modoTransporte')}
                withAsterisk
                allowDeselect={false}
                data={p.modos.map((m) => ({ value: String(m.id), label: m.nombre }))}
                value={field.value !== null ? String(field.value) : null}
                onChange={(val) => field.onChange(val !== null ? Number(val) : null)}
                error={fieldState.error?.message}
                data-testid="campo-idModoTransporte"
              />
            )}
          />
          {selectPais('origenId', t('cotizador.campo.origen'))}
          {selectPais('destinoId', t('cotizador.campo.destino'))}
          <Controller
            control={control}
            name="fechaSalida"
            render={({ field, fieldState }) => (
              <FechaInput
                label={t('cotizador.campo.fechaSalida')}
                required
                desde="cualquiera"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                testId="campo-fechaSalida"
              />
            )}
          />
          {p.mostrarKm && (
            <Controller
              control={control}
              name="km"
              render={({ field, fieldState }) => (
                <Select
                  label={t('cotizador.campo.km')}
                  withAsterisk
                  data={BANDAS_KM.map((km) => ({
                    value: String(km),
                    label: km > 400 ? t('cotizador.km.masDe400') : t('cotizador.km.hasta', { km }),
                  }))}
                  value={field.value !== null ? String(field.value) : null}
                  onChange={(val) => field.onChange(val ? Number(val) : null)}
                  error={fieldState.error?.message}
                  data-testid="campo-km"
                />
              )}
            />
          )}
        </SimpleGrid>
        {atrasada && v.fechaSalida && (
          <Alert color="yellow" mt="sm" data-testid="alerta-salida-atrasada">
            {t('cotizador.viaje.salidaAtrasada', { count: diasDeAtraso(v.fechaSalida, p.hoy) })}
          </Alert>
        )}
        <Controller
          control={control}
          name="continuacionViaje"
          render={({ field }) => (
            <Switch
              mt="sm"
              label={t('cotizador.campo.continuacionViaje')}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              data-testid="campo-continuacionViaje"
            />
          )}
        />
      </Card>

      <Card withBorder radius="md">
        <Title order={5} mb="sm">
          {t('cotizador.viaje.mercaderia')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="mercaderiaId"
            render={({ field, fieldState }) => (
              <Select
                label={t('cotizador.campo.mercaderia')}
                placeholder={t('cotizador.campo.mercaderiaPlaceholder')}
                withAsterisk
                searchable
                filter={filtroMercaderia}
                data={p.mercaderias.map((m) => ({ value: String(m.id), label: m.nombre }))}
                value={field.value !== null ? String(field.value) : null}
                onChange={(val) => field.onChange(val ? Number(val) : null)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                nothingFoundMessage={t('cotizador.sinResultados')}
                data-testid="campo-mercaderiaId"
              />
            )}
          />
          <Controller
            control={control}
            name="esNueva"
            render={({ field }) => (
              <Checkbox
                mt={{ base: 0, sm: 30 }}
                label={t('cotizador.campo.esNueva')}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                data-testid="campo-esNueva"
              />
            )}
          />
        </SimpleGrid>
      </Card>

      <Card withBorder radius="md">
        <Title order={5} mb="sm">
          {t('cotizador.viaje.sumaAsegurada')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="monedaId"
            render={({ field, fieldState }) => (
              <Select
                label={t('cotizador.campo.moneda')}
                withAsterisk
                allowDeselect={false}
                data={monedasData}
                value={field.value !== null ? String(field.value) : null}
                onChange={(val) => field.onChange(val ? Number(val) : null)}
                error={fieldState.error?.message}
                data-testid="campo-monedaId"
              />
            )}
          />
          {numberField('valor', t('cotizador.campo.valor'), { withAsterisk: true })}
          {numberField('flete', t('cotizador.campo.flete'))}
          {numberField('demasGastos', t('cotizador.campo.demasGastos'))}
          {numberField('beneficioImaginario', t('cotizador.campo.beneficioImaginario'), {
            withAsterisk: true,
            suffix: ' %',
            disabled: p.beneficioMaximo === 0,
          })}
          <Stack gap={0} justify="flex-end">
            <Text size="sm" c="dimmed">
              {t('cotizador.campo.sumaAsegurada')}
            </Text>
            <Text fz={22} fw={700} data-testid="suma-asegurada-total">
              {simbolo} {formatNumber(total)}
            </Text>
            <Text size="xs" c="dimmed">
              {v.esNueva === false
                ? t('cotizador.viaje.sinBeneficioUsada')
                : t('cotizador.viaje.beneficioMaximo', { max: p.beneficioMaximo })}
            </Text>
          </Stack>
        </SimpleGrid>
      </Card>

      <Group justify="flex-end">
        <Button onClick={p.onCotizar} loading={p.cotizando} data-testid="boton-cotizar">
          {t('cotizador.acciones.cotizar')}
        </Button>
      </Group>
    </Stack>
  );
}
