/** The words the bench's names are made of (clients, issuers, policies, places): ten families of first words. */

export const RUBROS = [
  'Transportes',
  'Logística',
  'Agroexportadora',
  'Frigorífico',
  'Distribuidora',
  'Importadora',
  'Metalúrgica',
  'Comercial',
  'Industrias',
  'Bodegas',
];
export const LUGARES = [
  'del Litoral',
  'Pampeana',
  'del Sur',
  'Andina',
  'Rioplatense',
  'Mediterránea',
  'del Norte',
  'Patagónica',
  'Cuyana',
  'del Valle',
  'Serrana',
  'Atlántica',
];
export const APELLIDOS = [
  'Gómez',
  'Fernández',
  'Rossi',
  'Martínez',
  'Benítez',
  'Ferrari',
  'López',
  'Sosa',
  'Romero',
  'Acosta',
  'Álvarez',
  'Pereyra',
];
export const SOCIEDADES = ['S.A.', 'S.R.L.', 'S.A.S.', 'y Cía. S.A.'];

/** A search prefix that matches about a tenth of every producer's clients (their first word). */
export const PREFIJO_BUSQUEDA = 'logis';
