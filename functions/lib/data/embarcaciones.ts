import * as z from 'zod/mini';
import { pendientesEmbarcacion } from '#shared/checkout/documentos.ts';
import { pendienteDeDocumentos } from './documentos-pendientes.ts';
import { defineEntity, type ItemOf, type WriteOp } from './model/entity.ts';

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
    documentos: z.object({ cotizacion: z.optional(z.string()), poliza: z.optional(z.string()) }),
    /** When the paid policy went to the policyholder by e-mail. */
    polizaEnviada: z.optional(z.string()),
    creadoPor: z.object({ id: z.int(), email: z.string() }),
    version: z.int().check(z.positive()),
    creado: z.string(),
  }),
)({
  name: 'cotizacion-embarcacion',
  description:
    'Una cotización de seguro de embarcación a pagar por el checkout: lo que cubre (suma asegurada, cobertura, aseguradora), su intención de pago, el último rechazo de la billetera y su póliza con la vigencia.',
  usedBy: 'checkout: create, get (y consulta de estado), intención, webhook de la billetera, descargas; generar-documentos',
  key: { pk: ['id'], sk: [] },
  patchable: ['documentos', 'polizaEnviada'],
});
export type CotizacionEmbarcacionItem = ItemOf<typeof CotizacionEmbarcacion>;

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
