/** A place the search found: what the pickers fill (spec 2 §3.1: latitude and longitude). */
export interface Lugar {
  id: string;
  nombre: string;
  lat: number;
  lng: number;
}

/** A driving route: its approximate length and its line, [lng, lat] pairs as GeoJSON wants them. */
export interface Ruta {
  distanciaKm: number;
  linea: [number, number][];
}

/** Places search and driving routes (Amazon Location Service in the cloud, a gazetteer locally). */
export interface Mapas {
  buscarLugares(texto: string, limite: number): Promise<Lugar[]>;
  ruta(desde: { lat: number; lng: number }, hasta: { lat: number; lng: number }): Promise<Ruta>;
}
