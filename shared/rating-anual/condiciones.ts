import type { OfertaAnual } from '../contract/schemas/rating-anual.ts';
import type { CoberturaAnual } from './modelo.ts';

/**
 * What an offer prints of its coverage's conditions (spec 2 §3.8 quote card: deducibles, and
 * medidasSeguridad by name): copies, so an offer saved with a quote never shares the master's arrays.
 * A coverage written before measures existed demands none.
 */
export const condicionesDeCobertura = (c: CoberturaAnual): Pick<OfertaAnual, 'deducibles' | 'medidasSeguridad'> => ({
  deducibles: c.deducibles.map((d) => ({ ...d })),
  medidasSeguridad: (c.medidasSeguridad ?? []).map(({ nombre }) => ({ nombre })),
});
