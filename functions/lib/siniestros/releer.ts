import type { Principal } from '../auth/principal.ts';
import { NotFoundError } from '../http/errors.ts';
import { leerSiniestro } from './vista.ts';

/** The claim as the screens read it right after a change (consistent reads, read-your-writes). */
export const releerSiniestro = async (principal: Principal, id: number) => {
  const leido = await leerSiniestro(principal.db, id, true);
  if (!leido) throw new NotFoundError('El siniestro no existe.');
  return leido.vista();
};
