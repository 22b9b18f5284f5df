import { GeoPlacesClient, SearchTextCommand } from '@aws-sdk/client-geo-places';
import { CalculateRoutesCommand, GeoRoutesClient } from '@aws-sdk/client-geo-routes';
import { prepareClient } from '../../aws/clients.ts';
import { llamadaExterna } from '../../aws/presupuesto.ts';
import type { Mapas } from './port.ts';

/** The countries the product serves (ISO 3166 alpha-3, as Amazon Location filters them). */
const PAISES = ['ARG', 'BRA', 'CHL', 'URY', 'PRY', 'BOL', 'PER', 'MEX'];
/** The default map centre (spec 2 §9: Buenos Aires): the search prefers what is near it. */
const BUENOS_AIRES = [-58.3816, -34.6037];

/** Both are reads, tried twice within the request's time (the SDK's own retries are off: one attempt per send). */
export const TIEMPOS_MAPAS = {
  lugares: { nombre: 'location SearchText', maxMs: 3_000, repetible: true },
  ruta: { nombre: 'location CalculateRoutes', maxMs: 5_000, repetible: true },
} as const;

/**
 * Amazon Location Service: places by free text (SearchText) and truck routes (CalculateRoutes, the
 * line in the simple GeoJSON-like format), through the AWS SDK v3 geo clients.
 */
export const mapasAws = (): Mapas => {
  const places = prepareClient('geo-places', GeoPlacesClient, { maxAttempts: 1 });
  const routes = prepareClient('geo-routes', GeoRoutesClient, { maxAttempts: 1 });
  return {
    buscarLugares: async (texto, limite) => {
      const r = await llamadaExterna(TIEMPOS_MAPAS.lugares, (abortSignal) =>
        places.send(
          new SearchTextCommand({
            QueryText: texto,
            MaxResults: limite,
            BiasPosition: BUENOS_AIRES,
            Filter: { IncludeCountries: PAISES },
            Language: 'es',
          }),
          { abortSignal },
        ),
      );
      return (r.ResultItems ?? []).flatMap((i) =>
        i.PlaceId && i.Title && i.Position?.length === 2
          ? [{ id: i.PlaceId, nombre: i.Title, lng: i.Position[0]!, lat: i.Position[1]! }]
          : [],
      );
    },
    ruta: async (desde, hasta) => {
      const r = await llamadaExterna(TIEMPOS_MAPAS.ruta, (abortSignal) =>
        routes.send(
          new CalculateRoutesCommand({
            Origin: [desde.lng, desde.lat],
            Destination: [hasta.lng, hasta.lat],
            TravelMode: 'Truck',
            LegGeometryFormat: 'Simple',
          }),
          { abortSignal },
        ),
      );
      const ruta = r.Routes?.[0];
      if (!ruta) throw new Error('Amazon Location no encontró una ruta');
      const linea = (ruta.Legs ?? []).flatMap((l) => (l.Geometry?.LineString ?? []) as [number, number][]);
      return { distanciaKm: Math.round((ruta.Summary?.Distance ?? 0) / 100) / 10, linea };
    },
  };
};
