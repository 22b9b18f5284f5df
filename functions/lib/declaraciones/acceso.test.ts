import { describe, expect, it } from 'vitest';
import type { Permission } from '#shared/auth/permissions.ts';
import { ForbiddenError } from '../http/errors.ts';
import { alcanceDeclaraciones, alcanzaDeclaracion } from './acceso.ts';

const quien = (tipo: string, id: number, permisos: Permission[]) =>
  ({ empresa: { id, tipo }, permisos: new Set(permisos) }) as never;

describe('who reaches which declarations', () => {
  it('the administration reaches every declaration of both types', () => {
    const admin = quien('productor', 10, ['declaracionesVenta.consultar', 'declaracionesCompra.consultar', 'polizas.editar']);
    expect(alcanceDeclaraciones(admin, 'venta')).toEqual({ tipo: 'todos' });
    expect(alcanceDeclaraciones(admin, 'tecnica')).toEqual({ tipo: 'todos' });
  });

  it('an insurer reaches its technical declarations only', () => {
    const aseguradora = quien('aseguradora', 1, ['declaracionesCompra.consultar', 'declaracionesVenta.consultar']);
    const a = alcanceDeclaraciones(aseguradora, 'tecnica');
    expect(a).toEqual({ tipo: 'parte', id: 1 });
    expect(alcanzaDeclaracion(a, { parteId: 1 })).toBe(true);
    expect(alcanzaDeclaracion(a, { parteId: 2 })).toBe(false);
    expect(() => alcanceDeclaraciones(aseguradora, 'venta')).toThrow(ForbiddenError);
  });

  it('a partner reaches the sales declarations of what its company issued, never a technical one', () => {
    const partner = quien('partner', 20, ['declaracionesVenta.consultar']);
    expect(alcanceDeclaraciones(partner, 'venta')).toEqual({ tipo: 'parte', id: 20 });
    expect(() => alcanceDeclaraciones(partner, 'tecnica')).toThrow(ForbiddenError);
    expect(() => alcanceDeclaraciones(quien('partner', 20, []), 'venta')).toThrow(ForbiddenError);
  });
});
