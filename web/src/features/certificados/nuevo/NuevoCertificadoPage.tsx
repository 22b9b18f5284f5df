import { useEffect, useState } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useForm, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { condicionAplicable } from '#shared/certificados/carga.ts';
import type { GuardarCargaRequest } from '#shared/contract/schemas/certificado-carga.ts';
import { BotonesCotizacion, useCotizacionCertificado } from '#web/components/CotizacionCertificado.tsx';
import { usePolizasActivas } from '#web/components/polizas-activas.ts';
import {
  clienteFijoDe,
  PolizaClienteFields,
  type Partes,
  type PolizaClienteValues,
} from '#web/components/PolizaClienteFields.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useCertificadoCarga, useCotizarCarga, useEmitirCarga, useGuardarCarga } from '../api.ts';
import { buscarEntidad } from '#web/lib/clientes.ts';
import { PrecioCargaCard } from '../components/PrecioCargaCard.tsx';
import { detallePath } from '../reglas.ts';
import { CAMPOS, resolver, VACIO, valoresDeClon, type CargaFormValues } from './form.ts';
import { ViajeFields } from './ViajeFields.tsx';

/**
 * Restores a cloned certificate's request ('Clonar' opens /certificados/nuevo?clonar={id}). A client's
 * user, whose client is fixed, searches no party (it may not).
 */
function useClon(clonar: number | null, fijo: boolean, aplicar: (v: CargaFormValues, p: Partes) => void) {
  const origen = useCertificadoCarga(clonar ?? 0, clonar !== null);
  const data = origen.data;
  useEffect(() => {
    if (!data) return;
    let vigente = true;
    void Promise.all([
      fijo ? null : buscarEntidad(data.cliente.nombre, data.cliente.id),
      data.beneficiario && !fijo ? buscarEntidad(data.beneficiario.nombre, data.beneficiario.id) : null,
    ]).then(([cliente, beneficiario]) => {
      if (vigente) aplicar(valoresDeClon(data), { cliente, beneficiario });
    });
    return () => {
      vigente = false;
    };
    // Once per certificate read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
}

/** A new cargo certificate under one of the client's floating policies (issue 12; spec 2 §3.8, §8). */
export function NuevoCertificadoPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { empresa } = useLayoutContext();
  const conMarkup = (empresa?.permisos ?? []).includes('markup.consultar');
  const fijo = clienteFijoDe(empresa?.empresa);
  const form = useForm<CargaFormValues, unknown, GuardarCargaRequest>({
    resolver,
    defaultValues: { ...VACIO, clienteId: fijo?.id ?? VACIO.clienteId },
    mode: 'onTouched',
  });
  const [partes, setPartes] = useState<Partes>({ cliente: null, beneficiario: null });
  const flujo = useCotizacionCertificado({
    form,
    campos: CAMPOS,
    cotizar: useCotizarCarga(),
    guardar: useGuardarCarga(),
    emitir: useEmitirCarga(),
    detallePath,
  });

  const clonar = Number(params.get('clonar')) || null;
  useClon(clonar, fijo !== null, (valores, p) => {
    form.reset(fijo ? { ...valores, clienteId: fijo.id } : valores);
    setPartes(p);
  });

  const [polizaId, endosoId, beneficiarioId] = useWatch({
    control: form.control,
    name: ['polizaId', 'endosoId', 'beneficiarioId'],
  });
  const polizas = usePolizasActivas(fijo?.id ?? partes.cliente?.id ?? null, 'transporte');
  const poliza = polizas.data?.find((p) => p.id === polizaId);
  // The issuer's condition that will price it gives the markup bounds before the first quote.
  const condicion =
    poliza && polizaId !== null ? condicionAplicable(poliza.condiciones, { polizaId, endosoId, beneficiarioId }) : null;
  const precio = flujo.precio;

  return (
    <form onSubmit={(e) => void flujo.onCotizar(e)} noValidate>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('certCarga.nuevo.title')}
        </Title>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('certCarga.nuevo.poliza')}
            </Title>
            <PolizaClienteFields
              testId="cert"
              // The block edits only the four ids, which this form holds as it expects them.
              control={form.control as unknown as Control<PolizaClienteValues>}
              setValue={form.setValue as unknown as UseFormSetValue<PolizaClienteValues>}
              partes={partes}
              onPartes={setPartes}
              polizas={polizas.data ?? []}
              cargandoPolizas={polizas.isFetching}
              sinPolizas={t('certCarga.sinPolizas')}
              errorPolizas={polizas.error?.message}
              poliza={poliza}
              clienteFijo={fijo}
            />
            <Title order={2} size="h4">
              {t('certCarga.nuevo.viaje')}
            </Title>
            <ViajeFields
              control={form.control}
              moneda={poliza?.moneda.simbolo ?? 'USD'}
              markup={flujo.ultima?.markup ?? condicion?.markup}
              conMarkup={conMarkup}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={flujo.cotizando} disabled={flujo.ocupado} data-testid="cert-cotizar">
                {t('certCarga.cotizar')}
              </Button>
            </Group>
          </Stack>
        </Card>
        {precio ? (
          <PrecioCargaCard precio={precio}>
            <BotonesCotizacion
              excedido={precio.validaciones.length > 0}
              flujo={flujo}
              observacion={form.register('observacion')}
            />
          </PrecioCargaCard>
        ) : null}
      </Stack>
    </form>
  );
}
