import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCuit } from '#shared/validators/cif.ts';
import { viajeBsAsSaoPaulo } from '#test/fixtures/viaje-especifico.ts';
import { api, tokenOf } from './helpers.ts';

const nuevoCuit = () => buildCuit('30', 74_000_000 + randomInt(900_000));
const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((c) => c.id);

/** Saves a quote for the caller's company with this policyholder and a coverage without excess. */
const guardarCon = async (token: string, TomadorId: number) => {
  const ofertas = await api('POST', '/v1/viajes-especificos/cotizaciones', { token, body: viajeBsAsSaoPaulo() });
  const CoberturaId = ofertas.body.find((o: any) => !o.validaciones.length).cobertura.id;
  return api('POST', '/v1/viajes-especificos/polizas', { token, body: viajeBsAsSaoPaulo({ TomadorId, CoberturaId }) });
};

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
    // Another producer's parties are not this producer's to read.
    const otroProductor = await api('GET', `/v1/clientes?filtro=${cif}&productorId=11`, { token });
    expect(otroProductor.status).toBe(403);
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

  it('keeps the CIF unique within a producer company but not across tenants', async () => {
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

describe('who sees and uses a party', () => {
  it('belongs to the producer that created it: another producer neither finds it nor quotes with it', async () => {
    const productor = await tokenOf('cargosur', 'productor');
    const cif = nuevoCuit();
    // Created from Beneficiarios: no producer named, the creator's company (10) owns it.
    const res = await api('POST', '/v1/clientes', {
      token: productor,
      body: { nombre: 'Cliente Nuevo Visible S.A.', cif, idPais: 32 },
    });
    expect(res.status).toBe(201);
    expect(res.body.productorId).toBe(10);
    const propio = await api('GET', '/v1/clientes?filtro=cliente%20nuevo%20visible&productorId=10', { token: productor });
    expect(ids(propio)).toEqual([res.body.id]);
    expect((await guardarCon(productor, res.body.id)).status).toBe(200);

    // The broker (11) and the partner (20) read their own parties by default: no trace of it there.
    for (const rol of ['consultor', 'emisor']) {
      const token = await tokenOf('cargosur', rol);
      expect(ids(await api('GET', `/v1/clientes?filtro=${cif}`, { token }))).toEqual([]);
      expect(ids(await api('GET', '/v1/clientes?filtro=cliente%20nuevo%20visible', { token }))).toEqual([]);
    }
    // The broker sits above producer 10 in the hierarchy: it quotes for its sub-producer's clients.
    const consultor = await tokenOf('cargosur', 'consultor');
    expect(ids(await api('GET', `/v1/clientes?filtro=${cif}&productorId=10`, { token: consultor }))).toEqual([res.body.id]);
    // The partner (20) is another producer altogether.
    expect((await api('GET', '/v1/clientes?productorId=10', { token: await tokenOf('cargosur', 'emisor') })).status).toBe(403);
    const emisor = await tokenOf('cargosur', 'emisor');
    const ajeno = await guardarCon(emisor, res.body.id);
    const inexistente = await guardarCon(emisor, 999_999);
    // Another producer's party answers exactly as an unknown one.
    expect(ajeno.status).toBe(400);
    expect(ajeno.body.errors).toEqual([{ path: 'TomadorId', message: 'El tomador no existe' }]);
    expect(inexistente.body).toEqual(ajeno.body);

    // The insurer and the administration see every party of the tenant.
    for (const rol of ['aseguradora', 'administrador']) {
      const token = await tokenOf('cargosur', rol);
      expect(ids(await api('GET', `/v1/clientes?filtro=${cif}`, { token }))).toEqual([res.body.id]);
    }
  });

  it('lets each producer register the same client for itself; the same CIF twice under one producer is a 409', async () => {
    const [productor, operador, admin, consultor] = await Promise.all(
      ['productor', 'operador', 'administrador', 'consultor'].map((rol) => tokenOf('cargosur', rol)),
    );
    const cif = nuevoCuit();
    const body = { nombre: 'Cliente Compartido S.A.', cif, idPais: 32 };
    const propio = await api('POST', '/v1/clientes', { token: productor, body });
    expect(propio.status).toBe(201);
    // Another user of the same producer company sees it, so the answer may say it exists.
    const dup = await api('POST', '/v1/clientes', { token: operador, body });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Ya existe un tomador o beneficiario con ese CIF.');
    // A producer cannot create parties for another producer; the administration can.
    expect((await api('POST', '/v1/clientes', { token: productor, body: { ...body, productorId: 11 } })).status).toBe(403);
    const delBroker = await api('POST', '/v1/clientes', { token: admin, body: { ...body, productorId: 11 } });
    expect(delBroker.status).toBe(201);
    expect(delBroker.body).toMatchObject({ productorId: 11, cif });
    expect(delBroker.body.id).not.toBe(propio.body.id);
    const insurer = await api('POST', '/v1/clientes', { token: admin, body: { ...body, productorId: 1 } });
    expect(insurer.status).toBe(400);
    expect(insurer.body.errors).toEqual([{ path: 'productorId', message: 'La empresa no es un productor' }]);

    // Each one finds its own by CIF; the administration finds both.
    expect(ids(await api('GET', `/v1/clientes?filtro=${cif}`, { token: productor }))).toEqual([propio.body.id]);
    expect(ids(await api('GET', `/v1/clientes?filtro=${cif}`, { token: consultor }))).toEqual([delBroker.body.id]);
    const todas = ids(await api('GET', `/v1/clientes?filtro=${cif}`, { token: admin }));
    expect(todas.sort()).toEqual([propio.body.id, delBroker.body.id].sort());
  });
});

describe('dashboard', () => {
  it("shows the user's real counts: users only for who may see users", async () => {
    const admin = await api('GET', '/v1/dashboard', { token: await tokenOf('viajeseguro', 'administrador') });
    expect(admin.status).toBe(200);
    // The users of the company she works under, as her list counts them (issue 27 item 1).
    const lista = await api('GET', '/v1/usuarios', { token: await tokenOf('viajeseguro', 'administrador') });
    expect(admin.body.usuarios).toBe(lista.body.meta.total);
    expect(admin.body.usuarios).toBeGreaterThanOrEqual(4);
    expect(admin.body.clientes).toBeGreaterThanOrEqual(6);
    const productor = await api('GET', '/v1/dashboard', { token: await tokenOf('viajeseguro', 'productor') });
    expect(productor.body.usuarios).toBeNull();
    // A producer counts its own parties, the ones its list shows.
    const propios = await api('GET', '/v1/clientes?size=1', { token: await tokenOf('viajeseguro', 'productor') });
    expect(productor.body.clientes).toBe(propios.body.meta.total);
  });
});
