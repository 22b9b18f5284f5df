import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { LineLayerSpecification, LngLatBoundsLike, StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Spec 2 §2.4 and §9: the map opens on Buenos Aires (the Obelisco), zoom 11. [lng, lat]. */
export const CENTRO_BUENOS_AIRES: [number, number] = [-58.3816, -34.6037];
export const ZOOM_INICIAL = 11;

export interface Extremo {
  lat: number;
  lng: number;
}

/** Natural Earth's countries (world-atlas TopoJSON) as GeoJSON: the offline base layer. */
export const paisesDesdeTopologia = (topo: Topology): FeatureCollection =>
  feature(topo, topo.objects.countries as GeometryCollection) as FeatureCollection;

const VACIO: FeatureCollection = { type: 'FeatureCollection', features: [] };

const lineaDeRuta = (id: string, color: string, ancho: number): LineLayerSpecification => ({
  id,
  type: 'line',
  source: 'ruta',
  filter: ['==', ['geometry-type'], 'LineString'],
  layout: { 'line-cap': 'round', 'line-join': 'round' },
  paint: { 'line-color': color, 'line-width': ancho },
});

/**
 * A base map that needs nothing from the internet: water as the background, the countries' land and
 * borders from Natural Earth, and two empty sources the route and its ends are drawn into. No text
 * layers, so no glyph server either.
 */
export const estiloBase = (paises: FeatureCollection): StyleSpecification => ({
  version: 8,
  sources: {
    paises: { type: 'geojson', data: paises },
    ruta: { type: 'geojson', data: VACIO },
  },
  layers: [
    { id: 'agua', type: 'background', paint: { 'background-color': '#d4e4f1' } },
    { id: 'tierra', type: 'fill', source: 'paises', paint: { 'fill-color': '#f4f1ea' } },
    { id: 'fronteras', type: 'line', source: 'paises', paint: { 'line-color': '#a39e93', 'line-width': 0.8 } },
    // A white casing under the blue line keeps the route readable over borders and coasts.
    lineaDeRuta('ruta-borde', '#ffffff', 7),
    lineaDeRuta('ruta', '#1c7ed6', 4),
    {
      id: 'extremos',
      type: 'circle',
      source: 'ruta',
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-radius': 7,
        'circle-color': ['match', ['get', 'extremo'], 'origen', '#2f9e44', '#e03131'],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
  ],
});

const punto = (e: Extremo, extremo: 'origen' | 'destino'): Feature<Point> => ({
  type: 'Feature',
  properties: { extremo },
  geometry: { type: 'Point', coordinates: [e.lng, e.lat] },
});

/** The driving route ([lng, lat] points) with its origin (green) and destination (red). */
export const rutaGeoJson = (linea: [number, number][], desde: Extremo, hasta: Extremo): FeatureCollection => ({
  type: 'FeatureCollection',
  features: [
    ...(linea.length > 1
      ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: linea } } as Feature<LineString>]
      : []),
    punto(desde, 'origen'),
    punto(hasta, 'destino'),
  ],
});

/** The box that holds the route and both ends, for the map to fit. */
export const limites = (linea: [number, number][], desde: Extremo, hasta: Extremo): LngLatBoundsLike => {
  const puntos = [...linea, [desde.lng, desde.lat], [hasta.lng, hasta.lat]];
  const lngs = puntos.map((p) => p[0]!);
  const lats = puntos.map((p) => p[1]!);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
};
