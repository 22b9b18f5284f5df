import { describe, expect, it } from 'vitest';
import { api, tokenOf } from './helpers.ts';

/** Issue 2's guarantees, checked through real handlers: validation, permissions, tenant isolation. */
describe('platform guarantees', () => {
  it('refuses bad input with 400, the field errors, and writes nothing', async () => {
    const token = await tokenOf('cargosur', 'administrador');
    const before = (await api('GET', '/v1/usuarios?size=100', { token })).body.meta.total;
    const res = await api('POST', '/v1/usuarios', {
      token,
      body: { nombre: '', apellido: 'P'.repeat(51), email: 'no-es-email', idPais: 32, empresas: [{ idEmpresa: 10 }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Por favor, revisá los errores para poder continuar');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'nombre', message: 'El campo nombre es requerido' },
        { path: 'apellido', message: 'El campo apellido no puede superar los 50 caracteres' },
        { path: 'email', message: 'El campo email no es válido' },
        { path: 'empresas.0.idRol', message: 'El campo rol es requerido' },
      ]),
    );
    expect((await api('GET', '/v1/usuarios?size=100', { token })).body.meta.total).toBe(before);
  });

  it('refuses a body that is not JSON and a malformed path id', async () => {
    const token = await tokenOf('cargosur', 'administrador');
    const res = await api('POST', '/v1/usuarios', { token, body: '{nope', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'body', message: 'El cuerpo no es JSON válido' }]);
    const bad = await api('GET', '/v1/usuarios/abc', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('params.id');
  });

  it('answers an overlong path id with 400, never 500 (issue 27 item 16)', async () => {
    const token = await tokenOf('cargosur', 'administrador');
    const largo = '1'.repeat(4000);
    for (const path of [`/v1/usuarios/${largo}`, `/v1/viajes-especificos/polizas/${largo}`, `/v1/siniestros/${largo}`]) {
      const res = await api('GET', path, { token });
      expect(res.status, path.slice(0, 40)).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'params.id', message: 'Valor inválido' }]);
    }
    // Within the bound, a numeric id too long to be exact is refused by the contract.
    const res = await api('GET', `/v1/usuarios/${'9'.repeat(40)}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'params.id', message: 'Identificador inválido' }]);
  });

  it('takes a body only as application/json: valid JSON sent as text/plain is 415 (issue 27 item 17)', async () => {
    const token = await tokenOf('cargosur', 'administrador');
    for (const path of ['/v1/certificados/cotizaciones', '/v1/checkout']) {
      const res = await api('POST', path, { token, body: '{}', headers: { 'content-type': 'text/plain' } });
      expect(res.status, path).toBe(415);
      expect(res.body.message).toBe('El cuerpo debe enviarse como application/json.');
    }
  });

  it('refuses an operation without its permission with 403', async () => {
    const res = await api('GET', '/v1/usuarios', { token: await tokenOf('cargosur', 'productor') });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('No tenés permiso para realizar esta operación.');
  });

  it('never shows one tenant the data of another', async () => {
    const andino = await tokenOf('bancoandino', 'administrador');
    const created = await api('POST', '/v1/usuarios', {
      token: andino,
      body: {
        nombre: 'Solo',
        apellido: 'Andino',
        email: 'solo.andino@bancoandino.demo',
        idPais: 32,
        empresas: [{ idEmpresa: 10, idRol: 'consultor' }],
      },
    });
    expect(created.status).toBe(201);
    const sur = await tokenOf('cargosur', 'administrador');
    // Ids are per tenant: the same number is another person (or nobody) in cargosur.
    const seen = await api('GET', `/v1/usuarios/${created.body.id}`, { token: sur });
    expect(seen.status === 404 || seen.body.email !== 'solo.andino@bancoandino.demo').toBe(true);
    const list = await api('GET', '/v1/usuarios?size=100&filtro=andino', { token: sur });
    expect(list.body.data).toEqual([]);
  });

  it('refuses a company the user does not hold, whatever the header says', async () => {
    const sur = await tokenOf('cargosur', 'productor');
    const res = await api('GET', '/v1/me', { token: sur, empresaId: 20 });
    expect(res.status).toBe(403);
  });

  it('answers unknown routes with 404 and wrong methods with 405', async () => {
    expect((await api('GET', '/v1/no-existe')).status).toBe(404);
    expect((await api('DELETE', '/v1/me', { token: await tokenOf('cargosur', 'productor') })).status).toBe(405);
  });
});
