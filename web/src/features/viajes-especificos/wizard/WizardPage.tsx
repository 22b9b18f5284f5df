import { useMemo } from 'react';
import { Alert, Anchor, Breadcrumbs, Grid, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { puedeEditar, puedeEmitir } from '#shared/viajes-especificos/estados.ts';
import { condicionFiscalPredeterminada } from '#shared/viajes-especificos/impuestos.ts';
import { nivelSuperiorIdDe } from '#shared/viajes-especificos/productor.ts';
import { beneficioImaginarioMaximo } from '#shared/viajes-especificos/suma-asegurada.ts';
import { useMe } from '#web/lib/me.ts';
import { pickEmpresa, useSelectedEmpresaId } from '#web/lib/empresa.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useCatalogo, descargarDocumento, useCertificadoParaEditar, useParametrosAseguradora } from '../api.ts';
import { AprobacionModal } from '../components/AprobacionModal.tsx';
import { BienvenidaModal } from '../components/BienvenidaModal.tsx';
import { ResumenViajeCard } from '../components/ResumenViajeCard.tsx';
import { Exito, LISTA_PATH } from './Exito.tsx';
import { isoLocal } from './form/constantes.ts';
import { valoresIniciales, viajeSchema, type CotizacionForm } from './form/cotizacion.ts';
import { emisionVacia } from './form/paso-emision.ts';
import { aGuardar, desdeCertificado } from './form/solicitud.ts';
import { PartesWizard } from './PartesWizard.tsx';
import { PasoCobertura } from './PasoCobertura.tsx';
import { PasoEmision } from './PasoEmision.tsx';
import { PasoResumen } from './PasoResumen.tsx';
import { PasoViaje } from './PasoViaje.tsx';
import { useWizardCotizacion, type CertificadoEditable, type ModoWizard } from './use-wizard-cotizacion.ts';
import { useResumenWizard } from './use-wizard-resumen.ts';

const TIPOS_PRODUCTOR = new Set(['productor', 'broker', 'partner']);

/** The specific-trip quote wizard (spec 3 §2.2, §4.2): new, edit, clone and direct issue. */
export function WizardPage({ modo }: { modo: ModoWizard }) {
  const params = useParams();
  const id = modo === 'nuevo' ? undefined : Number(params.id);
  const certificado = useCertificadoParaEditar(id);
  const me = useMe();
  if (modo !== 'nuevo' && (certificado.isPending || me.isPending)) return <Cargando />;
  if (certificado.isError)
    return (
      <Alert color="red" title={certificado.error.message}>
        <Anchor component={Link} to={LISTA_PATH}>
          {LISTA_PATH}
        </Anchor>
      </Alert>
    );
  // Remount when the certificate (or mode) changes so every default is read again.
  return <Wizard key={`${modo}-${id ?? 'nuevo'}`} modo={modo} certificado={certificado.data ?? null} />;
}

function Cargando() {
  return (
    <Stack data-testid="wizard-cargando">
      <Skeleton h={40} />
      <Skeleton h={300} />
    </Stack>
  );
}

function Wizard({ modo, certificado }: { modo: ModoWizard; certificado: CertificadoEditable | null }) {
  const t = useT();
  const tenant = useTenant();
  const me = useMe();
  const empresaSeleccionada = useSelectedEmpresaId();
  const empresaActual = me.data ? pickEmpresa(me.data.empresas, empresaSeleccionada) : undefined;
  const productores = useMemo(
    () => (me.data?.empresas ?? []).filter((e) => TIPOS_PRODUCTOR.has(e.empresa.tipo)).map((e) => e.empresa),
    [me.data],
  );
  const paisPolizaId = empresaActual?.empresa.paisId ?? tenant.paisPolizaId;
  const beneficioMaximo = beneficioImaginarioMaximo(tenant, { empresaId: empresaActual?.empresa.id ?? null, paisPolizaId });
  const palanca = tenant.comercialEditable;
  // Sent as NivelSuperiorId: the parent level of the company the user works under (spec 3 §6).
  const nivelSuperiorId = nivelSuperiorIdDe(empresaActual?.empresa);
  const hoy = isoLocal(new Date());

  const paises = useCatalogo('paises');
  const monedas = useCatalogo('monedas');
  const formas = useCatalogo('formasDePago');
  const modos = useCatalogo('modosTransporte');
  const mercaderias = useCatalogo('tiposMercaderia');
  const parametros = useParametrosAseguradora();

  const existente = modo === 'editar' || modo === 'emitir';
  const inicial = useMemo<CotizacionForm>(() => {
    const productorId = empresaActual && TIPOS_PRODUCTOR.has(empresaActual.empresa.tipo) ? empresaActual.empresa.id : null;
    const base = certificado ? desdeCertificado(certificado, hoy) : valoresIniciales(hoy, productorId, paisPolizaId);
    return {
      ...base,
      productorId: existente ? base.productorId : productorId,
      condicionFiscal: base.condicionFiscal ?? condicionFiscalPredeterminada(paisPolizaId).clave,
    };
    // The defaults are read once per mount (the page remounts per certificate).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const form = useForm<CotizacionForm>({
    defaultValues: inicial,
    resolver: zodResolver(viajeSchema(beneficioMaximo, tenant.mostrarKm), undefined, {
      raw: true,
    }) as unknown as Resolver<CotizacionForm>,
    mode: 'onTouched',
  });
  const valores = useWatch({ control: form.control }) as CotizacionForm;
  const formaNombre = (id: number) => formas.data?.find((f) => f.id === id)?.nombre ?? '';

  const w = useWizardCotizacion({ modo, certificado, form, palanca, nivelSuperiorId, formaNombre });
  const { resumen, datos } = useResumenWizard({
    valores,
    seleccionada: w.seleccionada,
    nroCotizacion: w.guardado?.id ?? w.certId,
    catalogos: {
      paises: paises.data ?? [],
      monedas: monedas.data ?? [],
      modos: modos.data ?? [],
      mercaderias: mercaderias.data ?? [],
    },
    formaDePagoNombre: formaNombre(valores.formaDePago),
    productores,
    productorExistente: certificado?.productor.nombre ?? null,
    paisPolizaId,
    mostrarKm: tenant.mostrarKm,
  });

  const estadoInvalido =
    certificado &&
    ((modo === 'editar' && !puedeEditar(certificado.estado.id)) || (modo === 'emitir' && !puedeEmitir(certificado.estado.id)));

  const titulo = t(`cotizador.titulo.${modo}`, { id: certificado?.id ?? '' });
  const breadcrumbs = (
    <Breadcrumbs>
      <Text size="sm" c="dimmed">
        {t('cotizador.breadcrumb.seguros')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('cotizador.breadcrumb.viajesEspecificos')}
      </Text>
      <Anchor component={Link} to={LISTA_PATH} size="sm">
        {t('cotizador.breadcrumb.polizas')}
      </Anchor>
      <Text size="sm">{modo === 'nuevo' ? t('cotizador.breadcrumb.nuevo') : titulo}</Text>
    </Breadcrumbs>
  );

  if (w.exito) {
    return (
      <Stack>
        {breadcrumbs}
        <Exito
          id={w.exito.id}
          nroCertificado={w.exito.nroCertificado}
          urlConstancia={w.exito.urlConstancia}
          resumen={{ ...resumen, nroCotizacion: w.exito.id, nroCertificado: w.exito.nroCertificado }}
          embebido={tenant.tipo === 'embedded'}
        />
      </Stack>
    );
  }

  const catalogosCargando = paises.isPending || monedas.isPending || modos.isPending || mercaderias.isPending || formas.isPending;
  const guardadoId = w.guardado?.id ?? null;

  return (
    <FormProvider {...form}>
      {modo === 'nuevo' && <BienvenidaModal />}
      <Stack gap="md" data-testid="wizard">
        {breadcrumbs}
        <Title order={2}>{titulo}</Title>
        {estadoInvalido && (
          <Alert color="yellow" data-testid="wizard-estado-invalido">
            {t(modo === 'editar' ? 'cotizador.estado.noEditable' : 'cotizador.estado.noEmitible', {
              estado: certificado?.estado.nombre ?? '',
            })}
          </Alert>
        )}
        <Grid>
          <Grid.Col span={{ base: 12, lg: 9 }}>
            <Stack gap="md">
              <PartesWizard
                productores={productores}
                existente={existente ? certificado : null}
                bloqueadas={existente || w.certId !== null || w.guardado !== null}
                esBanco={tenant.tipo === 'bank'}
              />
              <Stepper active={w.paso} allowNextStepsSelect={false} data-testid="wizard-stepper">
                <Stepper.Step label={t('cotizador.paso.viaje')} allowStepSelect={false} data-testid="paso-header-0">
                  {catalogosCargando ? (
                    <Cargando />
                  ) : (
                    <PasoViaje
                      paises={paises.data ?? []}
                      monedas={monedas.data ?? []}
                      modos={modos.data ?? []}
                      mercaderias={mercaderias.data ?? []}
                      paisPolizaId={paisPolizaId}
                      beneficioMaximo={beneficioMaximo}
                      mostrarKm={tenant.mostrarKm}
                      hoy={hoy}
                      emitido={certificado?.estado.id === 20}
                      cotizando={w.cotizando}
                      onCotizar={() => void w.onCotizar()}
                    />
                  )}
                </Stepper.Step>
                <Stepper.Step label={t('cotizador.paso.cobertura')} allowStepSelect={false} data-testid="paso-header-1">
                  <PasoCobertura
                    ofertas={w.ofertas}
                    seleccionada={w.seleccionada}
                    formasDePago={formas.data ?? []}
                    parametros={parametros.data ?? []}
                    paisPolizaId={paisPolizaId}
                    palanca={palanca}
                    cotizando={w.cotizando}
                    eligiendo={w.eligiendo}
                    onRecotizar={w.recotizar}
                    onElegir={(o) => void w.elegir(o)}
                    onSolicitarAprobacion={w.setAprobacion}
                    onAtras={() => w.setPaso(0)}
                  />
                </Stepper.Step>
                <Stepper.Step label={t('cotizador.paso.resumen')} allowStepSelect={false} data-testid="paso-header-2">
                  <PasoResumen
                    datos={datos}
                    seleccionada={w.seleccionada}
                    guardadoId={guardadoId}
                    copias={w.copias}
                    editable={!(w.guardado && modo === 'emitir')}
                    guardando={w.guardando}
                    onIrAPaso={w.setPaso}
                    onGuardarYEmitir={() => void w.guardarYEmitir()}
                  />
                </Stepper.Step>
                <Stepper.Step label={t('cotizador.paso.emision')} allowStepSelect={false} data-testid="paso-header-3">
                  {w.paso === 3 && (
                    <PasoEmision
                      valoresIniciales={emisionVacia(certificado)}
                      formaDePago={valores.formaDePago}
                      formaDePagoNombre={formaNombre(valores.formaDePago)}
                      emailBeneficiario={
                        valores.esBeneficiario ? (valores.tomador?.email ?? null) : (valores.beneficiario?.email ?? null)
                      }
                      pedirCopiaAsegurado={
                        guardadoId !== null && w.copias.asegurado ? descargarDocumento(guardadoId, 'asegurado') : null
                      }
                      emitiendo={w.emitiendo}
                      onDirtyChange={w.setEmisionSucia}
                      onAtras={() => w.setPaso(2)}
                      onEmitir={w.onEmitir}
                    />
                  )}
                </Stepper.Step>
              </Stepper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 3 }}>
            <ResumenViajeCard resumen={resumen} />
          </Grid.Col>
        </Grid>
      </Stack>
      {w.aprobacion && (
        <AprobacionModal
          opened
          onClose={() => w.setAprobacion(null)}
          oferta={w.aprobacion}
          request={aGuardar(form.getValues(), w.aprobacion, { palanca, nivelSuperiorId, id: w.certId })}
          onSolicitada={() => w.allowNavigation()}
        />
      )}
    </FormProvider>
  );
}

export const CotizadorPage = () => <WizardPage modo="nuevo" />;
export const EditarCotizacionPage = () => <WizardPage modo="editar" />;
export const ClonarCotizacionPage = () => <WizardPage modo="clonar" />;
export const EmitirCotizacionPage = () => <WizardPage modo="emitir" />;
