import { useCallback, useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  Select,
  Skeleton,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, FormProvider, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import type { Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { puedeEditar, puedeEmitir } from '#shared/viajes-especificos/estados.ts';
import { condicionesFiscales, condicionFiscalPredeterminada } from '#shared/viajes-especificos/impuestos.ts';
import { etiquetaProductor, nivelSuperiorIdDe } from '#shared/viajes-especificos/productor.ts';
import { beneficioImaginarioMaximo } from '#shared/viajes-especificos/suma-asegurada.ts';
import { EntidadSelect } from '#web/components/EntidadSelect.tsx';
import { useUnsavedChangesGuard } from '#web/components/unsaved-changes.ts';
import { useMe } from '#web/lib/me.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { pickEmpresa, setSelectedEmpresaId, useSelectedEmpresaId } from '#web/lib/empresa.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { useCatalogo } from '../api/catalogos.ts';
import { useCotizar } from '../api/cotizar.ts';
import { useEmitir } from '../api/emitir.ts';
import { useCertificado } from '../api/get-certificado.ts';
import { useCertificadoParaEditar } from '../api/get-certificado-para-editar.ts';
import { DocumentosGenerandose } from '../components/DocumentosGenerandose.tsx';
import { useGuardarCotizacion } from '../api/guardar.ts';
import { useParametrosAseguradora } from '../api/parametros-aseguradora.ts';
import { AprobacionModal } from '../components/AprobacionModal.tsx';
import { BienvenidaModal } from '../components/BienvenidaModal.tsx';
import { OfertaCard } from '../components/OfertaCard.tsx';
import { ResumenCotizacion, type ResumenCotizacionDatos } from '../components/ResumenCotizacion.tsx';
import { ResumenViajeCard, type ResumenViaje } from '../components/ResumenViajeCard.tsx';
import { Exito, LISTA_PATH } from './Exito.tsx';
import {
  aEmitir,
  aGuardar,
  aSolicitud,
  comisionAplicada,
  dctoDeOferta,
  dctoEnRango,
  desdeCertificado,
  emisionVacia,
  isoLocal,
  mismaOferta,
  palancaEnRango,
  requiereRecotizar,
  sumaAseguradaDe,
  valoresIniciales,
  viajeSchema,
  type CotizacionForm,
  type EmisionForm,
} from './form.ts';
import { NuevoTomador } from './NuevoTomador.tsx';
import { PasoCobertura } from './PasoCobertura.tsx';
import { PasoEmision } from './PasoEmision.tsx';
import { PasoViaje } from './PasoViaje.tsx';

export type ModoWizard = 'nuevo' | 'editar' | 'clonar' | 'emitir';

const TIPOS_PRODUCTOR = new Set(['productor', 'broker', 'partner']);

/** Request field (server 400) -> form field. */
const CAMPO_DE_SOLICITUD: Record<string, Path<CotizacionForm>> = {
  ValorFactura: 'valor',
  GastoEnvio: 'flete',
  DemasGastos: 'demasGastos',
  BeneficioImaginario: 'beneficioImaginario',
  MercaderiaId: 'mercaderiaId',
  OperacionId: 'idTipoRiesgo',
  TransporteId: 'idModoTransporte',
  OrigenId: 'origenId',
  DestinoId: 'destinoId',
  FechaSalida: 'fechaSalida',
  Km: 'km',
  MonedaId: 'monedaId',
  TomadorId: 'tomador',
  BeneficiarioId: 'beneficiario',
  recargoAdmin: 'recargoAdmin',
  comisionProductor: 'comisionProductor',
  dctoComercial: 'dctoComercial',
  Cuotas: 'cuotas',
  FormaDePagoId: 'formaDePago',
  CondicionFiscal: 'condicionFiscal',
};

interface Guardado {
  id: number;
  urlAsegurado: string | null;
  urlCopiaPAS: string | null;
  /** The offer the saved version was priced with. */
  oferta: Oferta;
}

interface ResultadoEmision {
  id: number;
  nroCertificado: string | null;
  urlConstancia: string | null;
}

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

function Wizard({
  modo,
  certificado,
}: {
  modo: ModoWizard;
  certificado: ReturnType<typeof useCertificadoParaEditar>['data'] | null;
}) {
  const t = useT();
  const tenant = useTenant();
  const queryClient = useQueryClient();
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
  const esBanco = tenant.tipo === 'bank';

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
  const { control, handleSubmit, getValues, setValue, setError, reset, formState } = form;
  const valores = useWatch({ control }) as CotizacionForm;

  const [paso, setPaso] = useState(modo === 'emitir' ? 3 : 0);
  const [ofertas, setOfertas] = useState<Oferta[]>(certificado && modo !== 'clonar' ? [certificado.oferta] : []);
  const [seleccionada, setSeleccionada] = useState<Oferta | null>(certificado && modo !== 'clonar' ? certificado.oferta : null);
  const [certId, setCertId] = useState<number | null>(existente && certificado ? certificado.id : null);
  // An existing quote opens saved: its print buttons show until something changes (spec 3 §2.2).
  const [guardado, setGuardado] = useState<Guardado | null>(
    existente && certificado
      ? {
          id: certificado.id,
          urlAsegurado: certificado.urlAsegurado,
          urlCopiaPAS: certificado.urlCopiaPAS,
          oferta: certificado.oferta,
        }
      : null,
  );
  const [emisionSucia, setEmisionSucia] = useState(false);
  const [exito, setExito] = useState<ResultadoEmision | null>(null);
  const [eligiendo, setEligiendo] = useState<number | null>(null);
  const [aprobacion, setAprobacion] = useState<Oferta | null>(null);
  const [claves] = useState(() => ({ guardar: crypto.randomUUID(), emitir: crypto.randomUUID() }));
  const [claveGuardar, setClaveGuardar] = useState(claves.guardar);

  const cotizar = useCotizar();
  const guardar = useGuardarCotizacion();
  // The insured and producer copies are rendered right after the save: their links come with the certificate.
  const guardadoLeido = useCertificado(guardado && !guardado.urlAsegurado ? guardado.id : undefined);
  const copias = {
    urlAsegurado: guardado?.urlAsegurado ?? guardadoLeido.data?.urlAsegurado ?? null,
    urlCopiaPAS: guardado?.urlCopiaPAS ?? guardadoLeido.data?.urlCopiaPAS ?? null,
    pendientes: guardadoLeido.data?.documentosPendientes !== false,
  };
  const emitir = useEmitir();

  // A saved quote that changes again is no longer saved (it can be saved again, with its Id).
  const [prevDirty, setPrevDirty] = useState(formState.isDirty);
  if (prevDirty !== formState.isDirty) {
    setPrevDirty(formState.isDirty);
    if (formState.isDirty && guardado && modo !== 'emitir') setGuardado(null);
  }

  const dirty = !exito && (formState.isDirty || emisionSucia || (ofertas.length > 0 && !guardado && modo === 'nuevo'));
  const { allowNavigation } = useUnsavedChangesGuard(dirty);

  const bloqueadoPartes = certId !== null || guardado !== null;
  const estadoInvalido =
    certificado &&
    ((modo === 'editar' && !puedeEditar(certificado.estado.id)) || (modo === 'emitir' && !puedeEmitir(certificado.estado.id)));

  // The editable lever defaults to the first offer's default when offers arrive.
  const prellenarPalanca = useCallback(
    (lista: Oferta[]) => {
      const primera = lista.find((o) => !o.validaciones.length) ?? lista[0];
      if (!primera || getValues(palanca) !== null) return;
      setValue(
        palanca,
        palanca === 'recargoAdmin' ? primera.recargoAdmin.predeterminado : primera.comisionProductor.predeterminada,
      );
    },
    [getValues, setValue, palanca],
  );

  const erroresServidor = (error: unknown): boolean => {
    if (!isApiError(error)) return false;
    if (error.status === 422) {
      toastError(t('cotizador.toast.sinCotizacion'));
      return true;
    }
    if (error.status === 400 && error.errors.length) {
      let puestos = 0;
      for (const e of error.errors) {
        const campo = CAMPO_DE_SOLICITUD[e.path.split('.')[0] ?? ''];
        if (!campo) continue;
        setError(campo, { type: 'server', message: e.message }, { shouldFocus: puestos === 0 });
        puestos++;
      }
      toastError(puestos === error.errors.length ? t('cotizador.toast.revisarErrores') : error.message);
      return true;
    }
    if (error.status < 500 && error.status !== 0) {
      toastError(error.message);
      return true;
    }
    return true; // 5xx and network failures already opened the global error modal.
  };

  const onCotizar = handleSubmit(
    async (values) => {
      try {
        const lista = await cotizar.mutateAsync(aSolicitud(values, { palanca, nivelSuperiorId }));
        setOfertas(lista);
        setSeleccionada(null);
        prellenarPalanca(lista);
        setPaso(1);
      } catch (error) {
        erroresServidor(error);
      }
    },
    () => toastError(t('cotizador.toast.revisarErrores')),
  );

  const recotizar = () => {
    const values = getValues();
    cotizar.mutate(aSolicitud(values, { palanca, nivelSuperiorId }), {
      onSuccess: (lista) => {
        setOfertas(lista);
        setSeleccionada(null);
        prellenarPalanca(lista);
      },
      onError: (error) => erroresServidor(error),
    });
  };

  const elegir = async (oferta: Oferta) => {
    let valor = getValues(palanca);
    if (valor === null) {
      valor = palanca === 'recargoAdmin' ? oferta.recargoAdmin.predeterminado : oferta.comisionProductor.predeterminada;
      setValue(palanca, valor);
    }
    const dcto = getValues('dctoComercial');
    if (!palancaEnRango(palanca, valor, oferta) || !dctoEnRango(dcto, comisionAplicada(palanca, valor, oferta))) {
      toastError(t('cotizador.toast.revisarComision'));
      return;
    }
    let elegida = oferta;
    if (requiereRecotizar(palanca, valor, dcto, oferta)) {
      // Re-price the chosen coverage with the producer's values (the server recomputes the money).
      setEligiendo(oferta.cobertura.id);
      try {
        const [repriced] = await cotizar.mutateAsync(
          aSolicitud(getValues(), { palanca, nivelSuperiorId, coberturaId: oferta.cobertura.id }),
        );
        if (!repriced) return;
        elegida = repriced;
        setOfertas((lista) => lista.map((o) => (o.cobertura.id === repriced.cobertura.id ? repriced : o)));
      } catch (error) {
        erroresServidor(error);
        return;
      } finally {
        setEligiendo(null);
      }
    }
    if (elegida.validaciones.length) {
      setAprobacion(elegida);
      return;
    }
    setSeleccionada(elegida);
    // Choosing again what is saved, unchanged, keeps it saved (and its print buttons); anything else needs a save.
    if (!guardado || formState.isDirty || !mismaOferta(guardado.oferta, elegida)) setGuardado(null);
    setPaso(2);
  };

  const guardarCotizacion = async (): Promise<Guardado | null> => {
    if (!seleccionada) return null;
    const values = getValues();
    try {
      const res = await guardar.mutateAsync({
        body: aGuardar(values, seleccionada, { palanca, nivelSuperiorId, id: certId }),
        idempotencyKey: claveGuardar,
      });
      toastSuccess(t('cotizador.toast.guardadaNumero', { id: res.id }), t('cotizador.toast.guardada'));
      setCertId(res.id);
      setGuardado({ ...res, oferta: seleccionada });
      setClaveGuardar(crypto.randomUUID());
      reset(values);
      return { ...res, oferta: seleccionada };
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        erroresServidor(error);
        setPaso(0);
      } else if (isApiError(error) && error.status > 0 && error.status < 500) toastError(error.message);
      return null;
    }
  };

  // Saving or continuing moves to the issue step (spec 3 §4.2); a saved quote is not saved twice.
  const guardarYEmitir = async () => {
    const res = guardado ?? (await guardarCotizacion());
    if (res) setPaso(3);
  };

  const formaNombre = (id: number) => formas.data?.find((f) => f.id === id)?.nombre ?? '';

  const onEmitir = (e: EmisionForm) => {
    const cert = guardado?.id ?? certId;
    if (!cert) return;
    const values = getValues();
    emitir.mutate(
      {
        body: aEmitir(e, {
          id: cert,
          nivelSuperiorId,
          formaDePago: values.formaDePago,
          formaDePagoNombre: formaNombre(values.formaDePago),
          emailBeneficiario: values.esBeneficiario ? (values.tomador?.email ?? null) : (values.beneficiario?.email ?? null),
        }),
        idempotencyKey: claves.emitir,
      },
      {
        onSuccess: (res) => {
          allowNavigation();
          toastSuccess(t('cotizador.toast.emisionEnviada'));
          setExito({ id: res.id, nroCertificado: res.nroCertificado, urlConstancia: res.urlConstancia });
          window.scrollTo({ top: 0 });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400) toastError(t('cotizador.toast.revisarErrores'));
          else if (isApiError(error) && error.status > 0 && error.status < 500) toastError(error.message);
        },
      },
    );
  };

  const cambiarProductor = (value: string | null) => {
    const nuevo = value ? Number(value) : null;
    setValue('productorId', nuevo, { shouldDirty: true, shouldValidate: true });
    setValue('tomador', null, { shouldDirty: true });
    setValue('beneficiario', null, { shouldDirty: true });
    // The producer is the company the quote is made under (x-empresa-id): switch to it.
    if (nuevo && nuevo !== empresaSeleccionada) {
      setSelectedEmpresaId(nuevo);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'me' && q.queryKey[0] !== 'catalogos' });
    }
  };

  const pais = (paisId: number | null) => (paisId !== null ? (paises.data?.find((p) => p.id === paisId) ?? null) : null);
  const moneda = monedas.data?.find((m) => m.id === valores.monedaId);
  const sumaVivo = sumaAseguradaDe(valores);
  const resumen: ResumenViaje = {
    tipoRiesgoId: valores.idTipoRiesgo,
    modoTransporte: modos.data?.find((m) => m.id === valores.idModoTransporte)?.nombre ?? null,
    origen: pais(valores.origenId),
    destino: pais(valores.destinoId),
    fechaSalida: valores.fechaSalida,
    mercaderia: mercaderias.data?.find((m) => m.id === valores.mercaderiaId)?.nombre ?? null,
    esNueva: valores.esNueva,
    monedaSimbolo: moneda?.simbolo ?? null,
    sumaAsegurada: seleccionada?.sumaAsegurada ?? sumaVivo,
    tomador: valores.tomador?.nombre ?? null,
    cobertura: seleccionada?.cobertura.nombre ?? null,
    aseguradora: seleccionada?.cobertura.aseguradora ?? null,
    premio: seleccionada?.premio ?? null,
    nroCotizacion: guardado?.id ?? certId,
    nroCertificado: null,
  };
  const productorNombre = (pid: number | null) => {
    const e = productores.find((x) => x.id === pid);
    return e ? etiquetaProductor(e) : (certificado?.productor.nombre ?? null);
  };
  const datosResumen: ResumenCotizacionDatos = {
    productor: productorNombre(valores.productorId),
    tomador: valores.tomador ? `${valores.tomador.nombre} — ${valores.tomador.cif}` : null,
    beneficiario: valores.esBeneficiario
      ? t('cotizador.campo.elTomador')
      : valores.beneficiario
        ? `${valores.beneficiario.nombre} — ${valores.beneficiario.cif}`
        : null,
    tipoRiesgoId: valores.idTipoRiesgo,
    modoTransporte: resumen.modoTransporte ?? null,
    origen: resumen.origen ?? null,
    destino: resumen.destino ?? null,
    fechaSalida: valores.fechaSalida,
    km: tenant.mostrarKm ? valores.km : null,
    continuacionViaje: valores.continuacionViaje,
    mercaderia: resumen.mercaderia ?? null,
    esNueva: valores.esNueva,
    moneda: moneda ? `${moneda.codigo} · ${moneda.nombre}` : null,
    monedaSimbolo: moneda?.simbolo ?? seleccionada?.moneda.simbolo ?? '',
    valor: valores.valor ?? 0,
    flete: valores.flete ?? 0,
    demasGastos: valores.demasGastos ?? 0,
    beneficioImaginario: valores.beneficioImaginario ?? 0,
    sumaAsegurada: seleccionada?.sumaAsegurada ?? sumaVivo,
    formaDePago: formaNombre(valores.formaDePago) || null,
    cuotas: seleccionada?.cuotas ?? valores.cuotas,
    condicionFiscal: condicionesFiscales(paisPolizaId).find((c) => c.clave === valores.condicionFiscal)?.nombre ?? null,
    comisionProductor: seleccionada?.comisionProductor.valor ?? valores.comisionProductor,
    recargoAdmin: seleccionada?.recargoAdmin.valor ?? valores.recargoAdmin,
    dctoComercial: seleccionada ? dctoDeOferta(seleccionada) : (valores.dctoComercial ?? 0),
  };

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

  if (exito) {
    return (
      <Stack>
        {breadcrumbs}
        <Exito
          id={exito.id}
          nroCertificado={exito.nroCertificado}
          urlConstancia={exito.urlConstancia}
          resumen={{ ...resumen, nroCotizacion: exito.id, nroCertificado: exito.nroCertificado }}
          embebido={tenant.tipo === 'embedded'}
        />
      </Stack>
    );
  }

  const catalogosCargando = paises.isPending || monedas.isPending || modos.isPending || mercaderias.isPending || formas.isPending;

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
              <Card withBorder radius="md">
                <Grid>
                  <Grid.Col span={{ base: 12, md: 6 }}>
                    <Controller
                      control={control}
                      name="productorId"
                      render={({ field, fieldState }) => (
                        <Select
                          label={t('cotizador.campo.productor')}
                          withAsterisk
                          allowDeselect={false}
                          searchable
                          disabled={existente || bloqueadoPartes || esBanco}
                          data={
                            existente && certificado && !productores.some((e) => e.id === certificado.productor.id)
                              ? [{ value: String(certificado.productor.id), label: certificado.productor.nombre }]
                              : productores.map((e) => ({ value: String(e.id), label: etiquetaProductor(e) }))
                          }
                          value={field.value !== null ? String(field.value) : null}
                          onChange={cambiarProductor}
                          error={fieldState.error?.message}
                          data-testid="campo-productor"
                        />
                      )}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: 6 }}>
                    <Controller
                      control={control}
                      name="tomador"
                      render={({ field, fieldState }) => (
                        <EntidadSelect
                          label={t('cotizador.campo.tomador')}
                          withAsterisk
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          productorId={valores.productorId ?? undefined}
                          disabled={valores.productorId === null || existente || bloqueadoPartes}
                          error={fieldState.error?.message}
                          data-testid="campo-tomador"
                        />
                      )}
                    />
                    <NuevoTomador
                      productorId={valores.productorId}
                      disabled={existente || bloqueadoPartes}
                      onCreated={(tomador) => setValue('tomador', tomador, { shouldDirty: true, shouldValidate: true })}
                    />
                    <Controller
                      control={control}
                      name="esBeneficiario"
                      render={({ field }) => (
                        <Checkbox
                          mt="xs"
                          label={t('cotizador.campo.esBeneficiario')}
                          checked={field.value}
                          disabled={valores.productorId === null || existente || bloqueadoPartes}
                          onChange={(e) => {
                            field.onChange(e.currentTarget.checked);
                            if (e.currentTarget.checked) setValue('beneficiario', null);
                          }}
                          data-testid="campo-esBeneficiario"
                        />
                      )}
                    />
                    {!valores.esBeneficiario && (
                      <Controller
                        control={control}
                        name="beneficiario"
                        render={({ field, fieldState }) => (
                          <EntidadSelect
                            label={t('cotizador.campo.beneficiario')}
                            withAsterisk
                            value={field.value}
                            onChange={field.onChange}
                            productorId={valores.productorId ?? undefined}
                            disabled={valores.productorId === null || existente || bloqueadoPartes}
                            error={fieldState.error?.message}
                            data-testid="campo-beneficiario"
                          />
                        )}
                      />
                    )}
                  </Grid.Col>
                </Grid>
              </Card>

              <Stepper active={paso} allowNextStepsSelect={false} data-testid="wizard-stepper">
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
                      cotizando={cotizar.isPending}
                      onCotizar={() => void onCotizar()}
                    />
                  )}
                </Stepper.Step>
                <Stepper.Step label={t('cotizador.paso.cobertura')} allowStepSelect={false} data-testid="paso-header-1">
                  <PasoCobertura
                    ofertas={ofertas}
                    seleccionada={seleccionada}
                    formasDePago={formas.data ?? []}
                    parametros={parametros.data ?? []}
                    paisPolizaId={paisPolizaId}
                    palanca={palanca}
                    cotizando={cotizar.isPending}
                    eligiendo={eligiendo}
                    onRecotizar={recotizar}
                    onElegir={(o) => void elegir(o)}
                    onSolicitarAprobacion={setAprobacion}
                    onAtras={() => setPaso(0)}
                  />
                </Stepper.Step>
                <Stepper.Step label={t('cotizador.paso.resumen')} allowStepSelect={false} data-testid="paso-header-2">
                  <Stack gap="md">
                    <ResumenCotizacion
                      datos={datosResumen}
                      onEditarViaje={guardado && modo === 'emitir' ? undefined : () => setPaso(0)}
                      onEditarComisiones={guardado && modo === 'emitir' ? undefined : () => setPaso(1)}
                    />
                    {seleccionada && <OfertaCard oferta={seleccionada} selected />}
                    <Group justify="space-between">
                      <Button variant="default" onClick={() => setPaso(1)} data-testid="boton-atras">
                        {t('cotizador.acciones.atras')}
                      </Button>
                      <Group>
                        {guardado && !copias.urlAsegurado && copias.pendientes && <DocumentosGenerandose />}
                        {copias.urlAsegurado && (
                          <Button
                            variant="light"
                            component="a"
                            href={copias.urlAsegurado}
                            target="_blank"
                            rel="noopener noreferrer"
                            data-testid="boton-copia-asegurado"
                          >
                            {t('cotizador.acciones.copiaAsegurado')}
                          </Button>
                        )}
                        {copias.urlCopiaPAS && (
                          <Button
                            variant="light"
                            component="a"
                            href={copias.urlCopiaPAS}
                            target="_blank"
                            rel="noopener noreferrer"
                            data-testid="boton-copia-pas"
                          >
                            {t('cotizador.acciones.copiaPAS')}
                          </Button>
                        )}
                        <Button
                          variant="outline"
                          onClick={() => void guardarYEmitir()}
                          loading={guardar.isPending}
                          disabled={!!guardado || !seleccionada}
                          data-testid="boton-guardar"
                        >
                          {t('cotizador.acciones.guardar')}
                        </Button>
                        <Button
                          onClick={() => void guardarYEmitir()}
                          loading={guardar.isPending}
                          disabled={!seleccionada}
                          data-testid="boton-solicitar-emision"
                        >
                          {guardado ? t('cotizador.acciones.solicitarEmision') : t('cotizador.acciones.guardarYSolicitar')}
                        </Button>
                      </Group>
                    </Group>
                  </Stack>
                </Stepper.Step>
                <Stepper.Step label={t('cotizador.paso.emision')} allowStepSelect={false} data-testid="paso-header-3">
                  {paso === 3 && (
                    <PasoEmision
                      valoresIniciales={emisionVacia(certificado)}
                      formaDePago={valores.formaDePago}
                      formaDePagoNombre={formaNombre(valores.formaDePago)}
                      emailBeneficiario={
                        valores.esBeneficiario ? (valores.tomador?.email ?? null) : (valores.beneficiario?.email ?? null)
                      }
                      urlAsegurado={copias.urlAsegurado}
                      emitiendo={emitir.isPending}
                      onDirtyChange={setEmisionSucia}
                      onAtras={() => setPaso(2)}
                      onEmitir={onEmitir}
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
      {aprobacion && (
        <AprobacionModal
          opened
          onClose={() => setAprobacion(null)}
          oferta={aprobacion}
          request={aGuardar(getValues(), aprobacion, { palanca, nivelSuperiorId, id: certId })}
          onSolicitada={() => allowNavigation()}
        />
      )}
    </FormProvider>
  );
}

export const CotizadorPage = () => <WizardPage modo="nuevo" />;
export const EditarCotizacionPage = () => <WizardPage modo="editar" />;
export const ClonarCotizacionPage = () => <WizardPage modo="clonar" />;
export const EmitirCotizacionPage = () => <WizardPage modo="emitir" />;
