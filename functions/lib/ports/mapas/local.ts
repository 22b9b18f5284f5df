import { checkAwsCall } from '../../aws/clients.ts';
import type { Lugar, Mapas } from './port.ts';
import { NOMENCLADOR } from './nomenclador.ts';

/** Roads are longer than the great circle: a usual factor for road distance between cities. */
export const FACTOR_RUTA = 1.25;
const RADIO_TIERRA_KM = 6371;
const rad = (g: number) => (g * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export const distanciaKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * RADIO_TIERRA_KM * Math.asin(Math.sqrt(h));
};

const sinAcentos = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const LUGARES: Lugar[] = NOMENCLADOR.map(([nombre, pais, lat, lng]) => ({
  id: `${pais}-${sinAcentos(nombre).replace(/\W+/g, '-')}`,
  nombre: `${nombre}, ${pais}`,
  lat,
  lng,
}));

/**
 * The local maps: the gazetteer searched by name (accents and case ignored, names starting with the
 * text first), and a road estimated from the great circle (×1,25) drawn as a line of 24 segments.
 */
export const mapasLocales = (): Mapas => ({
  buscarLugares: async (texto, limite) => {
    checkAwsCall('geo-places', 'SearchTextCommand');
    const t = sinAcentos(texto.trim());
    if (!t) return [];
    const hallados = LUGARES.filter((l) => sinAcentos(l.nombre).includes(t));
    return hallados
      .sort((a, b) => Number(!sinAcentos(a.nombre).startsWith(t)) - Number(!sinAcentos(b.nombre).startsWith(t)))
      .slice(0, limite);
  },
  ruta: async (desde, hasta) => {
    checkAwsCall('geo-routes', 'CalculateRoutesCommand');
    const tramos = 24;
    const linea = Array.from({ length: tramos + 1 }, (_, i): [number, number] => [
      desde.lng + ((hasta.lng - desde.lng) * i) / tramos,
      desde.lat + ((hasta.lat - desde.lat) * i) / tramos,
    ]);
    return { distanciaKm: Math.round(distanciaKm(desde, hasta) * FACTOR_RUTA * 10) / 10, linea };
  },
});
