import * as z from 'zod/mini';
import { defineEntity, type ItemOf } from './model/entity.ts';

/** What a run of the close did: certificates declared, skipped (changed meanwhile) and late (their declaration was a draft). */
const cuentas = {
  declarados: z.int(),
  omitidos: z.int(),
  tardios: z.int(),
};

const ESTADOS_CIERRE = ['en-curso', 'terminado'] as const;

/**
 * The month close of one period (spec 2 §4.2): which round runs (1 on the 1st; a run after the close
 * ended starts the next one, which does only what is left), the segments it fans out to, how many have
 * ended, and the round's totals. The segment that ends when `terminados` reaches the list's length
 * queues the last step (what no segment covered, then the drafts).
 */
export const CierreMes = defineEntity(
  z.object({
    periodo: z.string(),
    ronda: z.int().check(z.positive()),
    estado: z.enum(ESTADOS_CIERRE),
    /** The round's parallel segments ('cliente-40', 've-1'); the sweep of the rest runs after them. */
    segmentos: z.array(z.string()),
    terminados: z.int(),
    ...cuentas,
    borradores: z.int(),
    iniciado: z.string(),
    terminado: z.nullable(z.string()),
  }),
)({
  name: 'cierre-mes',
  description: 'El cierre de un mes: su ronda, sus segmentos, cuántos terminaron y los totales de la ronda.',
  usedBy: 'cerrar-mes (lo crea al empezar la ronda, suma al terminar cada segmento, lo termina tras los borradores)',
  key: { pk: ['periodo'], sk: [] },
});
export type CierreMesItem = ItemOf<typeof CierreMes>;

const ESTADOS_SEGMENTO = ['pendiente', 'cerrando', 'terminado'] as const;

/**
 * One segment of a round (the certificates of one client, the specific trips of one insurer, or the
 * rest): every write of the segment is conditional on it being `pendiente`, so once it is `cerrando`
 * (its counters being folded) no late run of it can change anything.
 */
export const SegmentoCierre = defineEntity(
  z.object({
    periodo: z.string(),
    ronda: z.int(),
    segmento: z.string(),
    estado: z.enum(ESTADOS_SEGMENTO),
    ...cuentas,
  }),
)({
  name: 'segmento-cierre',
  description: 'Un segmento de una ronda del cierre de mes (un cliente, los viajes específicos de una aseguradora, o el resto).',
  usedBy: 'cerrar-mes (cada tanda del segmento suma y exige que siga pendiente; la ronda se retoma por los no terminados)',
  key: { pk: ['periodo', 'ronda'], sk: ['segmento'] },
});
export type SegmentoCierreItem = ItemOf<typeof SegmentoCierre>;

/**
 * A segment's share of one counter (a list total by state, per tenant, company or insurer) while it
 * closes: its transactions add here instead of to the tenant-wide counter every segment would touch
 * (DynamoDB cancels concurrent transactions on one item), and it is folded into the counter once.
 */
export const ContadorCierre = defineEntity(
  z.object({
    periodo: z.string(),
    ronda: z.int(),
    segmento: z.string(),
    ambito: z.string(),
    ambitoId: z.string(),
    metrica: z.string(),
    valor: z.number(),
  }),
)({
  name: 'contador-cierre',
  description: 'La parte de un segmento del cierre en un contador, hasta que se suma al contador al terminar el segmento.',
  usedBy: 'cerrar-mes (ADD en cada tanda del segmento; se suma al contador y se borra, una vez, al terminarlo)',
  key: { pk: ['periodo', 'ronda', 'segmento'], sk: ['ambito', 'ambitoId', 'metrica'] },
});
