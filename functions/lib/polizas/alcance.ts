import type { Principal } from '#lib/auth/principal.ts';

/**
 * The insurer a user works for, when the working company is an insurer: such a user sees only that
 * insurer's policies (another insurer's rates and limits are its commercial secret). Everyone else
 * who may see policies (the brokerage's staff) sees the tenant's.
 */
export const aseguradoraDelUsuario = (p: Principal): number | undefined =>
  p.empresa.tipo === 'aseguradora' ? p.empresa.id : undefined;

export const alcanzaPoliza = (p: Principal, poliza: { aseguradoraId: number }): boolean => {
  const propia = aseguradoraDelUsuario(p);
  return propia === undefined || poliza.aseguradoraId === propia;
};
