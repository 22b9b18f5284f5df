import type { Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * Which certificates a principal reaches: an insurer's staff those of its coverages, everyone else
 * those their company produced.
 */
export const alcanceDe = (p: Principal): { scope: 'productor' | 'aseguradora'; empresaId: number; nombre: string } => ({
  scope: p.empresa.tipo === 'aseguradora' ? 'aseguradora' : 'productor',
  empresaId: p.empresa.id,
  nombre: p.empresa.nombre,
});

export const alcanza = (
  a: { scope: 'productor' | 'aseguradora'; empresaId: number },
  c: { productor: { id: number }; oferta: Oferta },
) => (a.scope === 'productor' ? c.productor.id === a.empresaId : c.oferta.cobertura.idAseguradora === a.empresaId);
