import { GeoPlacesClient, SearchTextCommand } from '@aws-sdk/client-geo-places';
import { CalculateRoutesCommand, GeoRoutesClient } from '@aws-sdk/client-geo-routes';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInvocation } from '../../aws/context.ts';
import { MARGEN_MS, SinTiempo } from '../../aws/presupuesto.ts';
import { mapasAws } from './aws.ts';

const places = mockClient(GeoPlacesClient);
const routes = mockClient(GeoRoutesClient);

describe('Amazon Location adapter of the maps port', () => {
  afterEach(() => {
    places.reset();
    routes.reset();
  });

  it('searches the product’s countries near Buenos Aires and keeps the places with a position', async () => {
    places.on(SearchTextCommand).resolves({
      ResultItems: [
        { PlaceId: 'p1', Title: 'Rosario, Santa Fe, Argentina', Position: [-60.65, -32.94], PlaceType: 'Locality' },
        { PlaceId: 'p2', Title: 'Sin posición', PlaceType: 'Locality' },
      ],
    } as never);
    expect(await mapasAws().buscarLugares('rosario', 10)).toEqual([
      { id: 'p1', nombre: 'Rosario, Santa Fe, Argentina', lat: -32.94, lng: -60.65 },
    ]);
    expect(places.commandCalls(SearchTextCommand)[0]!.args[0].input).toMatchObject({
      QueryText: 'rosario',
      MaxResults: 10,
      BiasPosition: [-58.3816, -34.6037],
      Filter: { IncludeCountries: ['ARG', 'BRA', 'CHL', 'URY', 'PRY', 'BOL', 'PER', 'MEX'] },
    });
  });

  it('asks a truck route and answers its km and its legs’ line', async () => {
    routes.on(CalculateRoutesCommand).resolves({
      Routes: [
        {
          Summary: { Distance: 300_456 },
          Legs: [
            {
              Geometry: {
                LineString: [
                  [-58.38, -34.6],
                  [-59, -34],
                ],
              },
            },
            { Geometry: { LineString: [[-60.65, -32.94]] } },
          ],
        },
      ],
    } as never);
    const r = await mapasAws().ruta({ lat: -34.6, lng: -58.38 }, { lat: -32.94, lng: -60.65 });
    expect(r).toEqual({
      distanciaKm: 300.5,
      linea: [
        [-58.38, -34.6],
        [-59, -34],
        [-60.65, -32.94],
      ],
    });
    expect(routes.commandCalls(CalculateRoutesCommand)[0]!.args[0].input).toMatchObject({
      Origin: [-58.38, -34.6],
      Destination: [-60.65, -32.94],
      TravelMode: 'Truck',
      LegGeometryFormat: 'Simple',
    });
  });
});

describe('Amazon Location within the request’s time', () => {
  afterEach(() => {
    routes.reset();
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('tries a throttled route once more, and gives up one that never answers before the function’s 10 s', async () => {
    vi.stubEnv('LOG_LEVEL', 'silent');
    routes
      .on(CalculateRoutesCommand)
      .rejectsOnce(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $metadata: { httpStatusCode: 429 } }))
      .resolves({ Routes: [{ Summary: { Distance: 1000 }, Legs: [] }] } as never);
    expect(await mapasAws().ruta({ lat: 0, lng: 0 }, { lat: 1, lng: 1 })).toEqual({ distanciaKm: 1, linea: [] });

    vi.useFakeTimers();
    routes.on(CalculateRoutesCommand).callsFake(() => new Promise(() => undefined));
    const inicio = Date.now();
    const p = runInvocation(
      'calcular-ruta-custodia',
      { uses: [] },
      () => mapasAws().ruta({ lat: 0, lng: 0 }, { lat: 1, lng: 1 }),
      { vence: inicio + 10_000 },
    ).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await p).toBeInstanceOf(SinTiempo);
    expect(Date.now() - inicio).toBeLessThanOrEqual(10_000 - MARGEN_MS);
  });
});
