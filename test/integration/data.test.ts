import * as z from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { counterValues, nextNumber } from '#lib/data/model/counters.ts';
import { InvalidCursor } from '#lib/data/model/cursor.ts';
import { ConditionFailed, TenantDb } from '#lib/data/model/db.ts';
import { defineEntity } from '#lib/data/model/entity.ts';
import { Auditoria, auditar } from '#lib/data/plataforma.ts';
import { useTestEmulators } from './helpers.ts';

/** A small entity with what every real one uses: an index, a row, counters, a state. */
const Prueba = defineEntity(
  z.object({ grupo: z.string(), id: z.number().int(), estado: z.number().int(), nombre: z.string(), version: z.number().int() }),
)({
  name: 'prueba',
  description: 'entidad de prueba',
  usedBy: 'data.test.ts',
  key: { pk: ['id'], sk: [] },
  indexes: { byGrupo: { index: 'gsi1', pk: ['grupo'], sk: ['nombre', 'id'], description: 'por grupo y nombre' } },
  pad: { id: 8 },
  row: (p) => ({ id: p.id, nombre: p.nombre, estado: p.estado }),
  counters: (p) => [{ ambito: 'grupo', ambitoId: p.grupo, metrica: `estado.${p.estado}`, valor: 1 }],
});

const prueba = (id: number, o: Partial<z.infer<typeof Prueba.schema>> = {}) => ({
  grupo: 'g',
  id,
  estado: 10,
  nombre: `n${String(id).padStart(3, '0')}`,
  version: 1,
  ...o,
});

/** The model's guarantees against DynamoDB Local, which every feature relies on. */
describe('TenantDb', () => {
  beforeAll(() => useTestEmulators());
  const a = new TenantDb('cargosur');
  const b = new TenantDb('rotasul');

  it('keeps tenants apart: the same key in another tenant is another item', async () => {
    await a.write(Prueba.put(prueba(1, { nombre: 'de cargosur' }), { previous: null }));
    expect((await a.get(Prueba, { id: 1 }))?.nombre).toBe('de cargosur');
    expect(await b.get(Prueba, { id: 1 })).toBeUndefined();
  });

  it('creates only once', async () => {
    await a.write(Prueba.create(prueba(2)));
    await expect(a.write(Prueba.create(prueba(2)))).rejects.toBeInstanceOf(ConditionFailed);
  });

  it('changes state only from the expected state, and exactly one of two racers wins', async () => {
    const antes = prueba(3);
    await a.write(Prueba.create(antes));
    const results = await Promise.allSettled(
      [1, 2].map(() =>
        a.write(Prueba.put({ ...antes, estado: 20, version: 2 }, { previous: antes, when: { estado: 10, version: 1 } })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof ConditionFailed)).toHaveLength(1);
  });

  it('rolls a whole transaction back when one condition fails', async () => {
    await a.write(Prueba.create(prueba(4)));
    await expect(a.write([...Prueba.create(prueba(5)), ...Prueba.create(prueba(4))])).rejects.toBeInstanceOf(ConditionFailed);
    expect(await a.get(Prueba, { id: 5 })).toBeUndefined();
  });

  it('hands out distinct consecutive numbers under concurrency', async () => {
    const numbers = await Promise.all(Array.from({ length: 20 }, () => nextNumber(a, 'prueba-concurrente')));
    expect(new Set(numbers).size).toBe(20);
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(19);
  });

  it('pages an index by cursor in its order, and refuses a cursor of another tenant, list or filter', async () => {
    for (let i = 0; i < 5; i++) await a.write(Prueba.create(prueba(100 + i, { grupo: 'pagina' })));
    await b.write(Prueba.create(prueba(100, { grupo: 'pagina' })));
    const first = await a.query(Prueba, 'byGrupo', { grupo: 'pagina' }, { limit: 2 });
    const second = await a.query(Prueba, 'byGrupo', { grupo: 'pagina' }, { limit: 2, cursor: first.cursor });
    expect([...first.items, ...second.items].map((x) => x.id)).toEqual([100, 101, 102, 103]);
    expect(second.items[0]).toEqual({ id: 102, nombre: 'n102', estado: 10 });

    await expect(b.query(Prueba, 'byGrupo', { grupo: 'pagina' }, { limit: 2, cursor: first.cursor })).rejects.toBeInstanceOf(
      InvalidCursor,
    );
    await expect(a.query(Prueba, 'byGrupo', { grupo: 'otro' }, { limit: 2, cursor: first.cursor })).rejects.toBeInstanceOf(
      InvalidCursor,
    );
    await expect(
      a.query(Prueba, 'byGrupo', { grupo: 'pagina' }, { limit: 2, cursor: first.cursor, order: 'desc' }),
    ).rejects.toBeInstanceOf(InvalidCursor);
    await expect(a.query(Prueba, 'byGrupo', { grupo: 'pagina' }, { limit: 2, cursor: 'no-es-un-cursor' })).rejects.toBeInstanceOf(
      InvalidCursor,
    );
  });

  it('reads a prefix and a range of the sort key', async () => {
    const porPrefijo = await a.query(Prueba, 'byGrupo', { grupo: 'pagina' }, { limit: 10, prefix: ['n10'] });
    expect(porPrefijo.items.map((x) => x.id)).toEqual([100, 101, 102, 103, 104]);
    const rango = await a.query(Prueba, 'byGrupo', { grupo: 'pagina' }, { limit: 10, range: { gte: ['n101'], lte: ['n103'] } });
    expect(rango.items.map((x) => x.id)).toEqual([101, 102, 103]);
  });

  it('keeps counters equal to a recount through concurrent creates and state changes', async () => {
    const grupo = `contado-${Date.now()}`;
    const ids = Array.from({ length: 12 }, (_, i) => 1000 + i + Math.floor(Math.random() * 1e6) * 100);
    await Promise.all(ids.map((id) => a.write(Prueba.create(prueba(id, { grupo })))));
    // Two racers per item try to move it to 20; only one may win each time.
    await Promise.allSettled(
      ids.flatMap((id) =>
        [1, 2].map(() =>
          a.write(
            Prueba.put(prueba(id, { grupo, estado: 20, version: 2 }), {
              previous: prueba(id, { grupo }),
              when: { estado: 10, version: 1 },
            }),
          ),
        ),
      ),
    );
    const items = [];
    for await (const page of a.pages(Prueba, 'byGrupo', { grupo }, { limit: 5 })) items.push(...page);
    const [en10, en20] = await counterValues(a, [
      { ambito: 'grupo', ambitoId: grupo, metrica: 'estado.10' },
      { ambito: 'grupo', ambitoId: grupo, metrica: 'estado.20' },
    ]);
    expect(items).toHaveLength(12);
    expect(en10).toBe(items.filter((x) => x.estado === 10).length);
    expect(en20).toBe(items.filter((x) => x.estado === 20).length);
    expect(en20).toBe(12);
  });

  it('writes audit items that read back as a timeline', async () => {
    await a.write(auditar({ entidad: 'prueba', id: 7, accion: 'emitir', por: { id: 1, email: 'x@y.z' }, desde: 10, hacia: 20 }));
    const trail = await a.query(Auditoria, 'primary', { entidad: 'prueba', entidadId: '7' }, { limit: 10, consistent: true });
    expect(trail.items).toHaveLength(1);
    expect(trail.items[0]).toMatchObject({ accion: 'emitir', desde: 10, hacia: 20, usuarioId: 1 });
  });
});
