import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../entities.ts';
import { Membresia, Usuario, type UsuarioItem } from '../usuarios.ts';
import { Contador } from './counters.ts';
import { decodeCursor, encodeCursor, InvalidCursor } from './cursor.ts';
import { TenantDb } from './db.ts';
import { defineEntity, type WriteOp } from './entity.ts';
import { encodeValue, MissingTenant, partitionKey } from './keys.ts';

const Pedido = defineEntity(
  z.object({
    cliente: z.string(),
    id: z.int(),
    estado: z.int(),
    nro: z.optional(z.string()),
    total: z.number(),
  }),
)({
  name: 'pedido',
  description: 'test',
  usedBy: 'test',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byCliente: { index: 'gsi1', pk: ['cliente'], sk: ['estado', 'id'], description: 'test' },
    byNro: { index: 'gsi2', pk: ['nro'], sk: [], description: 'test' },
  },
  pad: { id: 6 },
  row: (p) => ({ id: p.id, total: p.total }),
  counters: (p) => [{ ambito: 'cliente', ambitoId: p.cliente, metrica: `estado.${p.estado}`, valor: 1 }],
});

const usuario = (o: Partial<UsuarioItem> = {}): UsuarioItem => ({
  id: 7,
  nombre: 'Ana',
  apellido: 'Pérez',
  email: 'Ana@Ejemplo.com',
  paisId: 32,
  estado: true,
  empresas: [{ idEmpresa: 10, idRol: 'productor' }],
  version: 1,
  creado: '2026-01-01T00:00:00.000Z',
  modificado: '2026-01-01T00:00:00.000Z',
  ...o,
});

const KEY_FIELDS = ['pk', 'gsi1pk', 'gsi2pk', 'gsi3pk', 'gsi4pk', 'gsi5pk', 'gsi6pk', 'gsi7pk', 'gsi8pk'];

describe('keys', () => {
  it('cannot be built without a valid tenant', () => {
    for (const tenant of ['', 'Cargosur', 'a#b', 'x'.repeat(41), undefined, null]) {
      expect(() => new TenantDb(tenant as string)).toThrow(MissingTenant);
      expect(() => partitionKey(tenant as string, 'usuario', ['1'])).toThrow(MissingTenant);
    }
  });

  it('start every partition key, of the table and of each index, with the tenant', () => {
    const db = new TenantDb('cargosur');
    const stored = db.storedItem(Usuario, usuario());
    for (const field of KEY_FIELDS) {
      if (stored[field] !== undefined) expect(String(stored[field])).toMatch(/^cargosur#/);
    }
    expect(stored).toMatchObject({
      pk: 'cargosur#usuario#0000000007',
      sk: 'usuario',
      fila: { id: 7, apellido: 'Pérez' },
    });
    // A user's memberships carry the list's indexes: by surname and by e-mail within a company.
    const membresia = db.storedItem(Membresia, { ...usuario(), usuarioId: 7, empresaId: 10 });
    for (const field of KEY_FIELDS) {
      if (membresia[field] !== undefined) expect(String(membresia[field])).toMatch(/^cargosur#/);
    }
    expect(membresia).toMatchObject({
      gsi1sk: expect.stringContaining('perez ana#0000000007'),
      gsi3sk: expect.stringContaining('ana@ejemplo.com'),
    });
  });

  it('declare every entity with the tenant first and distinct labels', () => {
    const db = new TenantDb('t_1');
    const labels = new Set<string>();
    for (const e of ENTITIES) {
      const key = {
        ...Object.fromEntries([...e.spec.key.pk, ...e.spec.key.sk].map((a) => [a, a.endsWith('Id') || a === 'id' ? 1 : 'x'])),
      };
      expect(db.tableKey(e, key).pk.startsWith('t_1#')).toBe(true);
      labels.add(`${e.spec.key.pkLabel ?? e.name}|${e.spec.key.skLabel ?? e.name}`);
    }
    expect(labels.size).toBe(ENTITIES.length);
  });

  it('escape separators and pad numbers so values sort and never split', () => {
    expect(encodeValue('a#b%c')).toBe('a%23b%25c');
    expect(encodeValue(42, 6)).toBe('000042');
    expect(encodeValue(true)).toBe('1');
    expect(() => encodeValue(Number.NaN)).toThrow();
    expect(() => encodeValue(-1, 6)).toThrow();
    expect(() => encodeValue(null)).toThrow();
  });

  it('leave an index out when one of its attributes is missing (sparse index)', () => {
    const db = new TenantDb('cargosur');
    const sin = db.storedItem(Pedido, { cliente: 'c1', id: 1, estado: 10, total: 5 });
    expect(sin.gsi2pk).toBeUndefined();
    const con = db.storedItem(Pedido, { cliente: 'c1', id: 1, estado: 10, total: 5, nro: 'A-1' });
    expect(con.gsi2pk).toBe('cargosur#pedido.byNro#A-1');
  });

  it('drop attributes the model does not declare', () => {
    const db = new TenantDb('cargosur');
    const stored = db.storedItem(Pedido, { cliente: 'c1', id: 1, estado: 10, total: 5, intruso: 'x' } as never);
    expect(stored).not.toHaveProperty('intruso');
  });
});

describe('counters', () => {
  const counterOps = (ops: WriteOp[]) => ops.filter((o) => o.entity === Contador);

  it('a create adds the item to its counters', () => {
    const ops = Pedido.create({ cliente: 'c1', id: 1, estado: 10, total: 5 });
    expect(counterOps(ops)).toMatchObject([
      { key: { ambito: 'cliente', ambitoId: 'c1', metrica: 'estado.10' }, add: { valor: 1 } },
    ]);
  });

  it('a state change moves one from the old state to the new one; no change writes no counter', () => {
    const antes = { cliente: 'c1', id: 1, estado: 10, total: 5 };
    const cambio = counterOps(Pedido.put({ ...antes, estado: 20 }, { previous: antes }));
    expect(cambio.map((o) => o.type === 'update' && [o.key.metrica, o.add?.valor])).toEqual([
      ['estado.10', -1],
      ['estado.20', 1],
    ]);
    expect(counterOps(Pedido.put({ ...antes, total: 9 }, { previous: antes }))).toEqual([]);
  });

  it('a counted item cannot be written without naming its previous state', () => {
    expect(() => Pedido.put({ cliente: 'c1', id: 1, estado: 10, total: 5 }, {} as never)).toThrow(/previous/);
  });

  it('an indexed item cannot be changed in place', () => {
    expect(() => Pedido.update({ id: 1 }, { set: { total: 1 } })).toThrow(/written whole/);
  });
});

describe('cursor', () => {
  const expected = { partitionAttr: 'gsi1pk', partition: 'cargosur#pedido.byCliente#c1', tenantPrefix: 'cargosur#' };
  const key = { pk: 'cargosur#pedido#000001', sk: 'pedido', gsi1pk: 'cargosur#pedido.byCliente#c1', gsi1sk: 'pedido#10#000001' };

  it('is accepted by the query that produced it', () => {
    expect(decodeCursor(encodeCursor('scope-a', key), 'scope-a', expected)).toEqual(key);
  });

  it('is refused by another list, filter or order', () => {
    expect(() => decodeCursor(encodeCursor('scope-a', key), 'scope-b', expected)).toThrow(InvalidCursor);
  });

  it('is refused when it points into another partition or tenant, or is not a cursor at all', () => {
    expect(() => decodeCursor(encodeCursor('s', { ...key, gsi1pk: 'cargosur#pedido.byCliente#c2' }), 's', expected)).toThrow(
      InvalidCursor,
    );
    expect(() => decodeCursor(encodeCursor('s', { ...key, pk: 'otro#pedido#000001' }), 's', expected)).toThrow(InvalidCursor);
    for (const basura of [
      '',
      'no-es-base64!',
      Buffer.from('[]').toString('base64url'),
      Buffer.from('{"s":1}').toString('base64url'),
    ]) {
      expect(() => decodeCursor(basura, 's', expected)).toThrow(InvalidCursor);
    }
  });
});

describe('patchable attributes', () => {
  it('are copied as-is by the row, so a patch keeps the row in step', async () => {
    const { CertificadoVE } = await import('../certificados.ts');
    const documentos = { asegurado: 'k1', pas: 'k2', version: 3 };
    const row = CertificadoVE.spec.row({
      productor: { id: 10, nombre: 'P' },
      request: {},
      oferta: { moneda: { id: 840, simbolo: 'US$' }, cobertura: { idAseguradora: 1 }, medidasSeguridad: [] },
      emision: null,
      documentos,
    } as never);
    expect(CertificadoVE.spec.patchable).toEqual(['documentos']);
    expect(row.documentos).toBe(documentos);
  });

  it('only patchable attributes can be patched', async () => {
    const { CertificadoVE } = await import('../certificados.ts');
    expect(() => CertificadoVE.patch({ id: 1 }, { estado: 20 })).toThrow(/cannot be patched/);
    expect(CertificadoVE.patch({ id: 1 }, { documentos: {} })).toMatchObject({ rowSet: { documentos: {} }, mustExist: true });
  });
});
