import { useCatalogoAnual } from '../api.ts';

/** The names of the compositions' items, from the catalogues the form chose them from. */
export const useNombres = () => {
  const catalogos = {
    mercaderias: useCatalogoAnual('tiposMercaderia').data ?? [],
    operaciones: useCatalogoAnual('tiposRiesgo').data ?? [],
    transportes: useCatalogoAnual('modosTransporte').data ?? [],
  };
  const nombre = (lista: readonly { id: number; nombre: string }[]) => (id: number | null) =>
    lista.find((x) => x.id === id)?.nombre ?? '—';
  return {
    mercaderias: nombre(catalogos.mercaderias),
    operaciones: nombre(catalogos.operaciones),
    transportes: nombre(catalogos.transportes),
  };
};
