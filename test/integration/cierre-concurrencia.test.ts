import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAwsCallCheck } from '#lib/aws/clients.ts';
import { clavePeriodo } from '#shared/declaraciones/periodo.ts';
import { CertificadoCarga, guardarCertificadoCarga, type CertificadoCargaItem } from '#lib/data/certificados-carga.ts';
import { CierreMes } from '#lib/data/cierres.ts';
import { Declaracion } from '#lib/data/declaraciones.ts';
import { segmentoCliente } from '#lib/declaraciones/cierre/segmentos.ts';
import { consumirColaLocal } from '#lib/ports/cola-trabajos/local.ts';
import { findJob, runJob } from '#scripts/local/scheduler.ts';
import { conEntregas, entregar, parkedRuns, routeJobsLocally } from '#scripts/local/trabajos.ts';
import { cerrar, db, TENANT } from './declaraciones-datos.ts';
import { comprobarMesCerrado, mesDeClientes } from './cierre-datos.ts';
import { api, tokenOf, useTestEmulators } from './helpers.ts';

const JOB = 'cerrar-mes';
const inicio = (periodo: string) =>
  JSON.stringify({ tenant: TENANT, time: new Date().toISOString(), id: `prueba-${periodo}`, periodo });
const leerCierre = (periodo: string) => db().get(CierreMes, { periodo }, { consistent: true });

/** While set, refuses the batches of the close as DynamoDB does when another writer holds one of their items. */
let conflictosPorInyectar = 0;

beforeAll(() => {
  useTestEmulators();
  process.env.PORTS_MODE = 'local';
  process.env.EVENTS_LOCAL_DIR = inject('eventsLocalDir');
  registerAwsCallCheck((service, command, input) => {
    if (
      conflictosPorInyectar <= 0 ||
      command !== 'TransactWriteItemsCommand' ||
      !JSON.stringify(input).includes('#linea-declaracion#')
    )
      return;
    conflictosPorInyectar--;
    throw new TransactionCanceledException({
      message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict]',
      $metadata: { httpStatusCode: 400 },
      CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
    });
  });
});

describe('month close: one result however its runs go', () => {
  it('every queued message delivered twice at once (SQS delivers at least once)', async () => {
    const m = await mesDeClientes(4);
    const enCurso = new Set<Promise<unknown>>();
    const errores: unknown[] = [];
    const dosVeces = (cuerpo: string) => {
      for (let i = 0; i < 2; i++) {
        const entrega = entregar(JOB, cuerpo).catch((err: unknown) => errores.push(err));
        enCurso.add(entrega);
        void entrega.finally(() => enCurso.delete(entrega));
      }
    };
    consumirColaLocal((_job, cuerpo) => dosVeces(cuerpo));
    try {
      dosVeces(inicio(clavePeriodo(m.p)));
      while (enCurso.size) await Promise.allSettled([...enCurso]);
    } finally {
      routeJobsLocally();
    }
    expect(errores).toEqual([]);
    const { cierre } = await comprobarMesCerrado(m.p, m);
    expect(cierre).toMatchObject({ ronda: 1, declarados: 10, borradores: 2 });
  }, 120_000);

  it('a run started twice at once', async () => {
    const m = await mesDeClientes(3);
    await Promise.all([cerrar(m.p), cerrar(m.p)]);
    await comprobarMesCerrado(m.p, m);
  });

  it('a person gives certificates baja while the month closes: each is declared or given baja, never both', async () => {
    const admin = await tokenOf(TENANT, 'administrador');
    const m = await mesDeClientes(4);
    const [bajas] = await Promise.all([
      Promise.all(
        m.certificados
          .slice(0, 6)
          .map((c) => api('POST', `/v1/certificados/${c.id}/baja`, { token: admin, body: { motivo: 'Viaje suspendido' } })),
      ),
      cerrar(m.p),
    ]);
    expect(bajas.every((b) => b.status === 200 || b.status === 409)).toBe(true);
    const dadas = new Set(
      m.certificados
        .slice(0, 6)
        .filter((_, i) => bajas[i]!.status === 200)
        .map((c) => c.id),
    );
    const leidos = await db().getMany(
      m.certificados.map((c) => ({ entity: CertificadoCarga, key: { id: c.id } })),
      { consistent: true },
    );
    expect(leidos.map((c) => c!.estado)).toEqual(m.certificados.map((c) => (dadas.has(c.id) ? 255 : 30)));
    await comprobarMesCerrado(m.p, m, { declarados: m.certificados.filter((c) => !dadas.has(c.id)) });
  });

  it('a segment that keeps failing is parked; the round waits for it, and ends when it is redriven or the job runs again', async () => {
    const m = await mesDeClientes(2);
    // A certificate of each client the close cannot declare (its stored request lost its transports).
    const dañar = async (c: CertificadoCargaItem, request: CertificadoCargaItem['request']) => {
      const actual = (await db().get(CertificadoCarga, { id: c.id }, { consistent: true }))!;
      const siguiente = { ...actual, request, version: actual.version + 1 } as CertificadoCargaItem;
      await db().write(guardarCertificadoCarga(actual, siguiente));
    };
    const malos = [await m.emitir(m.clientes[0]), await m.emitir(m.clientes[1])];
    m.certificados.push(...malos);
    for (const c of malos) await dañar(c, { ...c.request, transporteIds: null } as never);

    const periodo = clavePeriodo(m.p);
    const corridas = await runJob(findJob(JOB)!, { tenant: TENANT, args: { periodo } });
    expect(corridas.filter((c) => c.error !== undefined)).toHaveLength(2);
    const aparcadas = parkedRuns().filter((e) => JSON.parse(e.cuerpo).periodo === periodo);
    expect(aparcadas.map((e) => JSON.parse(e.cuerpo).segmento).sort()).toEqual(m.clientes.map(segmentoCliente).sort());
    expect(await leerCierre(periodo)).toMatchObject({ estado: 'en-curso', terminados: 0 });
    expect((await db().get(Declaracion, { id: m.ids.venta }, { consistent: true }))?.estado).not.toBe(2);

    for (const c of malos) await dañar(c, c.request);
    // The DLQ's message redriven: its segment ends, the other still waits.
    const primero = aparcadas.find((e) => JSON.parse(e.cuerpo).segmento === segmentoCliente(m.clientes[0]))!;
    await conEntregas(() => entregar(JOB, primero.cuerpo));
    expect(await leerCierre(periodo)).toMatchObject({ estado: 'en-curso', terminados: 1 });
    // The job run again resumes the round: the segment left, then the last step.
    expect(await cerrar(m.p)).toMatchObject({ ronda: 1, completo: true, declarados: 8 });
    await comprobarMesCerrado(m.p, m);
  });

  it('a time budget that runs out after every page: each run queues itself again and the next goes on', async () => {
    const m = await mesDeClientes(70);
    process.env.JOB_BUDGET_MS = '1';
    const corridas = await runJob(findJob(JOB)!, { tenant: TENANT, args: { periodo: clavePeriodo(m.p) } }).finally(
      () => delete process.env.JOB_BUDGET_MS,
    );
    expect(corridas.filter((c) => c.error !== undefined)).toEqual([]);
    const resultados = corridas.map(
      (c) => c.result as { paso: string; segmento?: string; completo?: boolean; declarados?: number },
    );
    for (const cliente of m.clientes) {
      const delCliente = resultados.filter((r) => r.segmento === segmentoCliente(cliente));
      // A page of 60, then the 10 left (the budget is spent once something is declared), then the end.
      expect(delCliente.map((r) => [r.completo, r.declarados])).toEqual([
        [false, 60],
        [false, 10],
        [true, 0],
      ]);
    }
    expect(resultados.filter((r) => r.paso === 'final').length).toBeGreaterThanOrEqual(3);
    await comprobarMesCerrado(m.p, m);
  }, 120_000);

  it('DynamoDB cancels batches for a concurrent writer (DynamoDB Local never does): the segment tries them again', async () => {
    const m = await mesDeClientes(3);
    conflictosPorInyectar = 3;
    try {
      await cerrar(m.p);
    } finally {
      expect(conflictosPorInyectar).toBe(0);
      conflictosPorInyectar = 0;
    }
    await comprobarMesCerrado(m.p, m);
  });
});
