const DIA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a text is a day of the calendar as yyyy-mm-dd: the shape and a day that exists (no
 * February 30th, no April 31st, February 29th only in leap years). The one check of a date the
 * contract, the pricing and the forms share.
 */
export const esFechaReal = (x: string): boolean => {
  if (!DIA.test(x)) return false;
  const dia = new Date(`${x}T00:00:00Z`);
  return !Number.isNaN(dia.getTime()) && dia.toISOString().slice(0, 10) === x;
};
