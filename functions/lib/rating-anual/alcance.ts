import type { Principal } from '../auth/principal.ts';
import { ESTADOS_DE_LA_ASEGURADORA, certificadosAnualesTotal, type CertificadoAnualItem } from '../data/certificados-anuales.ts';
import { TENANT_SCOPE } from '../data/model/counters.ts';

/**
 * Which annual quotes a principal reaches: an insurer's staff those of its coverages once they reached
 * it (from the approval request on); the administration (who edits policies) all of the tenant's;
 * anyone else those its company produced.
 */
export type AlcanceAnual = { tipo: 'todos' } | { tipo: 'aseguradora'; id: number } | { tipo: 'productor'; id: number };

export const alcanceAnualDe = (p: Pick<Principal, 'empresa' | 'permisos'>): AlcanceAnual => {
  if (p.empresa.tipo === 'aseguradora') return { tipo: 'aseguradora', id: p.empresa.id };
  if (p.permisos.has('polizas.editar')) return { tipo: 'todos' };
  return { tipo: 'productor', id: p.empresa.id };
};

export const alcanzaAnual = (a: AlcanceAnual, c: Pick<CertificadoAnualItem, 'productor' | 'oferta' | 'estado' | 'eliminado'>) =>
  !c.eliminado &&
  (a.tipo === 'todos' ||
    (a.tipo === 'productor' && c.productor.id === a.id) ||
    (a.tipo === 'aseguradora' && c.oferta.cobertura.idAseguradora === a.id && ESTADOS_DE_LA_ASEGURADORA.includes(c.estado)));

/** The list total of a scope (all, or in one state). */
export const totalAnualDe = (a: AlcanceAnual, estado?: number) =>
  a.tipo === 'todos'
    ? certificadosAnualesTotal('tenant', TENANT_SCOPE.ambitoId, estado)
    : certificadosAnualesTotal(a.tipo, a.id, estado);
