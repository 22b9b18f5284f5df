import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CatalogoNombre,
  FormaDePago,
  ModoTransporte,
  Moneda,
  Pais,
  TipoContenedor,
  TipoMercaderia,
  TipoRiesgo,
} from '#shared/catalogos/schemas.ts';
import { listCatalogo } from '#shared/contract/operations/catalogos.ts';
import { apiCall } from '#web/lib/api-client.ts';

interface CatalogoTipos {
  paises: Pais;
  monedas: Moneda;
  formasDePago: FormaDePago;
  tiposRiesgo: TipoRiesgo;
  modosTransporte: ModoTransporte;
  tiposMercaderia: TipoMercaderia;
  tiposContenedor: TipoContenedor;
}

export const catalogoQueryOptions = <N extends CatalogoNombre>(catalogo: N) =>
  queryOptions({
    queryKey: ['catalogos', catalogo] as const,
    queryFn: ({ signal }) => apiCall(listCatalogo, { params: { catalogo }, signal }),
    select: (res) => res.data as CatalogoTipos[N][],
    staleTime: 60 * 60_000,
  });

/** GET /v1/catalogos/{catalogo}: countries, currencies, payment forms, risk types, transport modes, goods. */
export const useCatalogo = <N extends CatalogoNombre>(catalogo: N) => useQuery(catalogoQueryOptions(catalogo));
