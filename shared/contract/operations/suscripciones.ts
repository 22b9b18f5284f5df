import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { IDS_ESTADO_SUSCRIPCION } from '../../suscripcion/estados.ts';
import { cursorQuery, idParamsSchema, pageOf } from '../common.ts';
import { USER_ONLY, defineOperation } from '../define.ts';
import {
  cambioEstadoSuscripcionSchema,
  comentarioSuscripcionSchema,
  solicitudSuscripcionDetalleSchema,
  solicitudSuscripcionFilaSchema,
  solicitudSuscripcionSchema,
} from '../schemas/suscripcion.ts';

/**
 * Marine cargo underwriting requests (spec 2 §2.5, §3.6). The spec's product only sent the form; here a
 * request is kept with a state, the tenant's underwriting desk answers it and the requester follows it.
 */
const BASE = '/v1/marine-carga/transporte';
const CONSULTAR = ['suscripcion.solicitar', 'suscripcion.gestionar'] as const;

export const createSolicitudSuscripcion = defineOperation({
  id: 'create-solicitud-suscripcion',
  idempotente: true,
  area: 'marine-carga',
  method: 'POST',
  path: BASE,
  callers: USER_ONLY,
  permission: 'suscripcion.solicitar',
  summary:
    'Envía una solicitud de suscripción de Marine Carga - Transportes: queda Recibida y se avisa a la mesa de suscripción.',
  body: solicitudSuscripcionSchema,
  response: z.object({ id: z.int(), numero: z.string(), estado: z.int() }),
  status: 201,
  uses: ['table:read', 'table:write', 'events:put', 'mail:send'],
});

export const listSolicitudesSuscripcion = defineOperation({
  id: 'list-solicitudes-suscripcion',
  area: 'marine-carga',
  method: 'GET',
  path: BASE,
  callers: USER_ONLY,
  permission: CONSULTAR,
  summary:
    'Las solicitudes de suscripción: todas las del tenant para la mesa de suscripción, las de su empresa para quien solicita; por fecha de estado, una página por cursor, filtro por estado.',
  query: z.object({
    ...cursorQuery(10),
    estado: z.optional(z.coerce.number().check(z.refine((e) => IDS_ESTADO_SUSCRIPCION.includes(e as never), 'Estado inválido'))),
  }),
  response: pageOf(solicitudSuscripcionFilaSchema),
  uses: ['table:read'],
});

export const getSolicitudSuscripcion = defineOperation({
  id: 'get-solicitud-suscripcion',
  area: 'marine-carga',
  method: 'GET',
  path: `${BASE}/{id}`,
  callers: USER_ONLY,
  permission: CONSULTAR,
  summary: 'Una solicitud de suscripción con su formulario, su estado, la respuesta y sus novedades.',
  params: idParamsSchema,
  response: solicitudSuscripcionDetalleSchema,
  uses: ['table:read'],
});

export const comentarSolicitudSuscripcion = defineOperation({
  id: 'comentar-solicitud-suscripcion',
  idempotente: true,
  area: 'marine-carga',
  method: 'POST',
  path: `${BASE}/{id}/comentarios`,
  callers: USER_ONLY,
  permission: CONSULTAR,
  summary: 'Un comentario en la solicitud (de la mesa o del solicitante); se avisa por correo al otro lado.',
  params: idParamsSchema,
  body: comentarioSuscripcionSchema,
  response: z.object({ id: z.int() }),
  status: 201,
  uses: ['table:read', 'table:write', 'mail:send'],
});

export const cambiarEstadoSolicitudSuscripcion = defineOperation({
  id: 'cambiar-estado-solicitud-suscripcion',
  idempotente: true,
  area: 'marine-carga',
  method: 'POST',
  path: `${BASE}/{id}/estado`,
  callers: USER_ONLY,
  permission: 'suscripcion.gestionar',
  summary:
    'La mesa de suscripción pasa la solicitud a En análisis, Cotizada o Rechazada (con la respuesta al solicitante): condicional sobre la versión leída, auditado, avisado por correo.',
  params: idParamsSchema,
  body: cambioEstadoSuscripcionSchema,
  response: z.object({ id: z.int(), estado: z.int(), version: z.int() }),
  uses: ['table:read', 'table:write', 'events:put', 'mail:send'],
});
