import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Loader, Stack, Text } from '@mantine/core';
import maplibregl, { type GeoJSONSource } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import paisesUrl from 'world-atlas/countries-50m.json?url';
import type { FeatureCollection } from 'geojson';
import type { Topology } from 'topojson-specification';
import { useT } from '#web/lib/i18n.tsx';
import {
  CENTRO_BUENOS_AIRES,
  estiloBase,
  limites,
  paisesDesdeTopologia,
  rutaGeoJson,
  ZOOM_INICIAL,
  type Extremo,
} from './mapa-base.ts';

export interface MapaRutaProps {
  desde: Extremo | null;
  hasta: Extremo | null;
  /** The route's points, [lng, lat]; empty until it is known. */
  linea: [number, number][];
}

type Estado = 'cargando' | 'listo' | 'sin-mapa';

/** Natural Earth's countries, fetched once per page (a static asset of the SPA, cached by CloudFront). */
let paises: Promise<FeatureCollection> | null = null;
const cargarPaises = () => {
  paises ??= fetch(paisesUrl)
    .then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json() as Promise<Topology>;
    })
    .then(paisesDesdeTopologia)
    .catch((err: unknown) => {
      paises = null;
      throw err;
    });
  return paises;
};

/**
 * The custody's route on a MapLibre GL map over the offline Natural Earth base (spec 2 §2.4: centre
 * Buenos Aires, zoom 11, until a route is drawn and fitted). A browser without WebGL keeps the
 * distance and says the map is not available. `data-ruta` tells when the route is on screen.
 */
export default function MapaRuta({ desde, hasta, linea }: MapaRutaProps) {
  const t = useT();
  const contenedor = useRef<HTMLDivElement>(null);
  const mapa = useRef<maplibregl.Map | null>(null);
  const [estado, setEstado] = useState<Estado>('cargando');
  const [rutaVisible, setRutaVisible] = useState(false);

  useEffect(() => {
    let vivo = true;
    cargarPaises()
      .then((base) => {
        if (!vivo || !contenedor.current) return;
        const m = new maplibregl.Map({
          container: contenedor.current,
          style: estiloBase(base),
          center: CENTRO_BUENOS_AIRES,
          zoom: ZOOM_INICIAL,
          attributionControl: { compact: true, customAttribution: 'Natural Earth' },
        });
        m.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        m.on('load', () => vivo && setEstado('listo'));
        m.on('idle', () => vivo && setRutaVisible(m.queryRenderedFeatures({ layers: ['ruta'] }).length > 0));
        mapa.current = m;
      })
      // No WebGL (maplibre throws on construction) or the base did not load: the distance still shows.
      .catch(() => vivo && setEstado('sin-mapa'));
    return () => {
      vivo = false;
      mapa.current?.remove();
      mapa.current = null;
    };
  }, []);

  useEffect(() => {
    const m = mapa.current;
    if (!m || estado !== 'listo') return;
    const fuente = m.getSource<GeoJSONSource>('ruta');
    if (!desde || !hasta) {
      fuente?.setData({ type: 'FeatureCollection', features: [] });
      return;
    }
    fuente?.setData(rutaGeoJson(linea, desde, hasta));
    m.fitBounds(limites(linea, desde, hasta), { padding: 48, duration: 0, maxZoom: ZOOM_INICIAL });
  }, [estado, linea, desde, hasta]);

  if (estado === 'sin-mapa')
    return (
      <Alert color="gray" data-testid="custodia-mapa-no-disponible">
        {t('custodia.mapa.noDisponible')}
      </Alert>
    );
  return (
    <Box pos="relative" h={320} style={{ borderRadius: 8, overflow: 'hidden' }}>
      <div
        ref={contenedor}
        style={{ position: 'absolute', inset: 0 }}
        data-testid="custodia-mapa"
        data-estado={estado}
        data-ruta={rutaVisible ? 'visible' : 'no'}
        role="img"
        aria-label={t('custodia.mapa.aria')}
      />
      {estado === 'cargando' ? (
        <Stack pos="absolute" inset={0} align="center" justify="center" gap={4}>
          <Loader size="sm" />
          <Text size="xs" c="dimmed">
            {t('custodia.mapa.cargando')}
          </Text>
        </Stack>
      ) : null}
    </Box>
  );
}
