/**
 * Excess-approval request (spec 3 §2.3, §5.3, §8.1).
 *
 * Every question that appears is required ('Requerido'); free text is limited to 500 characters
 * (spec 3 §9). Which questions each excess code asks (the project's mapping; the spec lists the
 * questions but not which code needs which):
 *
 * | code                     | meaning                              | questions                                                        |
 * |--------------------------|--------------------------------------|------------------------------------------------------------------|
 * | 500                      | origin country prohibited            | origin warehouse, departure port/address, state involvement, beneficiary country |
 * | 501                      | destination country prohibited       | destination warehouse, arrival port/address, state involvement, beneficiary country |
 * | 510                      | goods type prohibited                | goods detail, packaging                                          |
 * | 520                      | transport not permitted              | transport detail, route                                          |
 * | 521                      | sum insured above the transport limit| security measures, known claims (Sí/No)                          |
 * | 522, 550, 551, 552, 553  | operation type not permitted         | transport detail, route                                          |
 * | 540                      | retroactive departure                | delay reason                                                     |
 * | any other code           | —                                    | none (observations only)                                         |
 *
 * Always asked: 'Es carga a granel'; when it is not bulk, the container count (0..50, clamped; the
 * container list grows or shrinks to match) and per container its tipo and valor; from 2 containers a
 * shipment schedule. The oversize flag asks dimensions/weight, lashing, risk management and route.
 * 'Known claims' and 'state involvement' are Sí/No choices that must be answered (a lone checkbox could
 * not be "required" without forcing a yes). Observations are optional (max 500).
 *
 * The request sent is the quote payload plus `respuestas` (each visible question rendered as
 * {pregunta, respuesta}, with the bulk/containers/oversize answers), `contenedores` and `observacion`:
 * POST /polizas/con-riesgos, or PATCH when the payload carries `Id`.
 */
export type PreguntaId =
  | 'depositoOrigen'
  | 'puertoSalida'
  | 'depositoDestino'
  | 'puertoLlegada'
  | 'involucraEstado'
  | 'paisBeneficiario'
  | 'detalleMercaderia'
  | 'embalaje'
  | 'detalleTransporte'
  | 'ruta'
  | 'medidasSeguridad'
  | 'siniestrosConocidos'
  | 'motivoDemora'
  | 'cronograma'
  | 'dimensionesPeso'
  | 'trincado'
  | 'gestionRiesgo';

type TipoPregunta = 'texto' | 'area' | 'siNo';

/** The question catalogue, in display order. */
export const PREGUNTAS: readonly { id: PreguntaId; tipo: TipoPregunta }[] = [
  { id: 'depositoOrigen', tipo: 'texto' },
  { id: 'puertoSalida', tipo: 'texto' },
  { id: 'depositoDestino', tipo: 'texto' },
  { id: 'puertoLlegada', tipo: 'texto' },
  { id: 'paisBeneficiario', tipo: 'texto' },
  { id: 'involucraEstado', tipo: 'siNo' },
  { id: 'detalleMercaderia', tipo: 'area' },
  { id: 'embalaje', tipo: 'texto' },
  { id: 'detalleTransporte', tipo: 'area' },
  { id: 'medidasSeguridad', tipo: 'area' },
  { id: 'siniestrosConocidos', tipo: 'siNo' },
  { id: 'motivoDemora', tipo: 'area' },
  { id: 'cronograma', tipo: 'area' },
  { id: 'dimensionesPeso', tipo: 'texto' },
  { id: 'trincado', tipo: 'area' },
  { id: 'gestionRiesgo', tipo: 'area' },
  { id: 'ruta', tipo: 'area' },
];

const OPERACION_NO_PERMITIDA: readonly PreguntaId[] = ['detalleTransporte', 'ruta'];

export const PREGUNTAS_POR_CODIGO: Readonly<Record<number, readonly PreguntaId[]>> = {
  500: ['depositoOrigen', 'puertoSalida', 'involucraEstado', 'paisBeneficiario'],
  501: ['depositoDestino', 'puertoLlegada', 'involucraEstado', 'paisBeneficiario'],
  510: ['detalleMercaderia', 'embalaje'],
  520: OPERACION_NO_PERMITIDA,
  521: ['medidasSeguridad', 'siniestrosConocidos'],
  522: OPERACION_NO_PERMITIDA,
  540: ['motivoDemora'],
  550: OPERACION_NO_PERMITIDA,
  551: OPERACION_NO_PERMITIDA,
  552: OPERACION_NO_PERMITIDA,
  553: OPERACION_NO_PERMITIDA,
};

const SOBREDIMENSION: readonly PreguntaId[] = ['dimensionesPeso', 'trincado', 'gestionRiesgo', 'ruta'];

export const MAX_CONTENEDORES = 50;
export const MAX_TEXTO = 500;
export const TIPOS_CONTENEDOR = ["20' Dry", "40' Dry", "40' High Cube", "20' Reefer", "40' Reefer", 'Open Top', 'Flat Rack'];

export interface Contenedor {
  tipo: string | null;
  valor: number | null;
}

export interface AprobacionValues {
  respuestas: Partial<Record<PreguntaId, string>>;
  esGranel: boolean;
  cantidadContenedores: number | null;
  contenedores: Contenedor[];
  sobredimension: boolean;
  observacion: string;
}

/** The questions on screen, in catalogue order, for the offer's codes and the current flags. */
export const preguntasVisibles = (
  codigos: readonly number[],
  v: Pick<AprobacionValues, 'esGranel' | 'cantidadContenedores' | 'sobredimension'>,
): PreguntaId[] => {
  const ids = new Set<PreguntaId>(codigos.flatMap((c) => PREGUNTAS_POR_CODIGO[c] ?? []));
  if (!v.esGranel && (v.cantidadContenedores ?? 0) >= 2) ids.add('cronograma');
  if (v.sobredimension) for (const id of SOBREDIMENSION) ids.add(id);
  return PREGUNTAS.filter((p) => ids.has(p.id)).map((p) => p.id);
};

/** A typed count to 0..50 (integers); empty stays empty. */
export const clampContenedores = (n: number | string | null | undefined): number | null => {
  if (n === '' || n === null || n === undefined) return null;
  const num = typeof n === 'number' ? n : Number(n);
  if (!Number.isFinite(num)) return null;
  return Math.min(MAX_CONTENEDORES, Math.max(0, Math.trunc(num)));
};

/** The container list sized to `n`: keeps the first rows, appends empty ones. */
export const ajustarContenedores = (lista: readonly Contenedor[], n: number | null): Contenedor[] => {
  const size = n ?? 0;
  const out = lista.slice(0, size);
  while (out.length < size) out.push({ tipo: null, valor: null });
  return out;
};
