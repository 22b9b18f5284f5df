import * as z from 'zod/mini';
import { defineEntity, type ItemOf } from './model/entity.ts';

/**
 * An upload slot the server signed: only these keys may be attached, only by the caller (a user, or
 * whoever proved a certificate on the public notice) and to the claim, new notice or declaration it
 * was signed for, as the list or file kind it was signed for, within its lifetime (DynamoDB TTL on
 * expiraEn; attaching checks the time too, TTL lags).
 */
export const Subida = defineEntity(
  z.object({
    key: z.string(),
    /** `usuario:<id>`, or the certificate the public notice proved (`llamantePublico`): another caller's key is refused. */
    llamante: z.string(),
    /** `denuncia` (a new notice), `siniestro:<id>` or `declaracion:<id>`. */
    destino: z.string(),
    /**
     * A claim's list (LISTAS_ARCHIVOS) or a declaration's file kind (TIPOS_ARCHIVO_DECLARACION), as
     * the server signed it: a plain string, so neither area's functions build the other's schemas.
     */
    lista: z.string(),
    expiraEn: z.int(),
  }),
)({
  name: 'subida',
  description: 'Un POST prefirmado emitido: la única clave que se puede adjuntar después.',
  usedBy:
    'subir-archivo-*, adjuntar-archivo-siniestro, create-siniestro, denunciar-siniestro-publico, adjuntar-factura, adjuntar-pago',
  key: { pk: ['key'], sk: [] },
});
export type SubidaItem = ItemOf<typeof Subida>;
