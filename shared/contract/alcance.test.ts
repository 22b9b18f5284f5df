import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../auth/permissions.ts';
import { permisosAlcanzables } from './alcance.ts';

describe('permisosAlcanzables', () => {
  it('an SSO/embedded session keeps what it can call and loses user administration and the insurer’s decision', () => {
    const sso = permisosAlcanzables(PERMISSIONS, 'sso');
    expect(sso).toEqual(expect.arrayContaining(['viajesEspecificos.cotizar', 'viajesEspecificos.consultar']));
    for (const p of ['usuarios.ver', 'usuarios.editar', 'certificados.aprobar', 'certificados.rechazar'])
      expect(sso).not.toContain(p);
  });

  it('a portal session keeps every permission', () => {
    expect(permisosAlcanzables(PERMISSIONS, 'user')).toEqual([...PERMISSIONS]);
  });

  it('keeps a permission no operation requires', () => {
    const ops = [{ callers: ['user'] as const, permission: 'usuarios.ver' as const }];
    expect(permisosAlcanzables(['usuarios.ver', 'viajesEspecificos.cotizar'], 'sso', ops)).toEqual(['viajesEspecificos.cotizar']);
  });
});
