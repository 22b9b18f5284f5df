import { lazy, Suspense, useEffect } from 'react';
import { Button, Checkbox, Group, Loader, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { VEHICULOS_MAX, VEHICULOS_MIN, type CotizacionCustodia } from '#shared/custodia/formularios.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { setServerFieldErrors } from '#web/lib/server-errors.ts';
import { toastError } from '#web/lib/toast.ts';
import { useCotizarCustodia, useRuta, type CertificadoCustodia } from './api.ts';
import { avisarRespuesta, claveFormularioInvalido } from './avisos.ts';
import { COTIZAR_VACIO, resolverCotizar, type CotizarFormValues } from './form.ts';
import { LugarSelect } from './LugarSelect.tsx';
import { ResultadoCotizacion, type CotizacionObtenida } from './ResultadoCotizacion.tsx';

// MapLibre and the Natural Earth base load only when a custody modal opens.
const MapaRuta = lazy(() => import('./MapaRuta.tsx'));

const CAMPOS = ['from', 'to', 'qtVehicles', 'wtVehicleLabeled', 'wtPersonnelArmed'] as const;

/** Under the map: the route's approximate distance, or where getting it stands. */
const textoDistancia = (
  t: (key: string, vars?: Record<string, string>) => string,
  ruta: { data?: { distanciaKm: number } | undefined; isFetching: boolean; isError: boolean },
): string => {
  if (ruta.data) return t('custodia.distancia', { km: formatNumber(ruta.data.distanciaKm, 0) });
  if (ruta.isFetching) return t('custodia.distancia.calculando');
  return t(ruta.isError ? 'custodia.distancia.error' : 'custodia.distancia.elegir');
};

/**
 * Step 'Cotizar' (spec 2 §2.4, §5.1): origin and destination, vehicles, the two checkboxes and
 * Cotizar; the quote in a collapsible result with Solicitar, and the map with the driving route and
 * its approximate distance. Changing the trip drops the quote: what is hired is what was quoted.
 */
export function PasoCotizar({
  certificado,
  cotizacion,
  onCotizada,
  onSolicitar,
}: {
  certificado: CertificadoCustodia;
  cotizacion: CotizacionObtenida | null;
  onCotizada: (c: CotizacionObtenida | null) => void;
  onSolicitar: () => void;
}) {
  const t = useT();
  const cotizar = useCotizarCustodia();
  const form = useForm<CotizarFormValues, unknown, CotizacionCustodia>({
    resolver: resolverCotizar,
    defaultValues: COTIZAR_VACIO,
    mode: 'onTouched',
  });
  const [desde, hasta] = useWatch({ control: form.control, name: ['from', 'to'] });
  const ruta = useRuta(desde, hasta);

  useEffect(() => {
    const sub = form.watch((_, { type }) => {
      if (type === 'change') onCotizada(null);
    });
    return () => sub.unsubscribe();
  }, [form, onCotizada]);

  const enviar = form.handleSubmit(
    (valores) =>
      cotizar.mutate(
        { ...valores, idCertificado: certificado.id, ramo: certificado.ramo },
        {
          onSuccess: (r) => {
            avisarRespuesta(t, 'cotizar', r);
            onCotizada(r.isSuccessfull && r.data ? r.data : null);
          },
          onError: (e) => {
            const resto = setServerFieldErrors(isApiError(e) ? e.errors : [], form.setError, CAMPOS);
            if (isApiError(e) && e.errors.length > resto.length) return toastError(t('custodia.toast.revise'));
            avisarRespuesta(t, 'cotizar', { fallo: e });
          },
        },
      ),
    (errores) => toastError(t(claveFormularioInvalido(errores))),
  );

  const lugar = (campo: 'from' | 'to') => (
    <Controller
      control={form.control}
      name={campo}
      render={({ field, fieldState }) => (
        <LugarSelect
          label={t(`custodia.${campo}`)}
          placeholder={t('custodia.lugar.placeholder')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          disabled={cotizar.isPending}
          testId={`custodia-${campo}`}
        />
      )}
    />
  );

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate data-testid="custodia-form-cotizar">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {lugar('from')}
          {lugar('to')}
        </SimpleGrid>
        <Group align="flex-end" gap="lg">
          <Controller
            control={form.control}
            name="qtVehicles"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('custodia.vehiculos')}
                withAsterisk
                w={200}
                min={VEHICULOS_MIN}
                max={VEHICULOS_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                disabled={cotizar.isPending}
                data-testid="custodia-vehiculos"
              />
            )}
          />
          <Stack gap={6} pb={6}>
            <Checkbox
              label={t('custodia.rotulados')}
              {...form.register('wtVehicleLabeled')}
              disabled={cotizar.isPending}
              data-testid="custodia-rotulados"
            />
            <Checkbox
              label={t('custodia.armada')}
              {...form.register('wtPersonnelArmed')}
              disabled={cotizar.isPending}
              data-testid="custodia-armada"
            />
          </Stack>
          <Button type="submit" loading={cotizar.isPending} ml="auto" data-testid="custodia-cotizar">
            {t('custodia.cotizar')}
          </Button>
        </Group>
        {cotizacion ? <ResultadoCotizacion cotizacion={cotizacion} onSolicitar={onSolicitar} /> : null}
        <Stack gap={4}>
          <Suspense fallback={<Loader size="sm" />}>
            <MapaRuta desde={desde} hasta={hasta} linea={ruta.data?.linea ?? []} />
          </Suspense>
          <Text size="sm" c="dimmed" data-testid="custodia-distancia">
            {textoDistancia(t, ruta)}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
