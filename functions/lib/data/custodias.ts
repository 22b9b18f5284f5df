import * as z from 'zod/mini';
import { defineEntity, type ItemOf, type WriteOp } from './model/entity.ts';

const lugar = z.object({ latitude: z.number(), longitude: z.number() });

/**
 * A certificate's security custody (spec 2 §2.4): the last quote the provider gave (its uid and rate
 * are the provider's, never the browser's) and the hire once made. One item per certificate, changed
 * conditional on the version read.
 */
export const CustodiaCertificado = defineEntity(
  z.object({
    ramo: z.enum(['viaje', 'carga']),
    certificadoId: z.int().check(z.positive()),
    cotizacion: z.nullable(
      z.object({
        uid: z.string(),
        rate: z.number(),
        plan: z.object({ name: z.string(), description: z.string() }),
        from: lugar,
        to: lugar,
        qtVehicles: z.int(),
        wtVehicleLabeled: z.boolean(),
        wtPersonnelArmed: z.boolean(),
        fecha: z.string(),
        usuario: z.string(),
      }),
    ),
    contratacion: z.nullable(
      z.object({
        uid: z.string(),
        rate: z.number(),
        date: z.string(),
        hour: z.string(),
        email: z.string(),
        driver: z.object({
          name: z.string(),
          company: z.string(),
          licensePlate: z.string(),
          phone: z.object({ codeCountry: z.string(), area: z.string(), number: z.string() }),
        }),
        tripDetails: z.string(),
        fecha: z.string(),
        usuario: z.string(),
      }),
    ),
    version: z.int().check(z.positive()),
  }),
)({
  name: 'custodia-certificado',
  description: 'La custodia de un certificado emitido: la última cotización del proveedor y la contratación.',
  usedBy: 'custodia: cotizar (guarda la cotización), contratar (guarda la contratación)',
  key: { pk: ['ramo', 'certificadoId'], sk: [] },
  pad: { certificadoId: 10 },
});
export type CustodiaCertificadoItem = ItemOf<typeof CustodiaCertificado>;

export const guardarCustodia = (previa: CustodiaCertificadoItem | null, nueva: CustodiaCertificadoItem): WriteOp[] =>
  previa ? CustodiaCertificado.put(nueva, { when: { version: previa.version } }) : CustodiaCertificado.create(nueva);
