import * as z from 'zod/mini';
import { defineEntity } from './model/entity.ts';

/** Where a company quotes security custody: its own link, or its country's default (empresaId 0). */
export const EnlaceSeguridad = defineEntity(
  z.object({ paisId: z.int(), empresaId: z.int().check(z.minimum(0)), url: z.string().check(z.maxLength(500)) }),
)({
  name: 'enlace-seguridad',
  description: 'Enlace del cotizador de custodia por país y empresa (0 = el del país).',
  usedBy: 'get-enlace-seguridad (un BatchGet: el de la empresa y el del país)',
  key: { pk: ['paisId'], sk: ['empresaId'] },
  pad: { empresaId: 10 },
});
