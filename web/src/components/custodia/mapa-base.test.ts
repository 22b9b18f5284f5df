// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CENTRO_BUENOS_AIRES, estiloBase, limites, paisesDesdeTopologia, rutaGeoJson, ZOOM_INICIAL } from './mapa-base.ts';

const BA = { lat: -34.6037, lng: -58.3816 };
const ROSARIO = { lat: -32.9442, lng: -60.6505 };

describe('the offline base map', () => {
  it('opens on Buenos Aires at zoom 11 (spec 2 §9)', () => {
    expect(CENTRO_BUENOS_AIRES).toEqual([BA.lng, BA.lat]);
    expect(ZOOM_INICIAL).toBe(11);
  });

  it('draws Natural Earth’s countries (world-atlas) with no tile, glyph or sprite server', () => {
    const require = createRequire(import.meta.url);
    const topo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'));
    const paises = paisesDesdeTopologia(topo);
    expect(paises.features.length).toBeGreaterThan(150);
    expect(paises.features.some((f) => f.properties?.name === 'Argentina')).toBe(true);
    const estilo = estiloBase(paises);
    expect(estilo.glyphs).toBeUndefined();
    expect(estilo.sprite).toBeUndefined();
    expect(Object.values(estilo.sources).every((s) => s.type === 'geojson')).toBe(true);
    expect(estilo.layers.map((l) => l.id)).toEqual(['agua', 'tierra', 'fronteras', 'ruta-borde', 'ruta', 'extremos']);
  });

  it('the route is a line with its origin and destination, and the map fits all of it', () => {
    const linea: [number, number][] = [
      [BA.lng, BA.lat],
      [-59.9, -33.5],
      [ROSARIO.lng, ROSARIO.lat],
    ];
    const ruta = rutaGeoJson(linea, BA, ROSARIO);
    expect(ruta.features.map((f) => f.geometry.type)).toEqual(['LineString', 'Point', 'Point']);
    expect(ruta.features.slice(1).map((f) => f.properties?.extremo)).toEqual(['origen', 'destino']);
    expect(rutaGeoJson([], BA, ROSARIO).features).toHaveLength(2);
    expect(limites(linea, BA, ROSARIO)).toEqual([
      [ROSARIO.lng, BA.lat],
      [BA.lng, ROSARIO.lat],
    ]);
  });
});
