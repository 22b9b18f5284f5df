import { diaNegocio } from '../declaraciones/periodo.ts';

/** The day a year after this one ('yyyy-mm-dd'; a 29 February ends on the 28th). */
export const unAnioDespues = (dia: string): string => {
  const [y, m, d] = dia.slice(0, 10).split('-');
  return `${Number(y) + 1}-${m}-${m === '02' && d === '29' ? '28' : d}`;
};

/**
 * An annual certificate covers a year from its issue (record 0157), counted in the business's
 * calendar: issued at 23:30 of 9 March in Buenos Aires (02:30 UTC of the 10th) it runs 9 March to
 * 9 March. The paper and the public verification page read it here, so they never disagree.
 */
export const vigenciaAnual = (fechaEmision: string): { desde: string; hasta: string } => {
  const desde = diaNegocio(fechaEmision);
  return { desde, hasta: unAnioDespues(desde) };
};
