import { useDeferredValue, useEffect, useState } from 'react';
import { Alert, Button, Card, Loader, SegmentedControl, SimpleGrid, Stack, Stepper, Text } from '@mantine/core';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { CotizacionAnualRequest, OfertaAnual, SolicitudAprobacionAnual } from '#shared/contract/schemas/rating-anual.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { condicionFiscalPredeterminada } from '#shared/viajes-especificos/impuestos.ts';
import { EntidadSelect } from '#web/components/EntidadSelect.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { setServerFieldErrors } from '#web/lib/server-errors.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { buscarEntidad } from '#web/lib/clientes.ts';
import { pdfOfertaAnual, useCertificadoAnual, useCotizarAnual, useGuardarAnual, useParametrosAnuales } from '../api.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { AprobacionAnualModal, SIN_RESPUESTAS } from './AprobacionAnualModal.tsx';
import { claveBorrador, descartarBorrador, guardarBorrador, leerBorrador } from './borrador.ts';
import { ExitoAnual } from './ExitoAnual.tsx';
import { cargarGraficos } from './graficos-perezosos.ts';
import { aSolicitud, desdeCertificado, pasoMercaderiaSchema, valoresIniciales, type CotizadorValues } from './form.ts';
import { OfertaAnualCard } from './OfertaAnualCard.tsx';
import { PagoComisiones, pagoValido } from './PagoComisiones.tsx';
import { PasoMercaderia } from './PasoMercaderia.tsx';
import { PasoResumen } from './PasoResumen.tsx';
import { useNombres } from './use-nombres.ts';

const CAMPOS_SERVIDOR = [
  'mae',
  'mercaderias',
  'operaciones',
  'transportes',
  'siniestralidadPorAnio',
  'comisionProductor',
  'cuotas',
];
const mensajeError = (e: unknown) => (isApiError(e) && e.errors.length ? e.errors.map((x) => x.message).join(', ') : null);

/**
 * The annual floating rating wizard (spec 2 §2.6, §4.5): the tomador and beneficiary above a
 * three-step stepper — Mercadería (MAE, compositions, claims; Cotizar), Cobertura (payment and
 * commissions, the offers), Resumen (parties, payment, commission, the annual premium, charts, save) —
 * with the approval request and the success view, which takes the page's heading away (`onGuardada`).
 */
export function AsistenteAnual({ onGuardada }: { onGuardada: () => void }) {
  const t = useT();
  const { me, empresa } = useLayoutContext();
  const paisId = empresa?.empresa.paisId ?? 32;
  // ?clonar={id} (the detail's 'Clonar'): the same form, a new quote.
  const clonar = Number(useSearchParams()[0].get('clonar')) || 0;
  const clave = claveBorrador(me.id, empresa?.empresa.id ?? 0);
  // An offer chosen and never saved left a draft: the form opens with it (a clone starts from the clone).
  const [borrador, setBorrador] = useState(() => (clonar ? null : leerBorrador(clave)));
  const inicial = (): CotizadorValues => ({
    ...valoresIniciales(),
    pago: { condicionFiscal: condicionFiscalPredeterminada(paisId).id, formaDePago: 0, cuotas: 1 },
  });
  const form = useForm<CotizadorValues>({
    defaultValues: borrador?.v ?? inicial(),
    resolver: zodResolver(pasoMercaderiaSchema as never) as unknown as Resolver<CotizadorValues>,
  });
  const v = useWatch({ control: form.control }) as CotizadorValues;
  const parametros = useParametrosAnuales(v.mae.idMoneda);
  const cotizar = useCotizarAnual();
  const guardar = useGuardarAnual();
  const nombres = useNombres();
  const [paso, setPaso] = useState(0);
  const [ofertas, setOfertas] = useState<OfertaAnual[] | null>(null);
  // Quoted: the summary's charts download while the broker picks a cover.
  useEffect(() => {
    if (paso >= 1) void cargarGraficos();
  }, [paso]);
  /** The request the offers answer: an offer's PDF is priced from it, not from fields edited since. */
  const [cotizada, setCotizada] = useState<CotizacionAnualRequest | null>(null);
  const [elegida, setElegida] = useState<OfertaAnual | null>(null);
  const [aprobacion, setAprobacion] = useState<OfertaAnual | null>(null);
  // The three answers outlive the modal: Cancelar to fill a missing tomador loses none of them.
  const [respuestas, setRespuestas] = useState(SIN_RESPUESTAS);
  const [guardada, setGuardada] = useState<{ id: number; estado: number } | null>(null);
  const origen = useCertificadoAnual(clonar, clonar > 0);
  const [clonado, setClonado] = useState(false);
  useEffect(() => {
    const c = origen.data;
    if (!c || clonado) return;
    setClonado(true);
    void Promise.all([
      buscarEntidad(c.entidad.tomador.nombre, c.entidad.tomador.id),
      buscarEntidad(c.entidad.beneficiario.nombre, c.entidad.beneficiario.id),
    ]).then(([tomador, beneficiario]) => {
      if (tomador) form.reset(desdeCertificado(c, tomador, beneficiario ?? tomador));
    });
  }, [origen.data, clonado, form]);
  const p = parametros.data?.parametros;
  // The form is one long render: once the parameters arrive it renders as a transition that yields to
  // input every few milliseconds, with the loader meanwhile, not in one long task (record 0181).
  const cargando = useDeferredValue(parametros.isPending);
  const simbolo = parametros.data?.monedas.find((m) => m.id === v.mae.idMoneda)?.simbolo ?? '';

  // The insurers' default commission once their parameters arrive (the field starts at the form's default).
  const [comisionPuesta, setComisionPuesta] = useState(clonar > 0 || borrador !== null);
  if (p && !comisionPuesta) {
    setComisionPuesta(true);
    form.setValue('comisiones.comisionProductor', p.comisionPredeterminada);
  }

  const pedirOfertas = async () => {
    try {
      const solicitud = aSolicitud(form.getValues());
      const r = await cotizar.mutateAsync(solicitud);
      setOfertas(r);
      setCotizada(solicitud);
      setElegida((e) => (e ? (r.find((o) => o.cobertura.id === e.cobertura.id) ?? null) : null));
      return r;
    } catch (e) {
      const resto = setServerFieldErrors(isApiError(e) ? e.errors : [], form.setError, CAMPOS_SERVIDOR, {
        arrays: ['mercaderias', 'operaciones', 'transportes'],
      });
      toastError(resto.join(', ') || mensajeError(e) || t('cotizadorAnual.errorDesconocido'), t('cotizadorAnual.errorCotizar'));
      return null;
    }
  };

  const onCotizar = form.handleSubmit(
    async () => {
      const r = await pedirOfertas();
      if (r) {
        toastSuccess(t('cotizadorAnual.cotizada'));
        setPaso(1);
      }
    },
    () => toastError(t('cotizadorAnual.revise'), t('cotizadorAnual.errorSolicitud')),
  );

  // Changing payment or commission re-quotes, only while every group is valid (2 §4.5).
  const claveRecotizar = JSON.stringify([v.pago, v.comisiones]);
  useEffect(() => {
    if (paso === 0 || !ofertas || !p || !pagoValido(form.getValues(), p)) return;
    const timer = setTimeout(() => void pedirOfertas(), 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-quote on the payment group only
  }, [claveRecotizar]);

  const guardarCotizacion = async (oferta: OfertaAnual, solicitudAprobacion: SolicitudAprobacionAnual | null) => {
    const valores = form.getValues();
    if (!valores.tomador) return toastError(t('cotizadorAnual.faltaTomador'));
    try {
      const r = await guardar.mutateAsync({
        cotizacion: aSolicitud(valores),
        coberturaId: oferta.cobertura.id,
        tomadorId: valores.tomador.id,
        tomadorEsBeneficiario: valores.tomadorEsBeneficiario,
        beneficiarioId: valores.tomadorEsBeneficiario ? null : (valores.beneficiario?.id ?? null),
        nroReferenciaInterna: null,
        solicitudAprobacion,
      });
      setElegida(oferta);
      setGuardada(r);
      onGuardada();
      descartarBorrador(clave);
      setAprobacion(null);
      toastSuccess(t(solicitudAprobacion ? 'cotizadorAnual.solicitudEnviada' : 'cotizadorAnual.guardada'));
    } catch (e) {
      toastError(mensajeError(e) ?? t('cotizadorAnual.errorGuardar'));
    }
  };

  // Spec 2 §5.5: from the payment step on, the tomador is required; choosing an offer leaves that step.
  const faltaTomador = paso >= 1 && !v.tomador;
  const elegir = (o: OfertaAnual) => {
    if (!form.getValues().tomador) return toastError(t('cotizadorAnual.faltaTomador'));
    guardarBorrador(clave, form.getValues(), `${o.cobertura.nombre} (${o.cobertura.aseguradora})`);
    setBorrador(null);
    setElegida(o);
    setPaso(2);
  };
  const descartar = () => {
    descartarBorrador(clave);
    setBorrador(null);
    form.reset(inicial());
    setComisionPuesta(false);
  };

  if (guardada && elegida)
    return (
      <ExitoAnual
        id={guardada.id}
        enAprobacion={guardada.estado === ESTADOS.enAprobacion.id}
        oferta={elegida}
        v={form.getValues()}
        nombres={nombres}
      />
    );
  if (cargando) return <Loader />;
  if (!p)
    return (
      <Alert color="red" title={t('cotizadorAnual.sinCoberturas')}>
        {parametros.error?.message ?? ''}
      </Alert>
    );

  return (
    <>
      {borrador ? (
        <Alert color="blue" title={t('cotizadorAnual.borrador.titulo')} data-testid="anual-borrador">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('cotizadorAnual.borrador.texto', { cobertura: borrador.cobertura, fecha: fechaHora(borrador.fecha) })}
            </Text>
            <Button variant="default" size="xs" onClick={descartar} data-testid="anual-borrador-descartar">
              {t('cotizadorAnual.borrador.descartar')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="md" data-testid="anual-partes">
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <EntidadSelect
            label={t('ratingAnual.col.tomador')}
            withAsterisk
            value={v.tomador}
            onChange={(c) => form.setValue('tomador', c)}
            error={faltaTomador ? t('cotizadorAnual.faltaTomador') : undefined}
            productorId={empresa?.empresa.tipo === 'productor' ? empresa.empresa.id : undefined}
            data-testid="anual-tomador"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('cotizadorAnual.tomadorBeneficiario')}
            </Text>
            <SegmentedControl
              data={[
                { value: 'no', label: t('cotizadorAnual.no') },
                { value: 'si', label: t('cotizadorAnual.si') },
              ]}
              value={v.tomadorEsBeneficiario ? 'si' : 'no'}
              onChange={(x) => form.setValue('tomadorEsBeneficiario', x === 'si')}
              data-testid="anual-tomador-beneficiario"
            />
          </Stack>
          {v.tomadorEsBeneficiario ? null : (
            <EntidadSelect
              label={t('ratingAnual.col.beneficiario')}
              value={v.beneficiario}
              onChange={(c) => form.setValue('beneficiario', c)}
              productorId={empresa?.empresa.tipo === 'productor' ? empresa.empresa.id : undefined}
              data-testid="anual-beneficiario"
            />
          )}
        </SimpleGrid>
      </Card>
      <Stepper active={paso} onStepClick={(s) => (s <= paso || ofertas ? setPaso(s) : undefined)} allowNextStepsSelect={false}>
        <Stepper.Step label={t('cotizadorAnual.paso.mercaderia')}>
          <PasoMercaderia
            form={form}
            monedas={parametros.data?.monedas ?? []}
            simbolo={simbolo}
            onCotizar={() => void onCotizar()}
            cotizando={cotizar.isPending}
          />
        </Stepper.Step>
        <Stepper.Step label={t('cotizadorAnual.paso.cobertura')}>
          <Stack gap="md">
            {/* Spec 2 §4.5: quoting shows the sworn-declaration disclaimer, which counts as accepted. */}
            <Alert color="blue" data-testid="anual-declaracion-jurada">
              {t('cotizadorAnual.declaracionJurada')}
            </Alert>
            <PagoComisiones form={form} parametros={p} paisId={paisId} />
            {cotizar.isPending ? <Loader size="sm" /> : null}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="anual-ofertas">
              {(ofertas ?? []).map((o) => (
                <OfertaAnualCard
                  key={o.cobertura.id}
                  oferta={o}
                  elegida={elegida?.cobertura.id === o.cobertura.id}
                  onSelect={() => elegir(o)}
                  onSolicitarAprobacion={() => setAprobacion(o)}
                  pdf={cotizada ? pdfOfertaAnual(cotizada, o.cobertura.id) : undefined}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('cotizadorAnual.paso.resumen')}>
          {elegida ? (
            <PasoResumen
              v={v}
              oferta={elegida}
              paisId={paisId}
              simbolo={simbolo}
              nombres={nombres}
              guardando={guardar.isPending}
              pdf={cotizada ? pdfOfertaAnual(cotizada, elegida.cobertura.id) : undefined}
              onGuardar={() => void guardarCotizacion(elegida, null)}
            />
          ) : null}
        </Stepper.Step>
      </Stepper>
      <AprobacionAnualModal
        key={aprobacion?.cobertura.id ?? 'cerrado'}
        opened={aprobacion !== null}
        valores={respuestas}
        onChange={setRespuestas}
        onClose={() => setAprobacion(null)}
        enviando={guardar.isPending}
        onEnviar={(s) => (aprobacion ? void guardarCotizacion(aprobacion, s) : undefined)}
      />
    </>
  );
}
