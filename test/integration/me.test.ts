import { describe, expect, it } from 'vitest';
import { api, ssoTokenOf, tokenOf } from './helpers.ts';

describe('GET /v1/me', () => {
  it('returns the signed-in user with companies, roles, permissions and tenant', async () => {
    const res = await api('GET', '/v1/me', { token: await tokenOf('cargosur', 'administrador') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      nombre: 'Ana',
      apellido: 'Administradora',
      email: 'administrador@cargosur.demo',
      pais: { id: 32, nombre: 'Argentina', bandera: '/banderas/ar.svg' },
      tenant: { id: 'cargosur', tipo: 'standard', locale: 'es-AR' },
    });
    // The seeded roles; an administrator who registers an issuer also administers it (other suites do).
    expect(res.body.empresas.map((e: any) => [e.empresa.id, e.rol.id]).slice(0, 2)).toEqual([
      [10, 'administrador'],
      [11, 'administrador'],
    ]);
    expect(res.body.empresas.slice(2).every((e: any) => e.empresa.id >= 1000 && e.rol.id === 'administrador')).toBe(true);
    expect(res.body.empresas[0].permisos).toContain('usuarios.editar');
    expect(res.body.empresas[0].empresa.cif).toMatch(/^\d{11}$/);
  });

  it('answers the tenant of the token: a bank-type tenant user sees their own tenant', async () => {
    const res = await api('GET', '/v1/me', { token: await tokenOf('bancoandino', 'productor') });
    expect(res.status).toBe(200);
    expect(res.body.tenant).toMatchObject({ id: 'bancoandino', tipo: 'bank', comercialEditable: 'comisionProductor' });
  });

  it('accepts a token of the partner (SSO) client on an sso operation', async () => {
    const token = await ssoTokenOf('fletepago');
    const res = await api('GET', '/v1/me', { token });
    expect(res.status).toBe(200);
    expect(res.body.tenant.id).toBe('fletepago');
  });

  it('refuses a missing or forged token with 401', async () => {
    expect((await api('GET', '/v1/me')).status).toBe(401);
    const token = await tokenOf('cargosur', 'productor');
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await api('GET', '/v1/me', { token: forged })).status).toBe(401);
  });

  it('refuses a company the user does not belong to', async () => {
    const res = await api('GET', '/v1/me', { token: await tokenOf('cargosur', 'productor'), empresaId: 11 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('No tenés acceso a la empresa seleccionada.');
  });
});
