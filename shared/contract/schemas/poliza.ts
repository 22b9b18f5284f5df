import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { montoSchema, porcentajeSchema } from '../montos.ts';
import { ESTADOS_POLIZA, MAX_DEDUCIBLES, MAX_ENDOSOS, MAX_EXCLUSIONES, RAMOS, erroresPoliza } from '../../polizas/reglas.ts';
import { esFechaReal } from '../../validators/fecha.ts';
import { idRequerido } from '../../validators/fields.ts';
import { mensajes, TEXTO_LIBRE } from '../../validators/messages.ts';

/** One limit per transport mode of the catalogue, at most. */
export const MAX_LIMITES = 10;

const dia = z.string().check(z.refine(esFechaReal, 'Fecha inválida'));

const endosoSchema = z.object({ id: z.int(), nombre: z.string(), vigenciaDesde: dia, vigenciaHasta: dia });
const deducibleSchema = z.object({
  concepto: z.string(),
  /** A share of the loss (valor in %) or a fixed amount in the policy's currency. */
  tipo: z.enum(['porcentaje', 'monto']),
  valor: z.number(),
});

/** A floating (open) cargo policy as the API answers it; estado is derived from the dates on every read. */
export const polizaSchema = z.object({
  id: z.int(),
  numero: z.string(),
  aseguradora: z.object({ id: z.int(), nombre: z.string() }),
  nombre: z.string(),
  ramo: z.enum(RAMOS),
  moneda: z.object({ id: z.int(), nombre: z.string(), simbolo: z.string() }),
  paisId: z.int(),
  vigenciaDesde: dia,
  vigenciaHasta: dia,
  /** Rate in percent of the insured sum (0.15 = 0,15 %). */
  tasa: z.number(),
  /** Minimum premium per certificate, in the policy's currency. */
  primaMinima: z.number(),
  cobertura: z.object({ nombre: z.string(), deducibles: z.array(deducibleSchema) }),
  limitesPorEmbarque: z.array(z.object({ transporteId: z.int(), limite: z.number() })),
  endosos: z.array(endosoSchema),
  /** Goods (tiposMercaderia ids) and countries (paises ids) the policy does not cover: certificates with them go to approval. */
  exclusiones: z.object({ mercaderias: z.array(z.int()), paises: z.array(z.int()) }),
  estado: z.enum(ESTADOS_POLIZA),
  /** Optimistic lock: an edit sends the version it read and gets 409 when it changed since. */
  version: z.int(),
  historial: z.array(
    z.object({
      fecha: z.string(),
      accion: z.string(),
      usuario: z.string(),
      desde: z.nullable(z.unknown()),
      hacia: z.nullable(z.unknown()),
      /** The reason given for an annulment. */
      motivo: z.nullable(z.string()),
    }),
  ),
});
export type Poliza = z.infer<typeof polizaSchema>;

/** A row of the list: what the issuer and client screens pick a policy (and an endorsement) from. */
export const polizaFilaSchema = z.pick(polizaSchema, {
  id: true,
  numero: true,
  aseguradora: true,
  nombre: true,
  ramo: true,
  moneda: true,
  paisId: true,
  vigenciaDesde: true,
  vigenciaHasta: true,
  tasa: true,
  primaMinima: true,
  endosos: true,
  estado: true,
});
export type PolizaFila = z.infer<typeof polizaFilaSchema>;

const texto = (campo: string, max: number) =>
  z
    .string({ error: mensajes.requerido(campo) })
    .check(
      z.trim(),
      z.minLength(1, { error: mensajes.requerido(campo), abort: true }),
      z.maxLength(max, mensajes.maximo(campo, max)),
      z.regex(TEXTO_LIBRE, mensajes.caracteresInvalidos(campo)),
    );

const fecha = (campo: string) =>
  z
    .string({ error: mensajes.requerido(campo) })
    .check(z.minLength(1, { error: mensajes.requerido(campo), abort: true }), z.iso.date(mensajes.invalido(campo)));

const monto = (campo: string) => montoSchema({ error: mensajes.requerido(campo) });

const listaExcluidos = (campo: string) =>
  z._default(
    z.array(z.int().check(z.minimum(0, mensajes.invalido(campo)))).check(
      z.maxLength(MAX_EXCLUSIONES, `No puede tener más de ${MAX_EXCLUSIONES} ${campo}`),
      z.refine((ids) => new Set(ids).size === ids.length, `Hay ${campo} repetidos`),
    ),
    [],
  );

const endosoInputSchema = z.object({
  /** Absent on a new endorsement: the server numbers it (ids are never reused, issuers point at them). */
  id: z.optional(z.int().check(z.positive())),
  nombre: texto('nombre del endoso', 150),
  vigenciaDesde: fecha('vigencia desde del endoso'),
  vigenciaHasta: fecha('vigencia hasta del endoso'),
});

const deducibleInputSchema = z
  .object({
    concepto: texto('concepto', 150),
    tipo: z.enum(['porcentaje', 'monto'], { error: mensajes.requerido('tipo de deducible') }),
    valor: monto('valor'),
  })
  .check(z.refine((d) => d.tipo !== 'porcentaje' || d.valor <= 100, { path: ['valor'], message: 'Debe estar entre 0 y 100' }));

/** The number: letters, digits and the separators insurers print (AB-1234/2026). */
const NUMERO_POLIZA = /^[\p{L}\d][\p{L}\d ./-]*$/u;

const campos = {
  numero: z
    .string({ error: mensajes.requerido('número') })
    .check(
      z.trim(),
      z.minLength(1, { error: mensajes.requerido('número'), abort: true }),
      z.maxLength(30, mensajes.maximo('número', 30)),
      z.regex(NUMERO_POLIZA, mensajes.caracteresInvalidos('número')),
    ),
  aseguradoraId: idRequerido('aseguradora'),
  nombre: texto('nombre', 150),
  ramo: z.enum(RAMOS, { error: mensajes.requerido('ramo') }),
  monedaId: idRequerido('moneda'),
  paisId: idRequerido('país'),
  vigenciaDesde: fecha('vigencia desde'),
  vigenciaHasta: fecha('vigencia hasta'),
  tasa: porcentajeSchema({ error: mensajes.requerido('tasa') }),
  primaMinima: monto('prima mínima'),
  cobertura: z.object(
    {
      nombre: texto('cobertura', 150),
      deducibles: z
        .array(deducibleInputSchema)
        .check(z.maxLength(MAX_DEDUCIBLES, `No puede tener más de ${MAX_DEDUCIBLES} deducibles`)),
    },
    { error: mensajes.requerido('cobertura') },
  ),
  limitesPorEmbarque: z
    .array(
      z.object({
        transporteId: z
          .int({ error: mensajes.requerido('medio de transporte') })
          .check(z.minimum(0, mensajes.invalido('medio de transporte'))),
        limite: monto('límite por embarque'),
      }),
    )
    .check(z.maxLength(MAX_LIMITES, `No puede tener más de ${MAX_LIMITES} límites`)),
  endosos: z.array(endosoInputSchema).check(z.maxLength(MAX_ENDOSOS, `No puede tener más de ${MAX_ENDOSOS} endosos`)),
  /** Optional: a body without it excludes nothing. */
  exclusiones: z._default(
    z.object({
      mercaderias: listaExcluidos('mercaderías excluidas'),
      paises: listaExcluidos('países excluidos'),
    }),
    { mercaderias: [], paises: [] },
  ),
};

/** The rules across fields (periods, one limit per mode), on the paths the form shows them. */
const coherente = z.superRefine((p: Parameters<typeof erroresPoliza>[0], ctx) => {
  for (const e of erroresPoliza(p)) {
    ctx.addIssue({ code: 'custom', path: e.path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)), message: e.message });
  }
});

/** The create body. */
export const polizaInputSchema = z.object(campos).check(coherente);
export type PolizaInput = z.infer<typeof polizaInputSchema>;

/** An edit also sends the version it read. */
export const polizaUpdateSchema = z
  .object({ ...campos, version: z.int({ error: mensajes.requerido('versión') }).check(z.positive()) })
  .check(coherente);
export type PolizaUpdate = z.infer<typeof polizaUpdateSchema>;

export const anularPolizaSchema = z.object({
  version: z.int({ error: mensajes.requerido('versión') }).check(z.positive()),
  motivo: texto('motivo', 500),
});
