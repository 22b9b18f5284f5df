import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { USER_OR_SSO, defineOperation } from '../define.ts';

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
