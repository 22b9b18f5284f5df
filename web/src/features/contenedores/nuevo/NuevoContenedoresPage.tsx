import { useState } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useForm, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { condicionAplicable } from '#shared/certificados/carga.ts';
import type { GuardarContenedoresRequest } from '#shared/contract/schemas/certificado-contenedores.ts';
import { BotonesCotizacion, useCotizacionCertificado } from '#web/components/CotizacionCertificado.tsx';
import { usePolizasActivas } from '#web/components/polizas-activas.ts';
import { PolizaClienteFields, type Partes, type PolizaClienteValues } from '#web/components/PolizaClienteFields.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useCotizarContenedores, useEmitirContenedores, useGuardarContenedores, useTiposContenedor } from '../api.ts';
import { PrecioContenedoresCard } from '../components/PrecioContenedoresCard.tsx';
import { detallePath } from '../reglas.ts';
import { ContenedoresFields } from './ContenedoresFields.tsx';
import { CAMPOS, resolver, VACIO, type ContenedoresFormValues } from './form.ts';

/** A new container certificate under one of the client's container policies (issue 12; spec 2 §3.4, §8). */
export function NuevoContenedoresPage() {
  const t = useT();
  const { empresa } = useLayoutContext();
  const emite = (empresa?.permisos ?? []).includes('contenedores.emitir');
  const form = useForm<ContenedoresFormValues, unknown, GuardarContenedoresRequest>({
    resolver,
    defaultValues: VACIO,
    mode: 'onTouched',
  });
  const [partes, setPartes] = useState<Partes>({ cliente: null, beneficiario: null });
  const flujo = useCotizacionCertificado({
    form,
    campos: CAMPOS,
    cotizar: useCotizarContenedores(),
    guardar: useGuardarContenedores(),
    emitir: useEmitirContenedores(),
    detallePath,
  });

  const [polizaId, endosoId, beneficiarioId] = useWatch({
    control: form.control,
    name: ['polizaId', 'endosoId', 'beneficiarioId'],
  });
  const polizas = usePolizasActivas(partes.cliente?.id ?? null, 'contenedores');
  const poliza = polizas.data?.find((p) => p.id === polizaId);
  const catalogo = useTiposContenedor();
  // The issuer's condition that will price it says which types it prices; without one, the catalogue.
  const condicion =
    poliza && polizaId !== null ? condicionAplicable(poliza.condiciones, { polizaId, endosoId, beneficiarioId }) : null;
  const tipos = condicion?.tiposContenedor ?? catalogo.data ?? [];
  const precio = flujo.precio;

  return (
    <form onSubmit={(e) => void flujo.onCotizar(e)} noValidate>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('certCont.nuevo.title')}
        </Title>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('certCarga.nuevo.poliza')}
            </Title>
            <PolizaClienteFields
              testId="cont"
              // The block edits only the four ids, which this form holds as it expects them.
              control={form.control as unknown as Control<PolizaClienteValues>}
              setValue={form.setValue as unknown as UseFormSetValue<PolizaClienteValues>}
              partes={partes}
              onPartes={setPartes}
              polizas={polizas.data ?? []}
              cargandoPolizas={polizas.isFetching}
              sinPolizas={t('certCont.sinPolizas')}
              errorPolizas={polizas.error?.message}
              poliza={poliza}
            />
            <Title order={2} size="h4">
              {t('certCont.nuevo.viaje')}
            </Title>
            <ContenedoresFields control={form.control} tipos={tipos} />
            <Group justify="flex-end">
              <Button type="submit" loading={flujo.cotizando} disabled={flujo.ocupado} data-testid="cont-cotizar">
                {t('certCarga.cotizar')}
              </Button>
            </Group>
          </Stack>
        </Card>
        {precio ? (
          <PrecioContenedoresCard precio={precio}>
            <BotonesCotizacion
              excedido={precio.validaciones.length > 0}
              emite={emite}
              flujo={flujo}
              observacion={form.register('observacion')}
            />
          </PrecioContenedoresCard>
        ) : null}
      </Stack>
    </form>
  );
}
