import { GeoPlacesClient, SearchTextCommand } from '@aws-sdk/client-geo-places';
import { CalculateRoutesCommand, GeoRoutesClient } from '@aws-sdk/client-geo-routes';
import { prepareClient } from '../../aws/clients.ts';
import type { Mapas } from './port.ts';

/** The countries the product serves (ISO 3166 alpha-3, as Amazon Location filters them). */
const PAISES = ['ARG', 'BRA', 'CHL', 'URY', 'PRY', 'BOL', 'PER', 'MEX'];
/** The default map centre (spec 2 §9: Buenos Aires): the search prefers what is near it. */
const BUENOS_AIRES = [-58.3816, -34.6037];

/**
 * Amazon Location Service: places by free text (SearchText) and truck routes (CalculateRoutes, the
 * line in the simple GeoJSON-like format), through the AWS SDK v3 geo clients.
 */
export const mapasAws = (): Mapas => {
  const places = prepareClient('geo-places', GeoPlacesClient);
  const routes = prepareClient('geo-routes', GeoRoutesClient);
  return {
    buscarLugares: async (texto, limite) => {
      const r = await places.send(
        new SearchTextCommand({
          QueryText: texto,
          MaxResults: limite,
          BiasPosition: BUENOS_AIRES,
          Filter: { IncludeCountries: PAISES },
          Language: 'es',
        }),
      );
      return (r.ResultItems ?? []).flatMap((i) =>
        i.PlaceId && i.Title && i.Position?.length === 2
          ? [{ id: i.PlaceId, nombre: i.Title, lng: i.Position[0]!, lat: i.Position[1]! }]
          : [],
      );
    },
    ruta: async (desde, hasta) => {
      const r = await routes.send(
        new CalculateRoutesCommand({
          Origin: [desde.lng, desde.lat],
          Destination: [hasta.lng, hasta.lat],
          TravelMode: 'Truck',
          LegGeometryFormat: 'Simple',
        }),
      );
      const ruta = r.Routes?.[0];
      if (!ruta) throw new Error('Amazon Location no encontró una ruta');
      const linea = (ruta.Legs ?? []).flatMap((l) => (l.Geometry?.LineString ?? []) as [number, number][]);
      return { distanciaKm: Math.round((ruta.Summary?.Distance ?? 0) / 100) / 10, linea };
    },
  };
};
