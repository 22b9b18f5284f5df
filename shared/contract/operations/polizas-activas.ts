import '../../zod-locale.ts';
import { idParamsSchema } from '../common.ts';
import { USER_OR_SSO, defineOperation } from '../define.ts';
import { polizasActivasSchema } from '../schemas/polizas-activas.ts';

/**
 * The client's policies a certificate form offers (issue 12 item 1): one operation per line of
 * business, because each needs its own quote permission (a contract operation names one).
 */
const polizasActivasSummary = (ramo: string) =>
  `Las pólizas del ramo ${ramo} asociadas al cliente y vigentes hoy (como mucho 50), con endosos, moneda, aseguradora y las condiciones del emisor de la empresa de trabajo para el formulario. 404 si el usuario no puede usar al cliente.`;

export const listPolizasActivasCarga = defineOperation({
  id: 'list-polizas-activas-carga',
  area: 'certificados',
  method: 'GET',
  path: '/v1/clientes/{id}/polizas-activas/transporte',
  callers: USER_OR_SSO,
  permission: 'certificados.cotizar',
  summary: polizasActivasSummary('transporte'),
  params: idParamsSchema,
  response: polizasActivasSchema,
  uses: ['table:read'],
});

export const listPolizasActivasContenedores = defineOperation({
  id: 'list-polizas-activas-contenedores',
  area: 'contenedores',
  method: 'GET',
  path: '/v1/clientes/{id}/polizas-activas/contenedores',
  callers: USER_OR_SSO,
  permission: 'contenedores.cotizar',
  summary: polizasActivasSummary('contenedores'),
  params: idParamsSchema,
  response: polizasActivasSchema,
  uses: ['table:read'],
});
