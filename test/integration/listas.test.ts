import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCuit } from '#shared/validators/cif.ts';
import { emisionPorTransferencia, viajeBsAsSaoPaulo } from '#test/fixtures/viaje-especifico.ts';
import { api, tokenOf, useTestEmulators, type ApiAnswer } from './helpers.ts';

let productor: string;
let admin: string;

/** Every page of a list, following meta.nextCursor; `durante` runs while the pages are read. */
const todasLasPaginas = async (path: string, token: string, durante?: (pagina: number) => Promise<unknown>) => {
  const filas: any[] = [];
  let cursor: string | null = null;
  let pagina = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res: ApiAnswer = await api('GET', `${path}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    filas.push(...res.body.data);
    cursor = res.body.meta.nextCursor;
    if (durante) await durante(pagina++);
  } while (cursor);
  return filas;
};

const ids = (filas: any[]) => filas.map((f) => f.id as number);

const nuevaCotizacion = async () => {
  const ofertas = await api('POST', '/v1/viajes-especificos/cotizaciones', { token: productor, body: viajeBsAsSaoPaulo() });
  const limpia = ofertas.body.find((o: any) => !o.validaciones.length);
  const res = await api('POST', '/v1/viajes-especificos/polizas', {
    token: productor,
    body: viajeBsAsSaoPaulo({ CoberturaId: limpia.cobertura.id }),
  });
  expect(res.status).toBe(200);
  return res.body.id as number;
};

let cuit = 73_000_000;
const nuevoCliente = () =>
  api('POST', '/v1/clientes', {
    token: productor,
    body: { nombre: `Paginado ${randomUUID().slice(0, 6)} S.A.`, cif: buildCuit('30', cuit++), idPais: 32, productorId: 10 },
  });

describe('lists read one page by cursor', () => {
  beforeAll(async () => {
    useTestEmulators();
    [productor, admin] = await Promise.all([tokenOf('cargosur', 'productor'), tokenOf('cargosur', 'administrador')]);
  });

  it('certificates: page to the end with no duplicate and no gap while quotes are added', async () => {
    for (let i = 0; i < 5; i++) await nuevaCotizacion();
    const antes = ids(await todasLasPaginas('/v1/viajes-especificos/polizas?size=50', productor));
    const nuevos: number[] = [];
    const leidas = ids(
      await todasLasPaginas('/v1/viajes-especificos/polizas?size=3', productor, async () => {
        nuevos.push(await nuevaCotizacion());
      }),
    );
    expect(new Set(leidas).size).toBe(leidas.length);
    for (const id of antes) expect(leidas).toContain(id);
    expect(nuevos.length).toBeGreaterThan(0);
  });

  it('parties and users: page to the end with no duplicate and no gap while items are added', async () => {
    for (let i = 0; i < 4; i++) expect((await nuevoCliente()).status).toBe(201);
    const clientesAntes = ids(await todasLasPaginas('/v1/clientes?size=100', productor));
    const clientes = ids(await todasLasPaginas('/v1/clientes?size=2', productor, () => nuevoCliente()));
    expect(new Set(clientes).size).toBe(clientes.length);
    for (const id of clientesAntes) expect(clientes).toContain(id);

    const usuariosAntes = ids(await todasLasPaginas('/v1/usuarios?size=100', admin));
    const usuarios = ids(
      await todasLasPaginas('/v1/usuarios?size=2', admin, () =>
        api('POST', '/v1/usuarios', {
          token: admin,
          body: {
            nombre: 'Pía',
            apellido: `Paginada ${randomUUID().slice(0, 4)}`,
            email: `paginada-${randomUUID().slice(0, 8)}@cargosur.demo`,
            idPais: 32,
            empresas: [{ idEmpresa: 11, idRol: 'consultor' }],
          },
        }),
      ),
    );
    expect(new Set(usuarios).size).toBe(usuarios.length);
    for (const id of usuariosAntes) expect(usuarios).toContain(id);
  });

  it('claims and companies page to the end in their order', async () => {
    const siniestros = await todasLasPaginas('/v1/siniestros?size=1', await tokenOf('cargosur', 'siniestros'));
    const fechas = siniestros.map((s) => s.fechaDenuncia);
    expect(fechas).toEqual([...fechas].sort().reverse());
    const empresas = await todasLasPaginas('/v1/empresas?size=2', productor);
    // The seeded companies; issuers and clients other suites create number from 1000.
    expect(
      ids(empresas)
        .filter((id) => id < 1000)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 10, 11, 20, 30, 40]);
  });

  it('refuses, with 400 on the cursor, a cursor of another tenant, another list or another filter', async () => {
    const primera = await api('GET', '/v1/viajes-especificos/polizas?size=1&estado=10', { token: productor });
    const cursor = encodeURIComponent(primera.body.meta.nextCursor);
    const otroTenant = await api('GET', `/v1/viajes-especificos/polizas?size=1&estado=10&cursor=${cursor}`, {
      token: await tokenOf('rotasul', 'productor'),
    });
    const otroFiltro = await api('GET', `/v1/viajes-especificos/polizas?size=1&estado=20&cursor=${cursor}`, { token: productor });
    const otraLista = await api('GET', `/v1/clientes?size=1&cursor=${cursor}`, { token: productor });
    const otroOrden = await api('GET', `/v1/viajes-especificos/polizas?size=1&estado=10&direccion=asc&cursor=${cursor}`, {
      token: productor,
    });
    for (const res of [otroTenant, otroFiltro, otraLista, otroOrden]) {
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'query.cursor', message: 'Cursor inválido' }]);
    }
  });

  it('refuses two lookups at once, with the field and the message', async () => {
    const res = await api('GET', '/v1/viajes-especificos/polizas?estado=10&tomadorId=1', { token: productor });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'query.tomadorId', message: 'Filtrá por estado, tomador, número o referencia: uno por vez' },
    ]);
  });

  it('keeps totals and dashboard figures equal to a full recount after concurrent creates and state changes', async () => {
    const creados = await Promise.all(Array.from({ length: 6 }, () => nuevaCotizacion()));
    // Each quote is issued by two racers at once: one wins, the other gets 409.
    const emisiones = await Promise.all(
      creados
        .slice(0, 4)
        .flatMap((id) =>
          [1, 2].map(() =>
            api('POST', '/v1/viajes-especificos/polizas/emitidas', { token: productor, body: emisionPorTransferencia(id) }),
          ),
        ),
    );
    expect(emisiones.filter((r) => r.status === 200)).toHaveLength(4);
    expect(emisiones.filter((r) => r.status === 409)).toHaveLength(4);

    const todos = await todasLasPaginas('/v1/viajes-especificos/polizas?size=25', productor);
    const porEstado = (e: number) => todos.filter((c) => c.estado.id === e).length;
    const [total, cotizados, emitidos, dashboard] = await Promise.all([
      api('GET', '/v1/viajes-especificos/polizas?size=1', { token: productor }),
      api('GET', '/v1/viajes-especificos/polizas?size=1&estado=10', { token: productor }),
      api('GET', '/v1/viajes-especificos/polizas?size=1&estado=20', { token: productor }),
      api('GET', '/v1/dashboard', { token: productor }),
    ]);
    expect(total.body.meta.total).toBe(todos.length);
    expect(cotizados.body.meta.total).toBe(porEstado(10));
    expect(emitidos.body.meta.total).toBe(porEstado(20));
    expect(dashboard.body.certificados).toMatchObject({
      cotizados: porEstado(10),
      emitidos: porEstado(20),
      enAprobacion: porEstado(5),
    });
    const premio = todos
      .filter((c) => c.estado.id === 20 && c.sumaAsegurada.moneda.id === 840)
      .reduce((t, c) => t + c.premio.monto, 0);
    expect(dashboard.body.certificados.premioEmitidoUsd).toBeCloseTo(premio, 2);

    const clientes = await todasLasPaginas('/v1/clientes?size=50', productor);
    expect((await api('GET', '/v1/clientes?size=1', { token: productor })).body.meta.total).toBe(clientes.length);
    expect(dashboard.body.clientes).toBe(clientes.length);
  });
});
