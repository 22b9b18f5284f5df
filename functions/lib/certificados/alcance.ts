import type { VisibilidadPrecio } from '#shared/certificados/carga.ts';
import type { Principal } from '../auth/principal.ts';
import {
  certificadosTotal,
  primaEmitidaTotal,
  type CertificadoCargaFilaItem,
  type RamoCertificado,
} from '../data/certificados-carga.ts';
import { TENANT_SCOPE } from '../data/model/counters.ts';
import type { AmbitoNumero } from '../data/numeros-certificado.ts';

/**
 * Which cargo certificates a principal reaches: the administration (who edits policies) all of the
 * tenant's; an insurer's staff those of its policies; a client's users their client's; anyone else
 * those its working company issued.
 */
export type AlcanceCarga =
  | { tipo: 'todos' }
  | { tipo: 'aseguradora'; id: number }
  | { tipo: 'empresaCliente'; id: number }
  | { tipo: 'emisor'; id: number };

export const alcanceCargaDe = (p: Pick<Principal, 'empresa' | 'permisos'>): AlcanceCarga => {
  if (p.empresa.tipo === 'aseguradora') return { tipo: 'aseguradora', id: p.empresa.id };
  if (p.empresa.tipo === 'cliente') return { tipo: 'empresaCliente', id: p.empresa.id };
  if (p.permisos.has('polizas.editar')) return { tipo: 'todos' };
  return { tipo: 'emisor', id: p.empresa.id };
};

export const alcanzaCarga = (
  a: AlcanceCarga,
  c: Pick<CertificadoCargaFilaItem, 'emisorId' | 'clienteEmpresaId' | 'aseguradoraId'>,
): boolean =>
  a.tipo === 'todos' ||
  (a.tipo === 'aseguradora' && c.aseguradoraId === a.id) ||
  (a.tipo === 'empresaCliente' && c.clienteEmpresaId === a.id) ||
  (a.tipo === 'emisor' && c.emisorId === a.id);

/** The scope's partition of the issued numbers (record 0178). */
export const ambitoNumero = (a: AlcanceCarga): AmbitoNumero =>
  a.tipo === 'todos' ? { ambito: 'tenant', ambitoId: 0 } : { ambito: a.tipo, ambitoId: a.id };

const ambitoDe = (a: AlcanceCarga) =>
  a.tipo === 'todos' ? { ambito: 'tenant' as const, id: TENANT_SCOPE.ambitoId } : { ambito: a.tipo, id: a.id };

/** The counter of one kind's certificates a scope reaches (all, or in one state): the list's total, the dashboard's figures. */
export const totalDeAlcance = (ramo: RamoCertificado, a: AlcanceCarga, estado?: number) => {
  const { ambito, id } = ambitoDe(a);
  return certificadosTotal(ramo, ambito, id, estado);
};

/** The premium issued in a currency of one kind's certificates a scope reaches. */
export const primaDeAlcance = (ramo: RamoCertificado, a: AlcanceCarga, monedaId: number) => {
  const { ambito, id } = ambitoDe(a);
  return primaEmitidaTotal(ramo, ambito, id, monedaId);
};

/** The price fields the principal reads (stripped on the server, not only hidden by the screens). */
export const visibilidadDe = (p: Pick<Principal, 'permisos'>): VisibilidadPrecio => ({
  prima: p.permisos.has('prima.mostrar'),
  markup: p.permisos.has('markup.consultar'),
});
