import * as z from 'zod/mini';
import { defineEntity, type ItemOf } from './model/entity.ts';

/**
 * A presigned POST for a constancia de situación fiscal (of an issuer or a client): the only key a
 * save of that destination by that caller may attach.
 */
export const SubidaConstancia = defineEntity(
  z.object({
    key: z.string(),
    /** `usuario:<id>`: another caller's key is refused. */
    llamante: z.string(),
    /** `<entidad>:<id>`, or `<entidad>:nuevo` before the entity exists. */
    destino: z.string(),
    expiraEn: z.int(),
  }),
)({
  name: 'subida-constancia',
  description: 'Un POST prefirmado emitido para una constancia de situación fiscal.',
  usedBy: 'subir-constancia-emisor/-cliente, create/update-emisor, create-cliente-maestro, update-cliente (adjuntar)',
  key: { pk: ['key'], sk: [] },
});
export type SubidaConstanciaItem = ItemOf<typeof SubidaConstancia>;
