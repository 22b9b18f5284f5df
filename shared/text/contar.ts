/** '1 certificado', '2 certificados': a count with its noun in the number it takes (server texts; the SPA's are `_one` keys). */
export const contar = (n: number, singular: string, plural: string): string => `${n} ${n === 1 ? singular : plural}`;
