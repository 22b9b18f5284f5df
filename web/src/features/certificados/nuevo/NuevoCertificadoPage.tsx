import { useEffect, useState } from 'react';
import { Button, Card, Group, Stack, Textarea, Title } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GuardarCargaRequest, PrecioCarga } from '#shared/contract/schemas/certificado-carga.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { setServerFieldErrors } from '#web/lib/server-errors.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import {
  buscarEntidad,
  useCertificadoCarga,
  useCotizarCarga,
  useEmitirCarga,
  useGuardarCarga,
  usePolizasDelCliente,
} from '../api.ts';
import { PrecioCargaCard } from '../components/PrecioCargaCard.tsx';
import { detallePath } from '../reglas.ts';
import { CAMPOS, claveCotizacion, detalleErrorCotizar, resolver, VACIO, valoresDeClon, type CargaFormValues } from './form.ts';
import { PolizaFields, type Partes } from './PolizaFields.tsx';
import { ViajeFields } from './ViajeFields.tsx';

/** The quote's price and the request it answered: any change to the form makes it stale. */
interface Cotizada {
  clave: string;
  precio: PrecioCarga;
}

/** Restores a cloned certificate's request ('Clonar' opens /certificados/nuevo?clonar={id}). */
function useClon(clonar: number | null, aplicar: (v: CargaFormValues, p: Partes) => void) {
  const origen = useCertificadoCarga(clonar ?? 0, clonar !== null);
  const data = origen.data;
  useEffect(() => {
    if (!data) return;
    let vigente = true;
    void Promise.all([
      buscarEntidad(data.cliente.nombre, data.cliente.id),
      data.beneficiario ? buscarEntidad(data.beneficiario.nombre, data.beneficiario.id) : null,
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
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { empresa } = useLayoutContext();
  const conMarkup = (empresa?.permisos ?? []).includes('markup.consultar');
  const form = useForm<CargaFormValues, unknown, GuardarCargaRequest>({ resolver, defaultValues: VACIO, mode: 'onTouched' });
  const [partes, setPartes] = useState<Partes>({ cliente: null, beneficiario: null });
  const [cotizada, setCotizada] = useState<Cotizada | null>(null);
  const cotizar = useCotizarCarga();
  const guardar = useGuardarCarga();
  const emitir = useEmitirCarga();

  const clonar = Number(params.get('clonar')) || null;
  useClon(clonar, (valores, p) => {
    form.reset(valores);
    setPartes(p);
  });

  const valores = useWatch({ control: form.control });
  const polizas = usePolizasDelCliente(partes.cliente?.id ?? null);
  const poliza = polizas.data?.find((p) => p.id === valores.polizaId);
  // The price shown is the server's answer to exactly what the form holds now.
  const precio = cotizada && cotizada.clave === claveCotizacion(valores) ? cotizada.precio : null;

  const invalido = () => toastError(t('certCarga.revise'));
  /** Spec 2 §8 for a quote ('Error al cotizar' with the errors, or the unknown error); the same shape for a save. */
  const fallo = (error: unknown, titulo: 'certCarga.errorCotizar' | 'certCarga.errorGuardar') => {
    const resto = setServerFieldErrors(isApiError(error) ? error.errors : [], form.setError, CAMPOS);
    const detalle = detalleErrorCotizar(error);
    if (detalle === null) toastError(t(titulo === 'certCarga.errorCotizar' ? 'certCarga.errorDesconocido' : titulo));
    else toastError(resto.length ? resto.join(', ') : detalle, t(titulo));
  };

  const onCotizar = form.handleSubmit(async (req) => {
    try {
      const clave = claveCotizacion(form.getValues());
      const respuesta = await cotizar.mutateAsync(req);
      setCotizada({ clave, precio: respuesta });
      toastSuccess(t('certCarga.cotizada'));
    } catch (error) {
      fallo(error, 'certCarga.errorCotizar');
    }
  }, invalido);

  /**
   * Saves (cotizado, or en aprobación with excess) and, when asked, issues it; then opens its detail.
   * A failed issue still opens the saved quote, where it can be issued again without saving twice.
   */
  const guardarY = (yEmitir: boolean) =>
    form.handleSubmit(async (req) => {
      let id: number;
      try {
        id = (await guardar.mutateAsync(req)).id;
      } catch (error) {
        return fallo(error, 'certCarga.errorGuardar');
      }
      try {
        if (yEmitir) await emitir.mutateAsync(id);
        toastSuccess(t(yEmitir ? 'certCarga.emitido' : 'certCarga.guardado'));
      } catch (error) {
        toastError(detalleErrorCotizar(error) ?? t('certCarga.errorEmitir'), t('certCarga.errorEmitir'));
      }
      navigate(detallePath(id));
    }, invalido);

  const ocupado = cotizar.isPending || guardar.isPending || emitir.isPending;
  return (
    <form onSubmit={(e) => void onCotizar(e)} noValidate>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('certCarga.nuevo.title')}
        </Title>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('certCarga.nuevo.poliza')}
            </Title>
            <PolizaFields
              control={form.control}
              setValue={form.setValue}
              partes={partes}
              onPartes={setPartes}
              polizas={polizas.data ?? []}
              cargandoPolizas={polizas.isFetching}
              errorPolizas={polizas.error?.message}
              poliza={poliza}
            />
            <Title order={2} size="h4">
              {t('certCarga.nuevo.viaje')}
            </Title>
            <ViajeFields
              control={form.control}
              moneda={poliza?.moneda.simbolo ?? 'USD'}
              markup={cotizada?.precio.markup}
              conMarkup={conMarkup}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={cotizar.isPending} disabled={ocupado} data-testid="cert-cotizar">
                {t('certCarga.cotizar')}
              </Button>
            </Group>
          </Stack>
        </Card>
        {precio ? (
          <PrecioCargaCard precio={precio}>
            {precio.validaciones.length ? (
              <>
                <Textarea
                  label={t('certCarga.observacion')}
                  maxLength={1000}
                  rows={2}
                  {...form.register('observacion')}
                  data-testid="cert-observacion"
                />
                <Group justify="flex-end">
                  <Button
                    onClick={(e) => void guardarY(false)(e)}
                    loading={guardar.isPending}
                    disabled={ocupado}
                    data-testid="cert-solicitar"
                  >
                    {t('certCarga.solicitarAprobacion')}
                  </Button>
                </Group>
              </>
            ) : (
              <Group justify="flex-end">
                <Button variant="default" onClick={(e) => void guardarY(false)(e)} disabled={ocupado} data-testid="cert-guardar">
                  {t('certCarga.guardar')}
                </Button>
                <Button
                  onClick={(e) => void guardarY(true)(e)}
                  loading={emitir.isPending}
                  disabled={ocupado}
                  data-testid="cert-emitir"
                >
                  {t('certCarga.emitir')}
                </Button>
              </Group>
            )}
          </PrecioCargaCard>
        ) : null}
      </Stack>
    </form>
  );
}
