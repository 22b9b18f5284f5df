import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { fechaSchema, maestroSchema, versionInfoSchema } from '../../catalogos/versiones.ts';
import { USER_ONLY, defineOperation } from '../define.ts';

const params = z.object({ maestro: maestroSchema });
const versionConContenido = z.extend(versionInfoSchema, { contenido: z.unknown() });

export const getMaestro = defineOperation({
  id: 'get-maestro',
  area: 'maestros',
  method: 'GET',
  path: '/v1/maestros/{maestro}',
  callers: USER_ONLY,
  permission: 'maestros.ver',
  summary:
    'Un maestro (catálogo o tarifario de viajes específicos): la versión vigente hoy, la última (de la que parte una edición; puede estar programada) y el historial de versiones, la más nueva primero.',
  params,
  response: z.object({
    hoy: fechaSchema,
    vigente: z.nullable(versionConContenido),
    ultima: z.nullable(versionConContenido),
    historial: z.array(versionInfoSchema),
  }),
  uses: ['table:read'],
});

export const guardarVersionMaestro = defineOperation({
  id: 'guardar-version-maestro',
  area: 'maestros',
  method: 'POST',
  path: '/v1/maestros/{maestro}/versiones',
  callers: USER_ONLY,
  permission: 'maestros.editar',
  summary:
    'Guarda una nueva versión de un maestro, vigente desde la fecha elegida (hoy o después). Parte de versionBase, la última que leyó quien edita: si otra edición ya guardó la siguiente, contesta 409.',
  params,
  body: z.object({
    versionBase: z.int().check(z.minimum(0), z.maximum(999_999)),
    vigenteDesde: fechaSchema,
    // Validated against the master's own schema by the handler (the path names the master).
    contenido: z.unknown(),
  }),
  response: versionInfoSchema,
  status: 201,
  uses: ['table:read', 'table:write'],
});
