import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, tokenOf, useTestEmulators } from './helpers.ts';

/** A boat quote registered by `token` (under `empresaId` when given) with insurer `aseguradoraId`. */
const registrar = async (token: string, nombre: string, aseguradoraId: number, empresaId?: number) => {
  const body = {
    nombre,
    total: 120_000,
    sumaAsegurada: 30_000_000,
    coberturaId: 'rc',
    aseguradoraId,
    tomador: { nombre: 'Marina Costa', email: 'marina@cargosur.demo' },
  };
  const r = await api('POST', '/v1/checkout', { token, body, empresaId });
  expect(r.status).toBe(201);
  return r.body as { id: string; url: string };
};

type Fila = { id: string; estado: string; url: string | null; creado: string; poliza: unknown; polizaDisponible: boolean };
const listar = (token: string, query = '') =>
  api<{ data: Fila[]; meta: { nextCursor: string | null } }>('GET', `/v1/checkout${query}`, { token });
const idsDe = async (token: string) => (await listar(token, '?size=100')).body.data.map((f) => f.id);

describe('the boat quotes and policies list (issue 27 item 25)', () => {
  let productor: string;
  let consultor: string;
  let aseguradora: string;
  let administrador: string;
  let deOtroTenant: string;
  /** Registered by the producer (company 10) for insurer 2. */
  let delProductor: { id: string; url: string };
  /** Registered under the broker (company 11) for insurer 1. */
  let delBroker: { id: string; url: string };
  let ajena: { id: string };

  beforeAll(async () => {
    useTestEmulators();
    process.env.WALLET_LOCAL_DIR = inject('walletLocalDir');
    [productor, consultor, aseguradora, administrador, deOtroTenant] = await Promise.all([
      tokenOf('cargosur', 'productor'),
      tokenOf('cargosur', 'consultor'),
      tokenOf('cargosur', 'aseguradora'),
      tokenOf('cargosur', 'administrador'),
      tokenOf('rotasul', 'productor'),
    ]);
    delProductor = await registrar(productor, 'Lista Productor', 2);
    delBroker = await registrar(administrador, 'Lista Broker', 1, 11);
    ajena = await registrar(deOtroTenant, 'Lista Rotasul', 1);
  });

  it('answers the rows of the caller’s company: the link while unpaid, what it covers and costs', async () => {
    const { body, status } = await listar(productor, '?size=100');
    expect(status).toBe(200);
    const fila = body.data.find((f) => f.id === delProductor.id);
    expect(fila).toEqual({
      id: delProductor.id,
      nombre: 'Lista Productor',
      tomador: { nombre: 'Marina Costa' },
      cobertura: { id: 'rc', nombre: 'Responsabilidad civil' },
      aseguradora: { id: 2, nombre: 'Transportes Seguros Compañía de Seguros S.A.' },
      sumaAsegurada: 30_000_000,
      total: 120_000,
      moneda: { codigo: 'ARS', simbolo: '$' },
      estado: 'pendiente',
      creado: expect.any(String),
      url: delProductor.url,
      poliza: null,
      polizaDisponible: false,
    });
    // The storage keys of its documents stay on the server.
    expect(JSON.stringify(body)).not.toContain('documentos/');
  });

  it('scopes by company: a producer its company’s, a broker’s user the broker’s, an insurer the ones it would insure, the administration all', async () => {
    const [delDiez, delOnce, deLaAseguradora, todas] = await Promise.all([
      idsDe(productor),
      idsDe(consultor),
      idsDe(aseguradora),
      idsDe(administrador),
    ]);
    expect(delDiez).toContain(delProductor.id);
    expect(delDiez).not.toContain(delBroker.id);
    expect(delOnce).toContain(delBroker.id);
    expect(delOnce).not.toContain(delProductor.id);
    expect(deLaAseguradora).toContain(delBroker.id);
    expect(deLaAseguradora).not.toContain(delProductor.id);
    expect(todas).toEqual(expect.arrayContaining([delProductor.id, delBroker.id]));
  });

  it('never shows another tenant’s quotes, nor this tenant’s to the other', async () => {
    for (const token of [productor, aseguradora, administrador]) expect(await idsDe(token)).not.toContain(ajena.id);
    const suyas = await idsDe(deOtroTenant);
    expect(suyas).toContain(ajena.id);
    expect(suyas).not.toContain(delProductor.id);
    expect(suyas).not.toContain(delBroker.id);
  });

  it('pages newest first by cursor; a cursor that is not this list’s answers 400', async () => {
    const primera = await listar(productor, '?size=1');
    const cursor = primera.body.meta.nextCursor!;
    expect(cursor).toEqual(expect.any(String));
    const segunda = await listar(productor, `?size=1&cursor=${encodeURIComponent(cursor)}`);
    expect(segunda.status).toBe(200);
    expect(segunda.body.data[0]!.creado <= primera.body.data[0]!.creado).toBe(true);
    expect(segunda.body.data[0]!.id).not.toBe(primera.body.data[0]!.id);
    const asc = await listar(productor, '?size=2&direccion=asc');
    expect(asc.body.data[0]!.creado <= asc.body.data[1]!.creado).toBe(true);

    expect((await listar(productor, '?cursor=no-es-un-cursor')).status).toBe(400);
    // The producer's cursor on the broker's list, and on another tenant's.
    expect((await listar(consultor, `?cursor=${encodeURIComponent(cursor)}`)).status).toBe(400);
    expect((await listar(deOtroTenant, `?cursor=${encodeURIComponent(cursor)}`)).status).toBe(400);
    expect((await listar(productor, '?size=0')).status).toBe(400);
  });

  it('a paid quote shows its policy with the period and no link; its PDF once rendered', async () => {
    const { id } = await registrar(productor, 'Lista Pagada', 1);
    const { intencion } = (await api('POST', `/v1/checkout/${id}/intencion`, { host: 'cargosur.localhost' })).body;
    const aprobado = await fetch(`http://127.0.0.1:${inject('apiPort')}/_billetera/${intencion.id}/aprobar`, { method: 'POST' });
    expect(aprobado.status).toBe(200);
    let fila: Fila | undefined;
    for (let i = 0; i < 100 && !fila?.polizaDisponible; i++) {
      fila = (await listar(productor, '?size=100')).body.data.find((f) => f.id === id);
      if (!fila?.polizaDisponible) await new Promise((r) => setTimeout(r, 100));
    }
    expect(fila).toMatchObject({
      estado: 'pagada',
      url: null,
      poliza: {
        numero: expect.stringMatching(/^EMB-\d{8}$/),
        vigencia: { desde: expect.any(String), hasta: expect.any(String) },
      },
      polizaDisponible: true,
    });
  });
});
