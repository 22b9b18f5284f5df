import { randomInt } from 'node:crypto';
import * as z from 'zod/mini';
import { ENTIDADES_CON_DOCUMENTOS, type EntidadConDocumentos } from './documentos-pendientes.ts';
import { defineEntity, type ItemOf, type WriteOp } from './model/entity.ts';

/**
 * The code printed on an issued certificate of any kind, for the public verification page: which
 * certificate it names (its kind, the same names as its pending documents, and its id; a boat
 * quote's id is a string). Codes written before every kind had one carry no kind: specific trips.
 */
export const Verificacion = defineEntity(
  z.object({
    codigo: z.string(),
    entidad: z.optional(z.enum(ENTIDADES_CON_DOCUMENTOS)),
    id: z.union([z.int(), z.string()]),
  }),
)({
  name: 'verificacion',
  description:
    'Código de verificación de un certificado emitido (viaje específico, de póliza flotante, anual) o de una póliza de embarcación pagada.',
  usedBy: 'las emisiones y el pago de una embarcación (lo crean en su transacción), verificar-certificado (público)',
  key: { pk: ['codigo'], sk: [] },
});
export type VerificacionItem = ItemOf<typeof Verificacion>;

// No 0/O or 1/I: the code is read aloud and typed from paper. 32^12 = 2^60 codes: not guessed under the rate limit.
const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const bloque = () => Array.from({ length: 4 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');

/**
 * A new code for a certificate being issued and the write that reserves it, for the issue's own
 * transaction: a create, so a code is never given twice (a collision fails that transaction, and the
 * issue's retry draws another code).
 */
export const nuevaVerificacion = (entidad: EntidadConDocumentos, id: number | string): { codigo: string; ops: WriteOp[] } => {
  const codigo = `${bloque()}-${bloque()}-${bloque()}`;
  return { codigo, ops: Verificacion.create({ codigo, entidad, id }) };
};
