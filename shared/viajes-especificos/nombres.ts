import { MODOS_TRANSPORTE, MONEDAS, PAISES, TIPOS_MERCADERIA, TIPOS_RIESGO } from '#shared/catalogos/data.ts';

/**
 * Catalogue names for readable messages and trace conditions. The seeded catalogues are the source;
 * an unknown id falls back to a neutral label with the id, so a tenant-edited catalogue never breaks
 * a quote.
 */
const indice = (lista: readonly { id: number; nombre: string }[]) => new Map(lista.map((x) => [x.id, x.nombre]));

const paises = indice(PAISES);
const mercaderias = indice(TIPOS_MERCADERIA);
const transportes = indice(MODOS_TRANSPORTE);
const operaciones = indice(TIPOS_RIESGO);
const monedas = new Map(MONEDAS.map((m) => [m.id, m.codigo]));
const codigosPais = new Map(PAISES.map((p) => [p.id, p.codigo]));

export const nombrePais = (id: number): string => paises.get(id) ?? `país ${id}`;
export const nombreMercaderia = (id: number): string => mercaderias.get(id) ?? `mercadería ${id}`;
export const nombreTransporte = (id: number): string => transportes.get(id) ?? `transporte ${id}`;
export const nombreOperacion = (id: number): string => operaciones.get(id) ?? `operación ${id}`;
export const codigoMoneda = (id: number): string => monedas.get(id) ?? `moneda ${id}`;
/** ISO 3166-1 alpha-2 ('AR'); an unknown id answers its ISO numeric code, the catalogue's id. */
export const codigoPais = (id: number): string => codigosPais.get(id) ?? String(id).padStart(3, '0');
/** Kilometre bands of spec 3 §9: 60, 100, 400 are "up to"; 401 is "over 400". */
export const nombreBandaKm = (km: number): string => (km > 400 ? 'más de 400 km' : `hasta ${km} km`);
