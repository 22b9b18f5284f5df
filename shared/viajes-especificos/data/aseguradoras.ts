import type { Aseguradora } from '../model.ts';

/** The three insurers of the seed (company ids 1–3 in scripts/local/seed.ts). */
export const ASEGURADORAS: Aseguradora[] = [
  { id: 1, nombre: 'Aseguradora del Sur S.A.' },
  { id: 2, nombre: 'Transportes Seguros Compañía de Seguros S.A.' },
  { id: 3, nombre: 'Atlántida Seguros Generales S.A.' },
];
