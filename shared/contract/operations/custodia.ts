import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { contratacionCustodiaSchema, cotizacionCustodiaSchema } from '../../custodia/formularios.ts';
import { USER_OR_SSO, defineOperation } from '../define.ts';
import { custodiaCertificadoSchema } from '../schemas/custodia.ts';

/**
 * The security-custody modal's maps (spec 2 §2.4: the origin and destination pickers search places;
 * the result shows the driving route and its approximate distance). Amazon Location in the cloud.
 */
const BASE = '/v1/custodia';
const coordenada = (max: number) =>
  z.coerce.number().check(z.minimum(-max, 'Coordenada inválida'), z.maximum(max, 'Coordenada inválida'));

export const buscarLugaresCustodia = defineOperation({
  id: 'buscar-lugares-custodia',
  area: 'custodia',
  method: 'GET',
  path: `${BASE}/lugares`,
  callers: USER_OR_SSO,
  permission: 'seguridad.usar',
  summary: 'Busca lugares (ciudades, puertos, direcciones) por texto para el origen y el destino de una custodia.',
  query: z.object({
    texto: z.string().check(z.trim(), z.minLength(2, 'Escribí al menos 2 caracteres'), z.maxLength(100, 'Máximo 100 caracteres')),
  }),
  response: z.object({
    data: z.array(z.object({ id: z.string(), nombre: z.string(), lat: z.number(), lng: z.number() })),
  }),
  uses: ['maps:read'],
});

export const calcularRutaCustodia = defineOperation({
  id: 'calcular-ruta-custodia',
  area: 'custodia',
  method: 'GET',
  path: `${BASE}/ruta`,
  callers: USER_OR_SSO,
  permission: 'seguridad.usar',
  summary: 'La ruta de manejo entre dos puntos: su distancia aproximada en km y su línea para el mapa.',
  query: z.object({ desdeLat: coordenada(90), desdeLng: coordenada(180), hastaLat: coordenada(90), hastaLng: coordenada(180) }),
  response: z.object({ distanciaKm: z.number(), linea: z.array(z.tuple([z.number(), z.number()])) }),
  uses: ['maps:read'],
});

/** The certificate a custody is for: an issued specific trip's or cargo certificate the caller reaches. */
const certificado = {
  idCertificado: z.int().check(z.positive('Identificador inválido')),
  ramo: z.enum(['viaje', 'carga']),
};

export const getCustodiaCertificado = defineOperation({
  id: 'get-custodia-certificado',
  area: 'custodia',
  method: 'GET',
  path: `${BASE}/certificados/{ramo}/{id}`,
  callers: USER_OR_SSO,
  permission: 'seguridad.usar',
  summary: 'La custodia de un certificado emitido que el usuario alcanza: la última cotización y la contratación (o ninguna).',
  params: z.object({
    ramo: z.enum(['viaje', 'carga']),
    id: z.string().check(z.regex(/^\d{1,10}$/, 'Identificador inválido')),
  }),
  response: custodiaCertificadoSchema,
  uses: ['table:read'],
});

export const cotizarCustodia = defineOperation({
  id: 'cotizar-custodia',
  area: 'custodia',
  method: 'POST',
  path: `${BASE}/cotizaciones`,
  callers: USER_OR_SSO,
  permission: 'seguridad.usar',
  summary:
    'Cotiza una custodia con el proveedor (cuerpo de 2 §3.1, empresaEmisoraId la empresa elegida) y guarda la cotización en el certificado.',
  body: z.extend(cotizacionCustodiaSchema, certificado),
  response: z.object({
    isSuccessfull: z.boolean(),
    data: z.nullable(
      z.object({ uid: z.string(), rate: z.number(), plan: z.object({ name: z.string(), description: z.string() }) }),
    ),
    errors: z.array(z.string()),
  }),
  uses: ['table:write', 'custody:secret'],
});

export const contratarCustodia = defineOperation({
  id: 'contratar-custodia',
  idempotente: true,
  area: 'custodia',
  method: 'POST',
  path: `${BASE}/contrataciones`,
  callers: USER_OR_SSO,
  permission: 'seguridad.usar',
  summary:
    'Contrata la custodia cotizada para el certificado (cuerpo de 2 §3.2; la tarifa es la cotizada, no la del cuerpo), la guarda auditada, publica CustodiaContratada y avisa al contacto.',
  // The day against today is checked by the handler, on the business day of the request.
  body: z.extend(contratacionCustodiaSchema(''), { ...certificado, uid: z.string().check(z.minLength(1), z.maxLength(100)) }),
  response: z.object({ isSuccessfull: z.boolean(), errors: z.array(z.string()) }),
  uses: ['table:write', 'custody:secret', 'events:put', 'mail:send'],
});
