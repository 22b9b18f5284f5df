import {
  Alert,
  Button,
  Card,
  Group,
  LoadingOverlay,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { FormaDePago } from '#shared/catalogos/schemas.ts';
import type { Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { condicionesFiscales } from '#shared/viajes-especificos/impuestos.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { ParametrosAseguradora } from '../api.ts';
import { OfertaCard } from '../components/OfertaCard.tsx';
import type { CotizacionForm } from './form/cotizacion.ts';
import { comisionAplicada, cuotasAlCambiarFormaDePago, cuotasHabilitadas, type Palanca } from './form/paso-cobertura.ts';

export interface PasoCoberturaProps {
  ofertas: Oferta[];
  seleccionada: Oferta | null;
  formasDePago: FormaDePago[];
  parametros: ParametrosAseguradora[];
  paisPolizaId: number;
  palanca: Palanca;
  cotizando: boolean;
  /** Coverage id being re-priced on select. */
  eligiendo: number | null;
  onRecotizar: () => void;
  onElegir: (oferta: Oferta) => void;
  onSolicitarAprobacion: (oferta: Oferta) => void;
  onAtras: () => void;
}

const unicos = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);

/** Step 1 (spec 3 §2.2): payment and commercial inputs, and the offer cards. */
export function PasoCobertura(p: PasoCoberturaProps) {
  const t = useT();
  const { control, setValue } = useFormContext<CotizacionForm>();
  const formaDePago = useWatch({ control, name: 'formaDePago' });
  const valorPalanca = useWatch({ control, name: p.palanca });
  const permitidas = p.parametros.length
    ? unicos(p.parametros.flatMap((x) => x.formasDePagoPermitidasIds))
    : p.formasDePago.map((f) => f.id);
  const formas = p.formasDePago.filter((f) => permitidas.includes(f.id));
  const cuotasOpciones = p.parametros.length ? unicos(p.parametros.flatMap((x) => x.cuotasPermitidas)) : [1, 3, 6, 12];
  const referencia = p.seleccionada ?? p.ofertas.find((o) => !o.validaciones.length) ?? p.ofertas[0];
  const otra: Palanca = p.palanca === 'recargoAdmin' ? 'comisionProductor' : 'recargoAdmin';
  const rango = referencia
    ? p.palanca === 'recargoAdmin'
      ? { min: referencia.recargoAdmin.minimo, max: referencia.recargoAdmin.maximo }
      : { min: referencia.comisionProductor.minima, max: referencia.comisionProductor.maxima }
    : undefined;
  const otraValor = referencia
    ? otra === 'recargoAdmin'
      ? referencia.recargoAdmin.valor
      : referencia.comisionProductor.valor
    : null;
  // The discount comes out of the producer commission: that is its ceiling (the server checks the same).
  const dctoMaximo = referencia ? comisionAplicada(p.palanca, valorPalanca, referencia) : undefined;
  const label = (pal: Palanca) =>
    pal === 'recargoAdmin' ? t('cotizador.campo.recargoAdmin') : t('cotizador.campo.comisionProductor');

  return (
    <Stack gap="md">
      <Card withBorder radius="md">
        <Title order={5} mb="sm">
          {t('cotizador.cobertura.pagoYComisiones')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Controller
            control={control}
            name="formaDePago"
            render={({ field }) => (
              <Select
                label={t('cotizador.campo.formaDePago')}
                withAsterisk
                allowDeselect={false}
                data={formas.map((f) => ({ value: String(f.id), label: f.nombre }))}
                value={String(field.value)}
                onChange={(val) => {
                  const id = Number(val);
                  field.onChange(id);
                  setValue('cuotas', cuotasAlCambiarFormaDePago(id, null), { shouldDirty: true });
                  p.onRecotizar();
                }}
                data-testid="campo-formaDePago"
              />
            )}
          />
          <Controller
            control={control}
            name="cuotas"
            render={({ field }) => (
              <Select
                label={t('cotizador.campo.cuotas')}
                disabled={!cuotasHabilitadas(formaDePago)}
                allowDeselect={false}
                data={cuotasOpciones.map((c) => ({ value: String(c), label: String(c) }))}
                value={field.value !== null ? String(field.value) : null}
                onChange={(val) => {
                  field.onChange(val ? Number(val) : null);
                  p.onRecotizar();
                }}
                data-testid="campo-cuotas"
              />
            )}
          />
          <Controller
            control={control}
            name="condicionFiscal"
            render={({ field }) => (
              <Select
                label={t('cotizador.campo.condicionFiscal')}
                allowDeselect={false}
                data={condicionesFiscales(p.paisPolizaId).map((c) => ({ value: c.clave, label: c.nombre }))}
                value={field.value}
                onChange={(val) => {
                  field.onChange(val);
                  p.onRecotizar();
                }}
                data-testid="campo-condicionFiscal"
              />
            )}
          />
          <Controller
            control={control}
            name={p.palanca}
            render={({ field, fieldState }) => (
              <NumberInput
                label={label(p.palanca)}
                withAsterisk
                thousandSeparator="."
                decimalSeparator=","
                decimalScale={2}
                suffix=" %"
                min={0}
                max={100}
                value={field.value ?? ''}
                onChange={(val) => field.onChange(typeof val === 'number' ? val : null)}
                description={
                  rango
                    ? t('cotizador.cobertura.rango', { min: formatNumber(rango.min), max: formatNumber(rango.max) })
                    : undefined
                }
                error={fieldState.error?.message}
                data-testid={`campo-${p.palanca}`}
              />
            )}
          />
          <TextInput
            label={label(otra)}
            readOnly
            variant="filled"
            value={otraValor !== null ? `${formatNumber(otraValor)} %` : '—'}
            data-testid={`campo-${otra}`}
          />
          <NumberInput label={t('cotizador.campo.extraPrima')} disabled value={0} suffix=" %" data-testid="campo-extraPrima" />
          <Controller
            control={control}
            name="dctoComercial"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('cotizador.campo.dctoComercial')}
                thousandSeparator="."
                decimalSeparator=","
                decimalScale={2}
                suffix=" %"
                min={0}
                max={dctoMaximo ?? 100}
                value={field.value ?? ''}
                onChange={(val) => field.onChange(typeof val === 'number' ? val : null)}
                description={
                  dctoMaximo !== undefined
                    ? t('cotizador.cobertura.rango', { min: formatNumber(0), max: formatNumber(dctoMaximo) })
                    : undefined
                }
                error={fieldState.error?.message}
                data-testid="campo-dctoComercial"
              />
            )}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="sm" data-testid="nota-formas-pago">
          {t('cotizador.cobertura.formasAceptadas', { formas: formas.map((f) => f.nombre).join(', ') })}
        </Text>
      </Card>

      <Stack gap="xs" pos="relative">
        <LoadingOverlay visible={p.cotizando && p.eligiendo === null} />
        <Title order={5}>{t('cotizador.cobertura.ofertas', { cantidad: p.ofertas.length })}</Title>
        {p.ofertas.length === 0 ? (
          <Alert color="gray">{t('cotizador.cobertura.sinOfertas')}</Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
            {p.ofertas.map((o) => (
              <OfertaCard
                key={o.cobertura.id}
                oferta={o}
                selected={p.seleccionada?.cobertura.id === o.cobertura.id}
                onSelect={p.onElegir}
                onSolicitarAprobacion={p.onSolicitarAprobacion}
                loading={p.eligiendo === o.cobertura.id}
                disabled={p.cotizando}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Group justify="space-between">
        <Button variant="default" onClick={p.onAtras} data-testid="boton-atras">
          {t('cotizador.acciones.atras')}
        </Button>
      </Group>
    </Stack>
  );
}
