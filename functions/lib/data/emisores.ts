import * as z from 'zod/mini';
import type { Emisor as EmisorVista, EmisorFila } from '#shared/contract/schemas/emisor.ts';
import { ESTADOS_EMISOR } from '#shared/emisores/reglas.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { TENANT_SCOPE, type CounterRef } from './model/counters.ts';
import { defineEntity, type ItemOf } from './model/entity.ts';

const esObjeto = (v: unknown) => typeof v === 'object' && v !== null;

/**
 * The stored issuer: its sections as the request schema produced them (create/update validate the
 * body before writing), so a function that only reads conditions does not build the issuer form.
 */
const emisorItemSchema = z.object({
  id: z.int(),
  estado: z.enum(ESTADOS_EMISOR),
  version: z.int(),
  nombreComercial: z.string(),
  idPais: z.int(),
  email: z.string(),
  web: z.string(),
  condicionesComerciales: z.custom<EmisorVista['condicionesComerciales']>(esObjeto),
  informacionFiscal: z.custom<EmisorVista['informacionFiscal']>(esObjeto),
  informacionComercial: z.custom<EmisorVista['informacionComercial']>(esObjeto),
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
