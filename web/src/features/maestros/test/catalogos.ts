import { FORMAS_DE_PAGO, MODOS_TRANSPORTE, MONEDAS, PAISES, TIPOS_MERCADERIA, TIPOS_RIESGO } from '#shared/catalogos/data.ts';
import type { ApiRequest } from '#web/test/api-mock.ts';

/** The catalogues the form picks from, as GET /v1/maestros/{maestro} answers them. */
const CATALOGOS: Record<string, unknown> = {
  monedas: MONEDAS,
  modosTransporte: MODOS_TRANSPORTE,
  tiposRiesgo: TIPOS_RIESGO,
  tiposMercaderia: TIPOS_MERCADERIA,
  paises: PAISES,
  formasDePago: FORMAS_DE_PAGO,
};
export const responder = (req: ApiRequest) => {
  const contenido = CATALOGOS[req.path.replace('/v1/maestros/', '')];
  if (!contenido) return undefined;
  const version = { n: 1, vigenteDesde: '2000-01-01', creado: '2026-11-23T12:00:00.000Z', por: 'semilla' };
  const cambios = { agregados: [], modificados: [], quitados: [] };
  const conContenido = { ...version, cambios, contenido };
  return { body: { hoy: '2026-11-23', vigente: conContenido, ultima: conContenido, historial: [{ ...version, cambios }] } };
};
