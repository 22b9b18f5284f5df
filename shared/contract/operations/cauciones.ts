import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { IDS_ESTADO_SUSCRIPCION } from '../../suscripcion/estados.ts';
import { cursorQuery, idParamsSchema, pageOf } from '../common.ts';
import { USER_ONLY, defineOperation } from '../define.ts';
import { solicitudCaucionDetalleSchema, solicitudCaucionFilaSchema, solicitudCaucionSchema } from '../schemas/caucion.ts';
import { cambioEstadoSuscripcionSchema, comentarioSuscripcionSchema } from '../schemas/suscripcion.ts';

/**
 * Customs-bond quotation requests (the menu's "Cauciones aduaneras", spec 1 §2.1 and 3 §2.9 name only
 * the routes; issue 27 item 25). No rating is specified: a request goes to the insurer, who quotes it by
 * hand with the same states, timeline and notices as a marine cargo underwriting request.
 */
const BASE = '/v1/cauciones/aduaneras';

export const createSolicitudCaucion = defineOperation({
  id: 'create-solicitud-caucion',
  idempotente: true,
  area: 'cauciones',
  method: 'POST',
  path: BASE,
  callers: USER_ONLY,
  permission: 'cauciones.cotizar',
  summary: 'Pide a la aseguradora la cotización de una caución aduanera: queda Recibida y se avisa a la mesa.',
  body: solicitudCaucionSchema,
  response: z.object({ id: z.int(), numero: z.string(), estado: z.int() }),
  status: 201,
  uses: ['table:read', 'table:write', 'events:put', 'mail:send'],
});

export const listSolicitudesCaucion = defineOperation({
  id: 'list-solicitudes-caucion',
  area: 'cauciones',
  method: 'GET',
  path: BASE,
  callers: USER_ONLY,
  permission: 'cauciones.ver',
  summary:
    'Las solicitudes de caución aduanera: todas las del tenant para la aseguradora, las de su empresa para quien solicita; por fecha de estado, una página por cursor, filtro por estado.',
  query: z.object({
    ...cursorQuery(10),
    estado: z.optional(z.coerce.number().check(z.refine((e) => IDS_ESTADO_SUSCRIPCION.includes(e as never), 'Estado inválido'))),
  }),
  response: pageOf(solicitudCaucionFilaSchema),
  uses: ['table:read'],
});

export const getSolicitudCaucion = defineOperation({
  id: 'get-solicitud-caucion',
  area: 'cauciones',
  method: 'GET',
  path: `${BASE}/{id}`,
  callers: USER_ONLY,
  permission: 'cauciones.ver',
  summary: 'Una solicitud de caución aduanera con su formulario, su estado, la respuesta y sus novedades.',
  params: idParamsSchema,
  response: solicitudCaucionDetalleSchema,
  uses: ['table:read'],
});

export const comentarSolicitudCaucion = defineOperation({
  id: 'comentar-solicitud-caucion',
  idempotente: true,
  area: 'cauciones',
  method: 'POST',
  path: `${BASE}/{id}/comentarios`,
  callers: USER_ONLY,
  permission: 'cauciones.ver',
  summary: 'Un comentario en la solicitud de caución (de la aseguradora o del solicitante); se avisa por correo al otro lado.',
  params: idParamsSchema,
  body: comentarioSuscripcionSchema,
  response: z.object({ id: z.int() }),
  status: 201,
  uses: ['table:read', 'table:write', 'mail:send'],
});

export const cambiarEstadoSolicitudCaucion = defineOperation({
  id: 'cambiar-estado-solicitud-caucion',
  idempotente: true,
  area: 'cauciones',
  method: 'POST',
  path: `${BASE}/{id}/estado`,
  callers: USER_ONLY,
  permission: 'cauciones.gestionar',
  summary:
    'La aseguradora pasa la solicitud de caución a En análisis, Cotizada (con las condiciones) o Rechazada (con el motivo): condicional sobre la versión leída, auditado, avisado por correo.',
  params: idParamsSchema,
  body: cambioEstadoSuscripcionSchema,
  response: z.object({ id: z.int(), estado: z.int(), version: z.int() }),
  uses: ['table:read', 'table:write', 'events:put', 'mail:send'],
});
