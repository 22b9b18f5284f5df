import type { Principal } from '../auth/principal.ts';
import { Siniestro, type SiniestroFila } from '../data/siniestros.ts';
import { NotFoundError } from '../http/errors.ts';
import { alcanceDe } from '../viajes/cotizador.ts';

/** Claims follow their certificate: the producer company and the insurer reach them, nobody else. */
export const alcanzaSiniestro = (p: Principal, s: Pick<SiniestroFila, 'productorId' | 'aseguradoraId'>) => {
  const a = alcanceDe(p);
  return a.scope === 'productor' ? s.productorId === a.empresaId : s.aseguradoraId === a.empresaId;
};

export const siniestroAlcanzable = async (p: Principal, id: number, consistent = false) => {
  const s = await p.db.get(Siniestro, { id }, { consistent });
  if (!s || !alcanzaSiniestro(p, s)) throw new NotFoundError('El siniestro no existe.');
  return s;
};

/** The companies a claim names (responsible, adjuster, adjuster network). */
export const empresasDe = (s: Pick<SiniestroFila, 'idResponsable' | 'idLiquidador' | 'idRedLiquidador'>) => [
  s.idResponsable,
  s.idLiquidador,
  s.idRedLiquidador,
];
