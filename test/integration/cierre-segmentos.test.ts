import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAwsCallCheck } from '#lib/aws/clients.ts';
import { clavePeriodo, idDeclaracion } from '#shared/declaraciones/periodo.ts';
import { SegmentoCierre } from '#lib/data/cierres.ts';
import { Declaracion } from '#lib/data/declaraciones.ts';
import { RESTO, segmentoCliente } from '#lib/declaraciones/cierre/segmentos.ts';
import { cerrar, db, emitido, resultado } from './declaraciones-datos.ts';
import { comprobarMesCerrado, empresaCliente, mesDeClientes } from './cierre-datos.ts';
import { useTestEmulators } from './helpers.ts';

type Clave = { pk: string; sk: string };
type Transaccion = { TransactItems: Record<string, { Key?: Clave; Item?: Clave }>[] };

/** The items of every transaction the close writes while `grabando` (DynamoDB Local runs transactions one at a time; DynamoDB does not). */
let grabando = false;
const transacciones: string[][] = [];

beforeAll(() => {
  useTestEmulators();
  process.env.PORTS_MODE = 'local';
  process.env.EVENTS_LOCAL_DIR = inject('eventsLocalDir');
  registerAwsCallCheck((service, command, input) => {
    if (!grabando || service !== 'dynamodb' || command !== 'TransactWriteItemsCommand') return;
    transacciones.push(
      (input as unknown as Transaccion).TransactItems.map((t) => {
        const { Key, Item } = Object.values(t)[0]!;
        const k = Key ?? Item!;
        return `${k.pk}|${k.sk}`;
      }),
    );
  });
});

describe('month close in segments', () => {
  it('one segment per registered client, then the rest; drafts once every segment ended, counters folded once', async () => {
    const m = await mesDeClientes(3);
    const [a, b] = m.clientes;
    transacciones.length = 0;
    grabando = true;
    const r = await cerrar(m.p).finally(() => (grabando = false));

    expect(r).toMatchObject({ ronda: 1, completo: true, declarados: 8, omitidos: 0, tardios: 0, borradores: 2, terminados: 3 });
    expect(r.segmentos).toEqual([segmentoCliente(a), segmentoCliente(b)].sort());
    const { segmentos } = await comprobarMesCerrado(m.p, m);
    expect(Object.fromEntries(segmentos.map((s) => [s.segmento, s.declarados]))).toEqual({
      [segmentoCliente(a)]: 3,
      [segmentoCliente(b)]: 3,
      // The unregistered client's, found by the sweep after the segments.
      [RESTO]: 2,
    });

    // Each batch of a segment (the transactions that declare certificates) begins with the segment's own
    // item, and no two segments' batches wrote one item. (Opening a declaration and ending a segment,
    // once each, do touch shared items: a conflict there is tried again.)
    const porSegmento = new Map<string, Set<string>>();
    for (const items of transacciones) {
      if (!items.some((k) => k.includes('#linea-declaracion#'))) continue;
      expect(items[0]).toContain('#segmento-cierre#');
      const segmento = items[0]!.split('|')[1]!;
      const vistos = porSegmento.get(segmento) ?? new Set();
      for (const item of items) vistos.add(item);
      porSegmento.set(segmento, vistos);
    }
    expect(porSegmento.size).toBe(3);
    const listas = [...porSegmento.values()];
    for (const [i, x] of listas.entries()) {
      for (const y of listas.slice(i + 1)) expect([...x].filter((k) => y.has(k))).toEqual([]);
    }
  });

  it('a run after the close ended starts the next round, which does only what is left', async () => {
    const m = await mesDeClientes(1);
    await cerrar(m.p);
    // Issued in the month after it closed: one whose declarations are drafts already (late, left
    // issued), and one of a new issuer and policy (its declarations open in this round).
    await m.emitir(m.clientes[0]);
    const otroEmisor = 700_000_000 + Math.floor(Math.random() * 1_000_000);
    const otraPoliza = m.polizaId + 1;
    await emitido({
      fecha: m.enMes,
      emisorId: otroEmisor,
      polizaId: otraPoliza,
      aseguradoraId: 1,
      clienteEmpresaId: m.clientes[1],
    });

    const r = await cerrar(m.p);
    expect(r).toMatchObject({ ronda: 2, completo: true, declarados: 1, tardios: 1, borradores: 2 });
    expect(r.segmentos).toEqual([segmentoCliente(m.clientes[0]), segmentoCliente(m.clientes[1])].sort());
    const ventaNueva = idDeclaracion(m.p, { tipo: 'venta', emisorId: otroEmisor }, resultado.moneda.id);
    expect(await db().get(Declaracion, { id: ventaNueva }, { consistent: true })).toMatchObject({
      estado: 2,
      cantidadTransporte: 1,
    });
    expect(await db().get(Declaracion, { id: m.ids.venta }, { consistent: true })).toMatchObject({ cantidadTransporte: 4 });
    const segmento = await db().get(
      SegmentoCierre,
      { periodo: clavePeriodo(m.p), ronda: 2, segmento: segmentoCliente(m.clientes[0]) },
      { consistent: true },
    );
    expect(segmento).toMatchObject({ estado: 'terminado', declarados: 0, tardios: 1 });

    // A third run: nothing is left but the late one.
    expect(await cerrar(m.p)).toMatchObject({ ronda: 3, completo: true, declarados: 0, tardios: 1, borradores: 0 });
  });

  it('a client with nothing issued in the month is no segment', async () => {
    const m = await mesDeClientes(1);
    const vacio = await empresaCliente();
    const r = await cerrar(m.p);
    expect(r.segmentos).not.toContain(segmentoCliente(vacio));
    expect(r.segmentos).toHaveLength(2);
  });
});
