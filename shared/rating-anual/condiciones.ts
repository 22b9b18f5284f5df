import type { OfertaAnual } from '../contract/schemas/rating-anual.ts';
import { copiaDeducible } from '../coberturas/textos-localizados.ts';
import type { CoberturaAnual } from './modelo.ts';

/**
 * What an offer prints of its coverage's conditions (spec 2 §3.8 quote card: deducibles, and
 * medidasSeguridad by name): copies, so an offer saved with a quote never shares the master's arrays.
 * A coverage written before measures existed demands none. The pt-BR texts travel with them.
 */
export const condicionesDeCobertura = (c: CoberturaAnual): Pick<OfertaAnual, 'deducibles' | 'medidasSeguridad'> => ({
  deducibles: c.deducibles.map(copiaDeducible),
  medidasSeguridad: (c.medidasSeguridad ?? []).map(({ nombre, nombres }) => ({
    nombre,
    ...(nombres ? { nombres: { ...nombres } } : {}),
  })),
});
