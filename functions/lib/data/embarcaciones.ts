import * as z from 'zod/mini';
import { pendientesEmbarcacion } from '#shared/checkout/documentos.ts';
import { pendienteDeDocumentos } from './documentos-pendientes.ts';
import { defineEntity, type ItemOf, type WriteOp } from './model/entity.ts';

/** Newest first: a quote keeps its place in the list when it is paid. */
const porCreacion = ['creado', 'id'] as const;

/**
 * A list row: what the boat grid shows (the checkout link is built from it), with the patchable
 * attributes copied as they are.
 */
const fila = (q: {
  id: string;
  nombre: string;
  total: number;
  moneda: { codigo: string; simbolo: string };
  sumaAsegurada: number;
  cobertura: { id: string; nombre: string };
  aseguradora: { id: number; nombre: string };
  tomador: { nombre: string };
  estado: 'pendiente' | 'pagada';
  poliza: { numero: string; vigencia: { desde: string; hasta: string } } | null;
  documentos: { cotizacion?: string | undefined; poliza?: string | undefined };
  polizaEnviada?: string | undefined;
  creado: string;
}) => ({
  id: q.id,
  nombre: q.nombre,
  total: q.total,
  moneda: q.moneda,
  sumaAsegurada: q.sumaAsegurada,
  cobertura: { id: q.cobertura.id, nombre: q.cobertura.nombre },
  aseguradora: { id: q.aseguradora.id, nombre: q.aseguradora.nombre },
  tomador: { nombre: q.tomador.nombre },
  estado: q.estado,
  poliza: q.poliza ? { numero: q.poliza.numero, vigencia: q.poliza.vigencia } : null,
  documentos: q.documentos,
  polizaEnviada: q.polizaEnviada,
  creado: q.creado,
});

/**
 * A pleasure-boat quote to pay through the checkout (spec 3 §2.8, §3.12): the vessel, the total in
 * pesos, who takes the policy, what it covers (sum insured, coverage, insurer), the open payment
 * intention and every intention it had (a notification of any of them pays it), the last rejection
 * the wallet sent, and the policy (with its period) once the wallet confirmed the payment.
 */
export const CotizacionEmbarcacion = defineEntity(
  z.object({
    id: z.string(),
    nombre: z.string(),
    total: z.number(),
    moneda: z.object({ codigo: z.string(), simbolo: z.string() }),
    sumaAsegurada: z.number(),
    cobertura: z.object({ id: z.string(), nombre: z.string(), descripcion: z.string() }),
    aseguradora: z.object({ id: z.int(), nombre: z.string(), cif: z.string() }),
    tomador: z.object({ nombre: z.string(), email: z.string() }),
    estado: z.enum(['pendiente', 'pagada']),
    intencion: z.nullable(z.object({ id: z.string(), qr: z.string(), expira: z.string(), urlPago: z.string() })),
    intenciones: z.array(z.string()),
    /** The intention the wallet rejected last, until another one opens. */
    rechazo: z.nullable(z.object({ intencionId: z.string(), fecha: z.string() })),
    poliza: z.nullable(
      z.object({
        numero: z.string(),
        fecha: z.string(),
        intencionId: z.string(),
        vigencia: z.object({ desde: z.string(), hasta: z.string() }),
      }),
    ),
    /** The policy's public verification code, given with the payment (absent before it, and on policies paid before codes). */
    codigoVerificacion: z.optional(z.nullable(z.string())),
    documentos: z.object({ cotizacion: z.optional(z.string()), poliza: z.optional(z.string()) }),
    /** When the paid policy went to the policyholder by e-mail. */
    polizaEnviada: z.optional(z.string()),
    creadoPor: z.object({ id: z.int(), email: z.string() }),
    /** The company the producer registered it under: whose list it is in. */
    emisorId: z.int(),
    /** The insurer's id lifted out of `aseguradora`, for its index. */
    aseguradoraId: z.optional(z.int()),
    version: z.int().check(z.positive()),
    creado: z.string(),
  }),
)({
  name: 'cotizacion-embarcacion',
  description:
    'Una cotización de seguro de embarcación a pagar por el checkout: lo que cubre (suma asegurada, cobertura, aseguradora), su intención de pago, el último rechazo de la billetera y su póliza con la vigencia.',
  usedBy:
    'checkout: create, list (por empresa, aseguradora o tenant), get (y consulta de estado), intención, webhook de la billetera, descargas; generar-documentos',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byEmisor: {
      index: 'gsi1',
      pk: ['emisorId'],
      sk: porCreacion,
      description: 'las que registró la empresa, por fecha de creación',
    },
    byAseguradora: {
      index: 'gsi2',
      pk: ['aseguradoraId'],
      sk: porCreacion,
      description: 'las que aseguraría la aseguradora, por fecha de creación',
    },
    byTenant: {
      index: 'gsi3',
      pk: [],
      sk: porCreacion,
      description: 'todas las del tenant (administración), por fecha de creación',
    },
  },
  derive: (q) => ({ aseguradoraId: q.aseguradora.id }),
  row: fila,
  patchable: ['documentos', 'polizaEnviada'],
});
export type CotizacionEmbarcacionItem = ItemOf<typeof CotizacionEmbarcacion>;
export type CotizacionEmbarcacionFilaItem = ReturnType<typeof fila>;

/**
 * A quote as its pending-documents entry sees it: the quotation is pending from its creation, the
 * policy and its e-mail from the payment.
 */
export const pendienteEmbarcacion = (q: CotizacionEmbarcacionItem) => ({
  id: q.id,
  fechaEstado: q.poliza?.fecha ?? q.creado,
  conDocumentos: pendientesEmbarcacion(q).length > 0,
});

/**
 * Every change of a quote, conditional on the version read (of two concurrent changes one wins), with
 * its pending-documents entry.
 */
export const guardarCotizacionEmbarcacion = (
  previous: CotizacionEmbarcacionItem | null,
  next: CotizacionEmbarcacionItem,
): WriteOp[] => [
  ...(previous ? CotizacionEmbarcacion.put(next, { when: { version: previous.version } }) : CotizacionEmbarcacion.create(next)),
  ...pendienteDeDocumentos('embarcacion', pendienteEmbarcacion(next), previous && pendienteEmbarcacion(previous)),
];
