import type { Moneda } from '#shared/catalogos/schemas.ts';
import { useCatalogo } from './catalogos.ts';

const sinAcentos = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Spec 2 §5.3: the currency search matches the name or the symbol, case-insensitive (and accent-insensitive). */
export const coincideMoneda = (m: Pick<Moneda, 'nombre' | 'simbolo' | 'codigo'>, busqueda: string) => {
  const b = sinAcentos(busqueda.trim());
  return !b || [m.nombre, m.simbolo, m.codigo].some((x) => sinAcentos(x).includes(b));
};

/** The currencies of the catalogue, cached an hour, named in the tenant's locale. */
export const useMonedas = () => useCatalogo('monedas');
