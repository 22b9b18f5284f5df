/** Lower case, no accents, single spaces: how names are compared and searched ('Pérez' finds 'perez'). */
export const normalizar = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A tax id or reference as typed or printed, reduced to letters and digits ('30-12345678-9' → '30123456789'). */
export const soloAlfanumerico = (s: string): string => s.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
