import * as z from 'zod/mini';
import { emisorSchema, type Emisor as EmisorVista, type EmisorFila } from '#shared/contract/schemas/emisor.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { TENANT_SCOPE, type CounterRef } from './model/counters.ts';
import { defineEntity, type ItemOf } from './model/entity.ts';

const emisorItemSchema = z.extend(emisorSchema, {
  creado: z.string(),
  modificado: z.string(),
  /** Derived: the normalised commercial name, the list's order and search key. */
  orden: z.optional(z.string()),
});

const fila = (e: z.output<typeof emisorItemSchema>): EmisorFila => ({
  id: e.id,
  nombreComercial: e.nombreComercial,
  rfc: e.informacionFiscal.rfc,
  razonSocial: e.informacionFiscal.razonSocial,
  email: e.email,
  estado: e.estado,
});

export const emisoresTotal: CounterRef = { ...TENANT_SCOPE, metrica: 'emisores' };

/**
 * The form data of an issuer (spec 1 §3.2). Its id is the id of the issuer's company (an Empresa of
 * tipo 'emisor'), written in the same transaction, so users get roles on it like on any company.
 */
export const Emisor = defineEntity(emisorItemSchema)({
  name: 'emisor',
  description: 'Los datos de un emisor (generales, fiscales, comerciales y condiciones); su id es el de su empresa.',
  usedBy: 'list-emisores, get/create/update-emisor',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byNombre: {
      index: 'gsi1',
      pk: [],
      sk: ['orden', 'id'],
      description: 'list-emisores por nombre comercial; texto = comienzo del nombre',
    },
  },
  pad: { id: 10 },
  derive: (e) => ({ orden: normalizar(e.nombreComercial) }),
  row: fila,
  counters: () => [{ ...emisoresTotal, valor: 1 }],
});
export type EmisorItem = ItemOf<typeof Emisor>;

/** The answer of get/create/update: the item without its bookkeeping. */
export const vistaEmisor = ({ creado: _c, modificado: _m, orden: _o, ...e }: EmisorItem): EmisorVista => e;

/** The 409 of an issuer write whose version condition failed. */
export const EMISOR_CAMBIO_CONCURRENTE = 'El emisor cambió mientras lo editabas. Recargá y volvé a intentar.';
