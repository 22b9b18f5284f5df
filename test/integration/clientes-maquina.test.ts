import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_CLIENTES_POR_EMPRESA } from '#shared/auth/maquinas.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';
import { basicDe, pedirToken } from './maquinas-datos.ts';

useTestEmulators();

const BASE = '/v1/integraciones/maquinas';
const POLIZAS = '/maquinas/v1/viajes-especificos/polizas';

let admin: string;
const nuevo = (alcances = ['cotizar', 'consultar'], headers: Record<string, string> = {}) =>
  api('POST', BASE, {
    token: admin,
    empresaId: 10,
    headers,
    body: { nombre: `TMS ${randomUUID().slice(0, 6)}`, alcances, correoAvisos: 'tms@cargosur.demo' },
  });
const tokenCon = async (clientId: string, secreto: string) => {
  const res = await pedirToken(basicDe(clientId, secreto));
  return res.status === 200 ? ((await res.json()) as { access_token: string }).access_token : null;
};
const borrar = (clientId: string) => api('DELETE', `${BASE}/${clientId}`, { token: admin, empresaId: 10 });

/** Records 0164–0166: a company's administrator manages its transport systems' clients. */
describe('machine clients', () => {
  beforeAll(async () => {
    admin = await tokenOf('cargosur', 'administrador');
  });

  it('creates one whose secret is shown once and works at once; a retry with the same key answers it without the secret', async () => {
    const clave = randomUUID();
    const creado = await nuevo(['cotizar', 'consultar'], { 'idempotency-key': clave });
    expect(creado.status, JSON.stringify(creado.body)).toBe(201);
    const { cliente, secreto } = creado.body;
    expect(cliente).toMatchObject({ alcances: ['cotizar', 'consultar'], activo: true, cuotaPorMinuto: 120 });
    expect(cliente.secretos).toEqual([{ id: secreto.id, creado: expect.any(String) }]);
    expect(secreto.valor.length).toBeGreaterThan(20);

    const otraVez = await api('POST', BASE, {
      token: admin,
      empresaId: 10,
      headers: { 'idempotency-key': clave },
      body: { nombre: cliente.nombre, alcances: ['cotizar', 'consultar'], correoAvisos: 'tms@cargosur.demo' },
    });
    expect(otraVez.body).toEqual({ cliente, secreto: null });

    const token = await tokenCon(cliente.clientId, secreto.valor);
    expect((await api('GET', POLIZAS, { token: token!, apiKey: null })).status).toBe(200);
    const lista = await api('GET', BASE, { token: admin, empresaId: 10 });
    expect(lista.body.data.map((c: { clientId: string }) => c.clientId)).toContain(cliente.clientId);
    expect(JSON.stringify(lista.body)).not.toContain(secreto.valor);
    await borrar(cliente.clientId);
  });

  it('rotates with two valid secrets, retires the old one, never the last', async () => {
    const { cliente, secreto: primero } = (await nuevo()).body;
    const rotado = await api('POST', `${BASE}/${cliente.clientId}/secretos`, { token: admin, empresaId: 10 });
    expect(rotado.status, JSON.stringify(rotado.body)).toBe(201);
    const segundo = rotado.body.secreto;
    expect(rotado.body.cliente.secretos.map((s: { id: string }) => s.id)).toEqual([primero.id, segundo.id]);
    expect(await tokenCon(cliente.clientId, primero.valor)).not.toBeNull();
    expect(await tokenCon(cliente.clientId, segundo.valor)).not.toBeNull();
    expect((await api('POST', `${BASE}/${cliente.clientId}/secretos`, { token: admin, empresaId: 10 })).status).toBe(422);

    const retirado = await api('DELETE', `${BASE}/${cliente.clientId}/secretos/${primero.id}`, { token: admin, empresaId: 10 });
    expect(retirado.status).toBe(200);
    expect(retirado.body.secretos.map((s: { id: string }) => s.id)).toEqual([segundo.id]);
    expect(await tokenCon(cliente.clientId, primero.valor)).toBeNull();
    expect(await tokenCon(cliente.clientId, segundo.valor)).not.toBeNull();
    const ultimo = await api('DELETE', `${BASE}/${cliente.clientId}/secretos/${segundo.id}`, { token: admin, empresaId: 10 });
    expect(ultimo.status).toBe(422);
    await borrar(cliente.clientId);
  });

  it('deletes one: its unexpired token stops at once, its secret gets no new token, it leaves the list', async () => {
    const { cliente, secreto } = (await nuevo()).body;
    const token = await tokenCon(cliente.clientId, secreto.valor);
    expect((await borrar(cliente.clientId)).status).toBe(204);
    expect((await api('GET', POLIZAS, { token: token!, apiKey: null })).status).toBe(401);
    expect(await tokenCon(cliente.clientId, secreto.valor)).toBeNull();
    const lista = await api('GET', BASE, { token: admin, empresaId: 10 });
    expect(lista.body.data.map((c: { clientId: string }) => c.clientId)).not.toContain(cliente.clientId);
    expect((await borrar(cliente.clientId)).status).toBe(404);
  });

  it('grants only scopes the author holds; bad input is a 400 by field; at most five per company', async () => {
    const deCliente = await tokenOf('cargosur', 'clienteAdministrador');
    const ajeno = await api('POST', BASE, {
      token: deCliente,
      body: { nombre: 'TMS', alcances: ['emitir'], correoAvisos: 'tms@cargosur.demo' },
    });
    expect(ajeno.status).toBe(403);
    const malo = await api('POST', BASE, {
      token: admin,
      empresaId: 10,
      body: { nombre: '', alcances: ['volar'], correoAvisos: 'no', cuotaPorMinuto: 5_000 },
    });
    expect(malo.status).toBe(400);
    expect(malo.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'alcances.0',
      'correoAvisos',
      'cuotaPorMinuto',
      'nombre',
    ]);

    const creados: string[] = [];
    for (let i = 0; i < MAX_CLIENTES_POR_EMPRESA + 1; i++) {
      const r = await api('POST', BASE, {
        token: admin,
        empresaId: 11,
        body: { nombre: `TMS ${i}`, alcances: ['consultar'], correoAvisos: 'tms@cargosur.demo' },
      });
      if (r.status === 201) creados.push(r.body.cliente.clientId);
      else expect(r.status).toBe(422);
    }
    expect(creados).toHaveLength(MAX_CLIENTES_POR_EMPRESA);
    for (const id of creados) expect((await api('DELETE', `${BASE}/${id}`, { token: admin, empresaId: 11 })).status).toBe(204);
  });

  it('another company or tenant cannot see, rotate or delete a client: 404', async () => {
    const { cliente } = (await nuevo()).body;
    const otraEmpresa = await api('POST', `${BASE}/${cliente.clientId}/secretos`, { token: admin, empresaId: 11 });
    expect(otraEmpresa.status).toBe(404);
    const andino = await tokenOf('bancoandino', 'administrador');
    expect((await api('DELETE', `${BASE}/${cliente.clientId}`, { token: andino })).status).toBe(404);
    const suyos = await api('GET', BASE, { token: andino });
    expect(JSON.stringify(suyos.body)).not.toContain(cliente.clientId);
    expect((await borrar(cliente.clientId)).status).toBe(204);
  });
});
