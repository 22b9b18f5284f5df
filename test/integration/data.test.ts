import { beforeAll, describe, expect, it } from 'vitest';
import { ConditionFailed, InvalidCursor, TenantTable } from '#lib/data/table.ts';
import { useTestEmulators } from './helpers.ts';

/** The data layer's helpers against DynamoDB Local: the guarantees every feature relies on. */
describe('TenantTable', () => {
  beforeAll(() => useTestEmulators());
  const a = new TenantTable('cargosur');
  const b = new TenantTable('rotasul');

  it('prefixes every key with the tenant and keeps tenants apart', async () => {
    await a.put(a.item({ pk: ['PRUEBA', 'x'], sk: ['PRUEBA'] }, { valor: 'de cargosur' }));
    expect((await a.get(['PRUEBA', 'x'], ['PRUEBA']))?.pk).toBe('cargosur#PRUEBA#x');
    expect(await b.get(['PRUEBA', 'x'], ['PRUEBA'])).toBeUndefined();
    await expect(b.put({ pk: 'cargosur#PRUEBA#y', sk: 'cargosur#PRUEBA' })).rejects.toThrow(/does not belong/);
  });

  it('creates only once', async () => {
    const item = a.item({ pk: ['PRUEBA', 'unico'], sk: ['PRUEBA'] }, {});
    await a.put(item, { create: true });
    await expect(a.put(item, { create: true })).rejects.toBeInstanceOf(ConditionFailed);
  });

  it('changes state only from the expected state, and exactly one of two racers wins', async () => {
    await a.put(a.item({ pk: ['PRUEBA', 'estado'], sk: ['PRUEBA'] }, { estado: 10 }));
    const results = await Promise.allSettled(
      [1, 2].map(() => a.update(['PRUEBA', 'estado'], ['PRUEBA'], { estado: 20 }, { expected: { estado: 10 } })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof ConditionFailed)).toHaveLength(1);
  });

  it('rolls a whole transaction back when one condition fails', async () => {
    const existing = a.item({ pk: ['PRUEBA', 'tx-existe'], sk: ['PRUEBA'] }, {});
    await a.put(existing);
    await expect(
      a.transact([
        { put: a.item({ pk: ['PRUEBA', 'tx-nuevo'], sk: ['PRUEBA'] }, {}), create: true },
        { put: existing, create: true },
      ]),
    ).rejects.toBeInstanceOf(ConditionFailed);
    expect(await a.get(['PRUEBA', 'tx-nuevo'], ['PRUEBA'])).toBeUndefined();
  });

  it('hands out distinct consecutive numbers under concurrency', async () => {
    const numbers = await Promise.all(Array.from({ length: 20 }, () => a.nextNumber('prueba-concurrente')));
    expect(new Set(numbers).size).toBe(20);
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(19);
  });

  it('pages with an opaque cursor and refuses a cursor forged for another tenant', async () => {
    for (let i = 0; i < 5; i++) await a.put(a.item({ pk: ['PAGINA'], sk: ['ITEM', i] }, { i }));
    const first = await a.query({ pk: ['PAGINA'], limit: 2 });
    const second = await a.query({ pk: ['PAGINA'], limit: 2, cursor: first.nextCursor });
    expect([...first.items, ...second.items].map((x) => x.i)).toEqual([0, 1, 2, 3]);
    const forged = Buffer.from(JSON.stringify({ pk: 'rotasul#PAGINA', sk: 'rotasul#ITEM#1' })).toString('base64url');
    await expect(a.query({ pk: ['PAGINA'], cursor: forged })).rejects.toBeInstanceOf(InvalidCursor);
    await expect(a.query({ pk: ['PAGINA'], cursor: 'no-es-un-cursor' })).rejects.toBeInstanceOf(InvalidCursor);
  });

  it('writes audit items that read back as a timeline', async () => {
    await a.transact([
      { put: a.auditItem({ entity: 'prueba', id: 7, action: 'emitir', by: { id: 1, email: 'x@y.z' }, from: 10, to: 20 }) },
    ]);
    const trail = await a.auditTrail('prueba', 7);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ accion: 'emitir', desde: 10, hacia: 20, usuarioId: 1 });
  });
});
