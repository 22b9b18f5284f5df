import { useCallback, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { useUnsavedChangesGuard } from '#web/components/unsaved-changes.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { useCotizar, useEmitir, useCertificado, type useCertificadoParaEditar, useGuardarCotizacion } from '../api.ts';
import type { CotizacionForm } from './form/cotizacion.ts';
import {
  comisionAplicada,
  dctoEnRango,
  mismaOferta,
  palancaEnRango,
  requiereRecotizar,
  type Palanca,
} from './form/paso-cobertura.ts';
import { aEmitir, type EmisionForm } from './form/paso-emision.ts';
import { aGuardar, aSolicitud } from './form/solicitud.ts';

export type ModoWizard = 'nuevo' | 'editar' | 'clonar' | 'emitir';
export type CertificadoEditable = NonNullable<ReturnType<typeof useCertificadoParaEditar>['data']>;

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
  /** Only say which copies exist: their links are asked for on click. */
  urlAsegurado: string | null;
  urlCopiaPAS: string | null;
  /** The offer the saved version was priced with. */
  oferta: Oferta;
}

export interface ResultadoEmision {
  id: number;
  nroCertificado: string | null;
  urlConstancia: string | null;
}

interface Opciones {
  modo: ModoWizard;
  certificado: CertificadoEditable | null;
  form: UseFormReturn<CotizacionForm>;
  palanca: Palanca;
  nivelSuperiorId: number | null;
  formaNombre: (id: number) => string;
}

/**
 * The wizard's flow (spec 3 §2.2, §4.2): the current step, the offers and the chosen one, and the
 * quote, save and issue requests with their server errors put back on the form's fields. An existing
 * quote (edit, issue) opens saved.
 */
export function useWizardCotizacion({ modo, certificado, form, palanca, nivelSuperiorId, formaNombre }: Opciones) {
  const t = useT();
  const { handleSubmit, getValues, setValue, setError, reset, formState } = form;
  const existente = modo === 'editar' || modo === 'emitir';

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
  // The insured and producer copies are rendered right after the save: the certificate says when they exist.
  const guardadoLeido = useCertificado(guardado && !guardado.urlAsegurado ? guardado.id : undefined);
  const copias = {
    asegurado: Boolean(guardado?.urlAsegurado ?? guardadoLeido.data?.urlAsegurado),
    pas: Boolean(guardado?.urlCopiaPAS ?? guardadoLeido.data?.urlCopiaPAS),
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

  return {
    paso,
    setPaso,
    ofertas,
    seleccionada,
    certId,
    guardado,
    copias,
    exito,
    eligiendo,
    aprobacion,
    setAprobacion,
    setEmisionSucia,
    cotizando: cotizar.isPending,
    guardando: guardar.isPending,
    emitiendo: emitir.isPending,
    allowNavigation,
    onCotizar,
    recotizar,
    elegir,
    guardarYEmitir,
    onEmitir,
  };
}
