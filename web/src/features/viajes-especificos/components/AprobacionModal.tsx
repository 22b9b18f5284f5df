import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod';
import type { GuardarRequest, Oferta, SolicitudAprobacion } from '#shared/contract/schemas/viaje-especifico.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useT, type Translate } from '#web/lib/i18n.tsx';
import { toastError } from '#web/lib/toast.ts';
import { useSolicitarAprobacion } from '../api/solicitar-aprobacion.ts';

/**
 * Excess-approval request (spec 3 §2.3, §5.3, §8.1).
 *
 * Every question that appears is required ('Requerido'); free text is limited to 500 characters
 * (spec 3 §9). Which questions each excess code asks (the project's mapping; the spec lists the
 * questions but not which code needs which):
 *
 * | code                     | meaning                              | questions                                                        |
 * |--------------------------|--------------------------------------|------------------------------------------------------------------|
 * | 500                      | origin country prohibited            | origin warehouse, departure port/address, state involvement, beneficiary country |
 * | 501                      | destination country prohibited       | destination warehouse, arrival port/address, state involvement, beneficiary country |
 * | 510                      | goods type prohibited                | goods detail, packaging                                          |
 * | 520                      | transport not permitted              | transport detail, route                                          |
 * | 521                      | sum insured above the transport limit| security measures, known claims (Sí/No)                          |
 * | 522, 550, 551, 552, 553  | operation type not permitted         | transport detail, route                                          |
 * | 540                      | retroactive departure                | delay reason                                                     |
 * | any other code           | —                                    | none (observations only)                                         |
 *
 * Always asked: 'Es carga a granel'; when it is not bulk, the container count (0..50, clamped; the
 * container list grows or shrinks to match) and per container its tipo and valor; from 2 containers a
 * shipment schedule. The oversize flag asks dimensions/weight, lashing, risk management and route.
 * 'Known claims' and 'state involvement' are Sí/No choices that must be answered (a lone checkbox could
 * not be "required" without forcing a yes). Observations are optional (max 500).
 *
 * The request sent is the quote payload plus `respuestas` (each visible question rendered as
 * {pregunta, respuesta}, with the bulk/containers/oversize answers), `contenedores` and `observacion`:
 * POST /polizas/con-riesgos, or PATCH when the payload carries `Id`.
 */

export type PreguntaId =
  | 'depositoOrigen'
  | 'puertoSalida'
  | 'depositoDestino'
  | 'puertoLlegada'
  | 'involucraEstado'
  | 'paisBeneficiario'
  | 'detalleMercaderia'
  | 'embalaje'
  | 'detalleTransporte'
  | 'ruta'
  | 'medidasSeguridad'
  | 'siniestrosConocidos'
  | 'motivoDemora'
  | 'cronograma'
  | 'dimensionesPeso'
  | 'trincado'
  | 'gestionRiesgo';

type TipoPregunta = 'texto' | 'area' | 'siNo';

/** The question catalogue, in display order. */
export const PREGUNTAS: readonly { id: PreguntaId; tipo: TipoPregunta }[] = [
  { id: 'depositoOrigen', tipo: 'texto' },
  { id: 'puertoSalida', tipo: 'texto' },
  { id: 'depositoDestino', tipo: 'texto' },
  { id: 'puertoLlegada', tipo: 'texto' },
  { id: 'paisBeneficiario', tipo: 'texto' },
  { id: 'involucraEstado', tipo: 'siNo' },
  { id: 'detalleMercaderia', tipo: 'area' },
  { id: 'embalaje', tipo: 'texto' },
  { id: 'detalleTransporte', tipo: 'area' },
  { id: 'medidasSeguridad', tipo: 'area' },
  { id: 'siniestrosConocidos', tipo: 'siNo' },
  { id: 'motivoDemora', tipo: 'area' },
  { id: 'cronograma', tipo: 'area' },
  { id: 'dimensionesPeso', tipo: 'texto' },
  { id: 'trincado', tipo: 'area' },
  { id: 'gestionRiesgo', tipo: 'area' },
  { id: 'ruta', tipo: 'area' },
];

const OPERACION_NO_PERMITIDA: readonly PreguntaId[] = ['detalleTransporte', 'ruta'];

export const PREGUNTAS_POR_CODIGO: Readonly<Record<number, readonly PreguntaId[]>> = {
  500: ['depositoOrigen', 'puertoSalida', 'involucraEstado', 'paisBeneficiario'],
  501: ['depositoDestino', 'puertoLlegada', 'involucraEstado', 'paisBeneficiario'],
  510: ['detalleMercaderia', 'embalaje'],
  520: OPERACION_NO_PERMITIDA,
  521: ['medidasSeguridad', 'siniestrosConocidos'],
  522: OPERACION_NO_PERMITIDA,
  540: ['motivoDemora'],
  550: OPERACION_NO_PERMITIDA,
  551: OPERACION_NO_PERMITIDA,
  552: OPERACION_NO_PERMITIDA,
  553: OPERACION_NO_PERMITIDA,
};

const SOBREDIMENSION: readonly PreguntaId[] = ['dimensionesPeso', 'trincado', 'gestionRiesgo', 'ruta'];

export const MAX_CONTENEDORES = 50;
export const MAX_TEXTO = 500;
export const TIPOS_CONTENEDOR = ["20' Dry", "40' Dry", "40' High Cube", "20' Reefer", "40' Reefer", 'Open Top', 'Flat Rack'];

export interface Contenedor {
  tipo: string | null;
  valor: number | null;
}

export interface AprobacionValues {
  respuestas: Partial<Record<PreguntaId, string>>;
  esGranel: boolean;
  cantidadContenedores: number | null;
  contenedores: Contenedor[];
  sobredimension: boolean;
  observacion: string;
}

/** The questions on screen, in catalogue order, for the offer's codes and the current flags. */
export const preguntasVisibles = (
  codigos: readonly number[],
  v: Pick<AprobacionValues, 'esGranel' | 'cantidadContenedores' | 'sobredimension'>,
): PreguntaId[] => {
  const ids = new Set<PreguntaId>(codigos.flatMap((c) => PREGUNTAS_POR_CODIGO[c] ?? []));
  if (!v.esGranel && (v.cantidadContenedores ?? 0) >= 2) ids.add('cronograma');
  if (v.sobredimension) for (const id of SOBREDIMENSION) ids.add(id);
  return PREGUNTAS.filter((p) => ids.has(p.id)).map((p) => p.id);
};

/** A typed count to 0..50 (integers); empty stays empty. */
export const clampContenedores = (n: number | string | null | undefined): number | null => {
  if (n === '' || n === null || n === undefined) return null;
  const num = typeof n === 'number' ? n : Number(n);
  if (!Number.isFinite(num)) return null;
  return Math.min(MAX_CONTENEDORES, Math.max(0, Math.trunc(num)));
};

/** The container list sized to `n`: keeps the first rows, appends empty ones. */
export const ajustarContenedores = (lista: readonly Contenedor[], n: number | null): Contenedor[] => {
  const size = n ?? 0;
  const out = lista.slice(0, size);
  while (out.length < size) out.push({ tipo: null, valor: null });
  return out;
};

const blank = (s: string | null | undefined) => !s || !s.trim();

/** The form schema: 'Requerido' on every visible question and, when not bulk, on count and containers. */
export const aprobacionSchema = (codigos: readonly number[], t: Translate) => {
  const requerido = t('veAprobacion.requerido');
  const maximo = t('veAprobacion.maximo', { max: MAX_TEXTO });
  return z
    .object({
      respuestas: z.record(z.string(), z.string().optional()),
      esGranel: z.boolean(),
      cantidadContenedores: z.number().nullable(),
      contenedores: z.array(z.object({ tipo: z.string().nullable(), valor: z.number().nullable() })),
      sobredimension: z.boolean(),
      observacion: z.string(),
    })
    .superRefine((v, ctx) => {
      if (v.observacion.length > MAX_TEXTO) ctx.addIssue({ code: 'custom', path: ['observacion'], message: maximo });
      for (const id of preguntasVisibles(codigos, v)) {
        const r = v.respuestas[id];
        if (blank(r)) ctx.addIssue({ code: 'custom', path: ['respuestas', id], message: requerido });
        else if ((r ?? '').length > MAX_TEXTO) ctx.addIssue({ code: 'custom', path: ['respuestas', id], message: maximo });
      }
      if (v.esGranel) return;
      if (!v.cantidadContenedores) ctx.addIssue({ code: 'custom', path: ['cantidadContenedores'], message: requerido });
      v.contenedores.forEach((c, i) => {
        if (blank(c.tipo)) ctx.addIssue({ code: 'custom', path: ['contenedores', i, 'tipo'], message: requerido });
        if (c.valor === null || c.valor < 0)
          ctx.addIssue({ code: 'custom', path: ['contenedores', i, 'valor'], message: requerido });
      });
    });
};

const siNo = (t: Translate, v: boolean) => t(v ? 'veAprobacion.si' : 'veAprobacion.no');

/** The request body: the quote payload plus the rendered answers and the containers. */
export const armarSolicitud = (
  request: GuardarRequest,
  codigos: readonly number[],
  v: AprobacionValues,
  t: Translate,
): SolicitudAprobacion & { Id?: number | undefined } => {
  const respuestas = preguntasVisibles(codigos, v).map((id) => {
    const tipo = PREGUNTAS.find((p) => p.id === id)?.tipo;
    const r = (v.respuestas[id] ?? '').trim();
    return {
      pregunta: t(`veAprobacion.pregunta.${id}`),
      respuesta: tipo === 'siNo' ? siNo(t, r === 'si') : r,
    };
  });
  respuestas.push({ pregunta: t('veAprobacion.esGranel'), respuesta: siNo(t, v.esGranel) });
  if (!v.esGranel)
    respuestas.push({ pregunta: t('veAprobacion.cantidadContenedores'), respuesta: String(v.cantidadContenedores ?? 0) });
  respuestas.push({ pregunta: t('veAprobacion.sobredimension'), respuesta: siNo(t, v.sobredimension) });
  const observacion = v.observacion.trim();
  return {
    ...request,
    respuestas,
    contenedores: v.esGranel ? [] : v.contenedores.map((c) => ({ tipo: c.tipo ?? '', valor: c.valor ?? 0 })),
    ...(observacion ? { observacion } : { observacion: undefined }),
  };
};

const EMPTY: AprobacionValues = {
  respuestas: {},
  esGranel: false,
  cantidadContenedores: null,
  contenedores: [],
  sobredimension: false,
  observacion: '',
};

export interface AprobacionModalProps {
  opened: boolean;
  onClose: () => void;
  /** The quote as saved (GuardarRequest), with `Id` when it already exists (then PATCH). */
  request: GuardarRequest;
  oferta: Oferta;
  onSolicitada?: (id: number) => void;
}

export function AprobacionModal({ opened, onClose, request, oferta, onSolicitada }: AprobacionModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('veAprobacion.title')}
      closeOnClickOutside={false}
      data-testid="aprobacion-modal"
    >
      {opened ? <AprobacionForm request={request} oferta={oferta} onClose={onClose} onSolicitada={onSolicitada} /> : null}
    </Modal>
  );
}

function AprobacionForm({ request, oferta, onClose, onSolicitada }: Omit<AprobacionModalProps, 'opened'>) {
  const t = useT();
  const navigate = useNavigate();
  const solicitar = useSolicitarAprobacion();
  const [creado, setCreado] = useState<number | undefined>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const codigos = useMemo(() => oferta.validaciones.map((v) => v.codigo), [oferta]);
  const resolver = useMemo(
    () => zodResolver(aprobacionSchema(codigos, t)) as unknown as Resolver<AprobacionValues>,
    // The codes and the language do not change while the modal is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AprobacionValues>({ resolver, mode: 'onTouched', defaultValues: EMPTY });
  const watched = useWatch({ control });
  const esGranel = watched.esGranel ?? false;
  const cantidad = watched.cantidadContenedores ?? null;
  const sobredimension = watched.sobredimension ?? false;
  const contenedores = watched.contenedores ?? [];
  const visibles = preguntasVisibles(codigos, { esGranel, cantidadContenedores: cantidad, sobredimension });

  if (creado !== undefined) {
    return (
      <Stack align="center" gap="md" py="lg" data-testid="aprobacion-success">
        <ThemeIcon color="green" size={56} radius="xl">
          ✓
        </ThemeIcon>
        <Title order={3}>{t('veAprobacion.success.title')}</Title>
        <Text ta="center" c="dimmed">
          {t('veAprobacion.success.text', { id: creado })}
        </Text>
        <Button onClick={() => navigate(`/seguros/viajes-especificos/polizas/${creado}`)} data-testid="aprobacion-continue">
          {t('veAprobacion.success.continue')}
        </Button>
      </Stack>
    );
  }

  const onValid = async (values: AprobacionValues) => {
    try {
      const { id } = await solicitar.mutateAsync({ body: armarSolicitud(request, codigos, values, t), idempotencyKey });
      setCreado(id);
      onSolicitada?.(id);
    } catch (err) {
      toastError(isApiError(err) ? err.message : t('veAprobacion.failed'));
    }
  };

  const setCantidad = (raw: number | string) => {
    const n = clampContenedores(raw);
    setValue('cantidadContenedores', n, { shouldValidate: true, shouldTouch: true });
    setValue('contenedores', ajustarContenedores(getValues('contenedores'), n));
  };

  const errorDe = (id: PreguntaId) => errors.respuestas?.[id]?.message;

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate data-testid="aprobacion-form">
      <Stack gap="md">
        <Alert color="orange" title={t('veAprobacion.excesos', { cobertura: oferta.cobertura.nombre })}>
          <List size="sm" spacing={2}>
            {oferta.validaciones.map((v) => (
              <List.Item key={`${v.codigo}-${v.mensaje}`} data-testid="aprobacion-codigo" data-codigo={v.codigo}>
                <Text span fw={700} size="sm">
                  {v.codigo}
                </Text>{' '}
                {v.mensaje}
              </List.Item>
            ))}
          </List>
        </Alert>

        {visibles.map((id) => {
          const tipo = PREGUNTAS.find((p) => p.id === id)?.tipo ?? 'texto';
          const label = t(`veAprobacion.pregunta.${id}`);
          const testId = `aprobacion-pregunta-${id}`;
          if (tipo === 'siNo') {
            return (
              <Controller
                key={id}
                control={control}
                name={`respuestas.${id}`}
                render={({ field }) => (
                  <Radio.Group
                    label={label}
                    withAsterisk
                    value={field.value ?? ''}
                    onChange={(v) => {
                      field.onChange(v);
                      field.onBlur();
                    }}
                    error={errorDe(id)}
                    data-testid={testId}
                  >
                    <Group gap="lg" mt={6}>
                      <Radio value="si" label={t('veAprobacion.si')} data-testid={`${testId}-si`} />
                      <Radio value="no" label={t('veAprobacion.no')} data-testid={`${testId}-no`} />
                    </Group>
                  </Radio.Group>
                )}
              />
            );
          }
          const Input = tipo === 'area' ? Textarea : TextInput;
          return (
            <Input
              key={id}
              label={label}
              withAsterisk
              maxLength={MAX_TEXTO}
              {...(tipo === 'area' ? { rows: 2 } : {})}
              error={errorDe(id)}
              data-testid={testId}
              {...register(`respuestas.${id}`)}
            />
          );
        })}

        <Checkbox label={t('veAprobacion.esGranel')} data-testid="aprobacion-granel" {...register('esGranel')} />

        {!esGranel ? (
          <Stack gap="sm">
            <Controller
              control={control}
              name="cantidadContenedores"
              render={({ field }) => (
                <NumberInput
                  label={t('veAprobacion.cantidadContenedores')}
                  description={t('veAprobacion.cantidadContenedoresHint', { max: MAX_CONTENEDORES })}
                  withAsterisk
                  min={0}
                  max={MAX_CONTENEDORES}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  w={260}
                  value={field.value ?? ''}
                  onChange={setCantidad}
                  onBlur={field.onBlur}
                  error={errors.cantidadContenedores?.message}
                  data-testid="aprobacion-cantidad"
                />
              )}
            />
            {contenedores.map((_, i) => (
              <SimpleGrid key={i} cols={{ base: 1, sm: 2 }} data-testid="aprobacion-contenedor">
                <Controller
                  control={control}
                  name={`contenedores.${i}.tipo`}
                  render={({ field }) => (
                    <Select
                      label={t('veAprobacion.contenedor.tipo', { n: i + 1 })}
                      withAsterisk
                      data={TIPOS_CONTENEDOR}
                      value={field.value ?? null}
                      onChange={(v) => {
                        field.onChange(v);
                        field.onBlur();
                      }}
                      onBlur={field.onBlur}
                      error={errors.contenedores?.[i]?.tipo?.message}
                      data-testid={`aprobacion-contenedor-tipo-${i}`}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`contenedores.${i}.valor`}
                  render={({ field }) => (
                    <NumberInput
                      label={t('veAprobacion.contenedor.valor', { n: i + 1 })}
                      withAsterisk
                      min={0}
                      decimalScale={2}
                      decimalSeparator=","
                      thousandSeparator="."
                      prefix={`${oferta.moneda.simbolo} `}
                      value={field.value ?? ''}
                      onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                      onBlur={field.onBlur}
                      error={errors.contenedores?.[i]?.valor?.message}
                      data-testid={`aprobacion-contenedor-valor-${i}`}
                    />
                  )}
                />
              </SimpleGrid>
            ))}
          </Stack>
        ) : null}

        <Checkbox
          label={t('veAprobacion.sobredimension')}
          data-testid="aprobacion-sobredimension"
          {...register('sobredimension')}
        />

        <Textarea
          label={t('veAprobacion.observacion')}
          description={t('veAprobacion.observacionHint', { max: MAX_TEXTO })}
          rows={2}
          maxLength={MAX_TEXTO}
          error={errors.observacion?.message}
          data-testid="aprobacion-observacion"
          {...register('observacion')}
        />

        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {t('veAprobacion.premio', { premio: `${oferta.moneda.simbolo} ${formatNumber(oferta.premio)}` })}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={solicitar.isPending} data-testid="aprobacion-cancel">
              {t('veAprobacion.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting || solicitar.isPending} data-testid="aprobacion-submit">
              {t('veAprobacion.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
