import type { Principal } from '../auth/principal.ts';
import { empresas } from '../data/empresas.ts';
import { siniestros, type SiniestroItem } from '../data/siniestros.ts';
import { NotFoundError } from '../http/errors.ts';
import { alcanceDe } from '../viajes/cotizador.ts';

/** Claims follow their certificate: the producer company and the insurer reach them, nobody else. */
export const alcanzaSiniestro = (p: Principal, s: Pick<SiniestroItem, 'productorId' | 'aseguradoraId'>) => {
  const a = alcanceDe(p);
  return a.scope === 'productor' ? s.productorId === a.empresaId : s.aseguradoraId === a.empresaId;
};

export const siniestroAlcanzable = async (p: Principal, id: number, consistent = false) => {
  const s = await siniestros(p.table).get(id, consistent);
  if (!s || !alcanzaSiniestro(p, s)) throw new NotFoundError('El siniestro no existe.');
  return s;
};

export const mapaEmpresas = async (p: Principal) => new Map((await empresas(p.table).list()).map((e) => [e.id, e]));
