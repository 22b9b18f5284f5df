import type { Principal } from '../auth/principal.ts';
import { Siniestro, type AmbitoSiniestros, type SiniestroFila } from '../data/siniestros.ts';
import { NotFoundError } from '../http/errors.ts';

/**
 * Whose claims a principal reaches. Claims follow their certificate: an insurer's staff those of its
 * coverages or policies, a client's users those of their client's floating-policy certificates, any
 * other company those of the certificates it produced or issued.
 */
export const alcanceSiniestrosDe = (p: Pick<Principal, 'empresa'>): { scope: AmbitoSiniestros; empresaId: number } => ({
  scope: p.empresa.tipo === 'aseguradora' ? 'aseguradora' : p.empresa.tipo === 'cliente' ? 'empresaCliente' : 'productor',
  empresaId: p.empresa.id,
});

export const alcanzaSiniestro = (
  p: Pick<Principal, 'empresa'>,
  s: Pick<SiniestroFila, 'productorId' | 'aseguradoraId'> & { clienteEmpresaId?: number },
) => {
  const a = alcanceSiniestrosDe(p);
  if (a.scope === 'aseguradora') return s.aseguradoraId === a.empresaId;
  if (a.scope === 'empresaCliente') return s.clienteEmpresaId === a.empresaId;
  return s.productorId === a.empresaId;
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
