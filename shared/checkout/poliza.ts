/**
 * What a pleasure-boat policy covers and for how long: the coverage chosen from the boat product's
 * plans when the producer registers the quote, and a period of one year from the payment (never from
 * before it: the boat is not covered for what happened while it was unpaid).
 */
export const COBERTURAS_EMBARCACION = [
  {
    id: 'rc',
    nombre: 'Responsabilidad civil',
    descripcion: 'Daños a terceros y a las personas transportadas causados con la embarcación.',
  },
  {
    id: 'total',
    nombre: 'Pérdida total y responsabilidad civil',
    descripcion: 'Pérdida total por naufragio, incendio, robo o varadura, y responsabilidad civil.',
  },
  {
    id: 'todo-riesgo',
    nombre: 'Todo riesgo con franquicia',
    descripcion: 'Daños al casco, el motor y los equipos, con franquicia, y responsabilidad civil.',
  },
] as const;
export type CoberturaEmbarcacion = (typeof COBERTURAS_EMBARCACION)[number];
export const IDS_COBERTURA_EMBARCACION = COBERTURAS_EMBARCACION.map((c) => c.id) as [
  CoberturaEmbarcacion['id'],
  ...CoberturaEmbarcacion['id'][],
];

/** The coverage of an id the contract accepted. */
export const coberturaEmbarcacion = (id: CoberturaEmbarcacion['id']): CoberturaEmbarcacion =>
  COBERTURAS_EMBARCACION.find((c) => c.id === id)!;

/** A boat policy lasts one year. */
export const MESES_VIGENCIA_EMBARCACION = 12;

/**
 * The period of a policy paid at `pago` (ISO): from that instant to the same instant a year later (a
 * payment on February 29th ends on March 1st).
 */
export const vigenciaEmbarcacion = (pago: string): { desde: string; hasta: string } => {
  const hasta = new Date(pago);
  hasta.setUTCMonth(hasta.getUTCMonth() + MESES_VIGENCIA_EMBARCACION);
  return { desde: new Date(pago).toISOString(), hasta: hasta.toISOString() };
};
