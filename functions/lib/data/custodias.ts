import * as z from 'zod/mini';
import { custodiaCertificadoSchema } from '#shared/contract/schemas/custodia.ts';
import { defineEntity, type ItemOf, type WriteOp } from './model/entity.ts';

/**
 * A certificate's security custody (spec 2 §2.4): the last quote the provider gave (its uid and rate
 * are the provider's, never the browser's) and the hire once made. One item per certificate, changed
 * conditional on the version read.
 */
export const CustodiaCertificado = defineEntity(
  z.extend(custodiaCertificadoSchema, {
    ramo: z.enum(['viaje', 'carga']),
    certificadoId: z.int().check(z.positive()),
    version: z.int().check(z.positive()),
  }),
)({
  name: 'custodia-certificado',
  description: 'La custodia de un certificado emitido: la última cotización del proveedor y la contratación.',
  usedBy: 'custodia: cotizar (guarda la cotización), contratar (guarda la contratación), get-custodia-certificado (el detalle)',
  key: { pk: ['ramo', 'certificadoId'], sk: [] },
  pad: { certificadoId: 10 },
});
export type CustodiaCertificadoItem = ItemOf<typeof CustodiaCertificado>;

export const guardarCustodia = (previa: CustodiaCertificadoItem | null, nueva: CustodiaCertificadoItem): WriteOp[] =>
  previa ? CustodiaCertificado.put(nueva, { when: { version: previa.version } }) : CustodiaCertificado.create(nueva);
