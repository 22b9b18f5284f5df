import { describe, expect, it } from 'vitest';
import { buildCuit } from '#shared/validators/cif.ts';
import { api, tokenOf } from './helpers.ts';

describe('parties (tomadores y beneficiarios)', () => {
  it('creates a party with a valid CUIT and finds it by name ignoring accents, and by CIF', async () => {
    const token = await tokenOf('cargosur', 'productor');
    const cif = buildCuit('30', 71_000_001);
    const res = await api('POST', '/v1/clientes', {
      token,
      body: { nombre: 'Logística Ñandú S.A.', cif, idPais: 32, productorId: 10 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      nombre: 'Logística Ñandú S.A.',
      cif,
      pais: { id: 32, nombre: 'Argentina' },
      productorId: 10,
    });
    // The search is a prefix of the normalised name (accents and case ignored) or an exact CIF.
    const byName = await api('GET', '/v1/clientes?filtro=LOGISTICA%20nandu', { token });
    expect(byName.body.data.map((c: any) => c.id)).toEqual([res.body.id]);
    const conGuiones = `${cif.slice(0, 2)}-${cif.slice(2, 10)}-${cif.slice(10)}`;
    const byCif = await api('GET', `/v1/clientes?filtro=${conGuiones}&productorId=10`, { token });
    expect(byCif.body.data.map((c: any) => c.cif)).toEqual([cif]);
    const otroProductor = await api('GET', `/v1/clientes?filtro=${cif}&productorId=11`, { token });
    expect(otroProductor.body.data).toEqual([]);
  });

  it('refuses a CUIT with a wrong check digit, with the field and message', async () => {
    const res = await api('POST', '/v1/clientes', {
      token: await tokenOf('cargosur', 'productor'),
      body: { nombre: 'Mala S.A.', cif: '30-12345678-0', idPais: 32 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'cif', message: 'El CUIT no es válido: revisá los 11 dígitos y el dígito verificador.' },
    ]);
  });

  it('keeps the CIF unique within a tenant but not across tenants', async () => {
    const cif = buildCuit('30', 72_000_002);
    const body = { nombre: 'Duplicada S.A.', cif, idPais: 32 };
    expect((await api('POST', '/v1/clientes', { token: await tokenOf('cargosur', 'productor'), body })).status).toBe(201);
    const dup = await api('POST', '/v1/clientes', {
      token: await tokenOf('cargosur', 'operador'),
      body: { ...body, cif: cif.replace(/^(\d{2})(\d{8})(\d)$/, '$1-$2-$3') },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Ya existe un tomador o beneficiario con ese CIF.');
    expect((await api('POST', '/v1/clientes', { token: await tokenOf('viajeseguro', 'productor'), body })).status).toBe(201);
  });

  it('validates Brazilian CNPJ for a Brazilian party', async () => {
    const token = await tokenOf('rotasul', 'productor');
    const bad = await api('POST', '/v1/clientes', {
      token,
      body: { nombre: 'Transportes Ltda', cif: '11.222.333/0001-82', idPais: 76 },
    });
    expect(bad.status).toBe(400);
    const ok = await api('POST', '/v1/clientes', {
      token,
      body: { nombre: 'Transportes Ltda', cif: '11.222.333/0001-81', idPais: 76 },
    });
    expect(ok.status).toBe(201);
  });

  it('needs the beneficiaries permission to search and to create', async () => {
    const token = await tokenOf('cargosur', 'siniestros');
    expect((await api('GET', '/v1/clientes', { token })).status).toBe(403);
    const consultor = await tokenOf('cargosur', 'consultor');
    expect((await api('GET', '/v1/clientes', { token: consultor })).status).toBe(200);
    expect(
      (await api('POST', '/v1/clientes', { token: consultor, body: { nombre: 'X', cif: buildCuit('30', 1), idPais: 32 } }))
        .status,
    ).toBe(403);
  });
});

describe('dashboard', () => {
  it("shows the user's real counts: users only for who may see users", async () => {
    const admin = await api('GET', '/v1/dashboard', { token: await tokenOf('viajeseguro', 'administrador') });
    expect(admin.status).toBe(200);
    expect(admin.body.usuarios).toBeGreaterThanOrEqual(8);
    expect(admin.body.clientes).toBeGreaterThanOrEqual(6);
    const productor = await api('GET', '/v1/dashboard', { token: await tokenOf('viajeseguro', 'productor') });
    expect(productor.body.usuarios).toBeNull();
  });
});
