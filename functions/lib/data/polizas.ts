import * as z from 'zod/mini';
import { MAX_DEDUCIBLES, MAX_ENDOSOS, MAX_EXCLUSIONES, numeroNormalizado, RAMOS, type Ramo } from '#shared/polizas/reglas.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { TENANT_SCOPE, type CounterRef } from './model/counters.ts';
import { defineEntity, type Contribution, type ItemOf, type WriteOp } from './model/entity.ts';

const dia = z.string().check(z.length(10));
const endoso = z.object({
  id: z.int().check(z.positive()),
  nombre: z.string().check(z.maxLength(150)),
  vigenciaDesde: dia,
  vigenciaHasta: dia,
});

const polizaItemSchema = z.object({
  id: z.int().check(z.positive()),
  numero: z.string().check(z.maxLength(30)),
  aseguradoraId: z.int().check(z.positive()),
  nombre: z.string().check(z.maxLength(150)),
  ramo: z.enum(RAMOS),
  monedaId: z.int(),
  paisId: z.int(),
  vigenciaDesde: dia,
  vigenciaHasta: dia,
  tasa: z.number(),
  primaMinima: z.number(),
  cobertura: z.object({
    nombre: z.string().check(z.maxLength(150)),
    deducibles: z
      .array(z.object({ concepto: z.string(), tipo: z.enum(['porcentaje', 'monto']), valor: z.number() }))
      .check(z.maxLength(MAX_DEDUCIBLES)),
  }),
  limitesPorEmbarque: z.array(z.object({ transporteId: z.int(), limite: z.number() })).check(z.maxLength(10)),
  endosos: z.array(endoso).check(z.maxLength(MAX_ENDOSOS)),
  /** Goods and countries excluded (absent on policies saved before exclusions existed: nothing excluded). */
  exclusiones: z.optional(
    z.object({
      mercaderias: z.array(z.int()).check(z.maxLength(MAX_EXCLUSIONES)),
      paises: z.array(z.int()).check(z.maxLength(MAX_EXCLUSIONES)),
    }),
  ),
  /** The last endorsement id handed out: a removed endorsement's id is never given to another one. */
  ultimoEndosoId: z.int(),
  /** The only stored state; vigente/vencida follow from vigenciaHasta and the day of the read. */
  anulada: z.boolean(),
  version: z.int().check(z.positive()),
  creado: z.string(),
  modificado: z.string(),
  /** Derived: the normalised name, the list's order and search key. */
  orden: z.optional(z.string()),
  /** Derived: the number as compared (no spaces, upper case), for the exact-number search. */
  numeroNorm: z.optional(z.string()),
});

const fila = (p: z.output<typeof polizaItemSchema>) => ({
  id: p.id,
  numero: p.numero,
  aseguradoraId: p.aseguradoraId,
  nombre: p.nombre,
  ramo: p.ramo,
  monedaId: p.monedaId,
  paisId: p.paisId,
  vigenciaDesde: p.vigenciaDesde,
  vigenciaHasta: p.vigenciaHasta,
  tasa: p.tasa,
  primaMinima: p.primaMinima,
  endosos: p.endosos,
  anulada: p.anulada,
});

/** Policies of the tenant, of one insurer, of one line, or annulled (vigente/vencida depend on the day: no counter). */
export const polizasTotal = (scope: { aseguradoraId?: number; ramo?: Ramo; anuladas?: boolean }): CounterRef =>
  scope.aseguradoraId !== undefined
    ? { ambito: 'aseguradora', ambitoId: scope.aseguradoraId, metrica: 'polizas' }
    : scope.ramo !== undefined
      ? { ambito: 'ramo', ambitoId: scope.ramo, metrica: 'polizas' }
      : { ...TENANT_SCOPE, metrica: scope.anuladas ? 'polizas.anuladas' : 'polizas' };

/** A floating (open) cargo policy of an insurer, with its endorsements inside. */
export const Poliza = defineEntity(polizaItemSchema)({
  name: 'poliza',
  description: 'Una póliza flotante de carga (transporte o contenedores) con sus endosos.',
  usedBy: 'list-polizas, get/create/update-poliza, anular-poliza; la eligen emisores, clientes y certificados',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byNombre: { index: 'gsi1', pk: [], sk: ['orden', 'id'], description: 'list-polizas por nombre; texto = comienzo del nombre' },
    byAseguradora: {
      index: 'gsi2',
      pk: ['aseguradoraId'],
      sk: ['orden', 'id'],
      description: 'list-polizas de una aseguradora, por nombre',
    },
    byRamo: { index: 'gsi3', pk: ['ramo'], sk: ['orden', 'id'], description: 'list-polizas de un ramo, por nombre' },
    byNumero: {
      index: 'gsi4',
      pk: ['numeroNorm'],
      sk: ['id'],
      description: 'list-polizas con un número exacto (de cualquier aseguradora)',
    },
    byVencimiento: {
      index: 'gsi5',
      pk: ['anulada'],
      sk: ['vigenciaHasta', 'id'],
      description: 'list-polizas por estado: anuladas, o no anuladas con vigenciaHasta desde hoy (vigentes) o antes (vencidas)',
    },
  },
  pad: { id: 10 },
  derive: (p) => ({ orden: normalizar(p.nombre), numeroNorm: numeroNormalizado(p.numero) }),
  row: fila,
  counters: (p): Contribution[] => [
    { ...polizasTotal({}), valor: 1 },
    { ...polizasTotal({ aseguradoraId: p.aseguradoraId }), valor: 1 },
    { ...polizasTotal({ ramo: p.ramo }), valor: 1 },
    { ...polizasTotal({ anuladas: true }), valor: p.anulada ? 1 : 0 },
  ],
});
export type PolizaItem = ItemOf<typeof Poliza>;
export type PolizaFilaItem = ReturnType<typeof fila>;

/** One item per insurer and number: a policy number is unique among one insurer's policies. */
export const PolizaNumero = defineEntity(z.object({ aseguradoraId: z.int(), numero: z.string(), polizaId: z.int() }))({
  name: 'poliza-numero',
  description: 'Reserva del número de una póliza dentro de su aseguradora.',
  usedBy: 'create/update-poliza (unicidad por aseguradora)',
  key: { pk: ['aseguradoraId', 'numero'], sk: [] },
});

const reserva = (p: PolizaItem) => ({ aseguradoraId: p.aseguradoraId, numero: numeroNormalizado(p.numero), polizaId: p.id });

/** The 409 of a policy write whose version condition failed. */
export const POLIZA_CAMBIO_CONCURRENTE = 'La póliza cambió mientras la editabas. Recargá y volvé a intentar.';
export const NUMERO_EN_USO = 'La aseguradora ya tiene una póliza con ese número';

/**
 * Every write of a policy: the item (created, or conditional on the version read) and its number
 * reservation, moved in the same transaction when the insurer or the number changes. The policy
 * item goes first, so a transaction's first cancellation reason tells a stale version from a taken number.
 */
export const guardarPoliza = (previous: PolizaItem | null, next: PolizaItem): WriteOp[] => {
  const mueve =
    !previous || reserva(previous).aseguradoraId !== next.aseguradoraId || reserva(previous).numero !== reserva(next).numero;
  return [
    ...(previous ? Poliza.put(next, { previous, when: { version: previous.version } }) : Poliza.create(next)),
    ...(mueve
      ? [
          ...(previous ? PolizaNumero.delete(reserva(previous), { polizaId: previous.id }) : []),
          ...PolizaNumero.create(reserva(next)),
        ]
      : []),
  ];
};
