/**
 * Closes a sentence with a full stop unless it already ends in one: a sentence that ends in a name
 * such as 'Aseguradora del Sur S.A.' must not print 'S.A..'.
 */
export const oracion = (s: string): string => {
  const t = s.trimEnd();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};
