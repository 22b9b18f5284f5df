import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { entradaCarga } from '#shared/certificados/fixtures.ts';
import { cotizarCarga } from '#shared/certificados/precio-carga.ts';
import { clavePeriodo, idDeclaracion, rangoDelPeriodo, type Periodo } from '#shared/declaraciones/periodo.ts';
import { guardarCertificadoCarga, type CertificadoCargaItem } from '#lib/data/certificados-carga.ts';
import { tableName } from '#lib/data/model/client.ts';
import { CierreMes } from '#lib/data/cierres.ts';
import { Declaracion } from '#lib/data/declaraciones.ts';
import { Empresa } from '#lib/data/empresas.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { consumirColaLocal } from '#lib/ports/cola-trabajos/local.ts';
import { freePort } from '#scripts/local/ports.ts';
import { certificadoEmitido } from '#scripts/local/certificado-emitido.ts';
import { startStack } from '#scripts/local/stack.ts';
import { BatchWriter } from './batch-writer.ts';
import { itemsDe } from './list-data.ts';
import { enProcesoAparte, entregarResultado, esProcesoAparte } from './aparte.ts';

const TENANT = 'cargosur';
const EMISOR = 10;
const POLIZA = { id: 1, aseguradoraId: 1 };
const resultado = cotizarCarga(entradaCarga());

/** A full collection, when the bench runs with --expose-gc (npm run bench does). */
const gc = (globalThis as { gc?: () => void }).gc;
/** How often the retained heap is measured: a full collection costs tens of milliseconds. */
const GC_CADA_MS = 2_000;

/**
 * Peak RSS while some work runs (sampled every 50 ms) and the peak of the heap it retains: the heap in
 * use right after a full collection, every 2 s. The heap before collecting only says how lazily V8
 * collects (it lets garbage pile up longer in a long run), not what the work keeps.
 */
export const conPico = async <T>(work: () => Promise<T>) => {
  if (!gc) throw new Error('El bench de memoria necesita node --expose-gc (npm run bench lo pasa).');
  gc();
  let rss = process.memoryUsage().rss;
  const heapBase = process.memoryUsage().heapUsed;
  let heap = heapBase;
  const base = rss;
  const muestra = setInterval(() => (rss = Math.max(rss, process.memoryUsage().rss)), 50);
  const retenido = setInterval(() => {
    gc();
    heap = Math.max(heap, process.memoryUsage().heapUsed);
  }, GC_CADA_MS);
  const started = performance.now();
  try {
    const valor = await work();
    return {
      valor,
      ms: performance.now() - started,
      picoRssMb: rss / 2 ** 20,
      crecimientoRssMb: (rss - base) / 2 ** 20,
      picoHeapMb: heap / 2 ** 20,
      /** What the work kept beyond what was there when it started: flat when nothing accumulates. */
      crecimientoHeapMb: (heap - heapBase) / 2 ** 20,
    };
  } finally {
    clearInterval(muestra);
    clearInterval(retenido);
  }
};

/** The clients the month's certificates are spread over, one in ten each. */
const CLIENTES = 10;
/** Client companies registered as such: the close segments by them. */
const CLIENTES_REGISTRADOS = 41;
/** Client companies no Empresa item names: the close finds no segment and sweeps the month in one run. */
const CLIENTES_SIN_REGISTRO = 9041;

/** Certificate i of the month: issued, one issuing company, one policy, its client one of ten, spread over the month. */
const certificado = (p: Periodo, base: number, n: number, i: number, primerCliente: number): CertificadoCargaItem => {
  const { desde, hasta } = rangoDelPeriodo(p);
  const fecha = new Date(Date.parse(desde) + Math.floor(((Date.parse(hasta) - Date.parse(desde) - 1000) * i) / n)).toISOString();
  const id = base + i + 1;
  const empresaId = primerCliente + (i % CLIENTES);
  return {
    ...certificadoEmitido({
      id,
      fecha,
      numero: `CC-${id}`,
      referencia: `OC-${i}`,
      cliente: { id: empresaId, nombre: `Cliente ${empresaId} S.A.`, cif: `30-7${empresaId}-7`, empresaId },
      poliza: { ...POLIZA, numero: 'TR-2026-0001', paisId: 32, aseguradora: 'Aseguradora del Sur S.A.' },
      emisor: { id: EMISOR, nombre: 'Productores Asociados S.R.L.' },
    }),
    // Its PDF is there: the close carries it over and leaves nothing to render.
    documentos: { certificado: `documentos/${TENANT}/x/${id}.pdf`, version: 2 },
  };
};

type Pico = Awaited<ReturnType<typeof conPico>>;

/** One invocation of the job's function: which step, how long, what heap it kept. */
export interface Invocacion {
  paso: string;
  detalle: string;
  ms: number;
  crecimientoHeapMb: number;
  picoRssMb: number;
}

export interface FiguraCierre {
  n: number;
  siembraS: number;
  /** The month with no client to segment by: its whole close is the last step's one run. */
  secuencial: { invocaciones: Invocacion[]; ms: number; cierre: Pico; bordereau: Pico };
  /** The same month shape, segmented by its ten clients. */
  segmentado: { invocaciones: Invocacion[]; sumaMs: number; mayor: Invocacion };
  msPorCertificado: number;
  /** The segmented close's longest invocation over the sequential run. */
  razon: number;
}

const seed = async (db: TenantDb, p: Periodo, base: number, n: number, primerCliente: number) => {
  const writer = new BatchWriter(tableName(), 8);
  for (let i = 0; i < n; i += 5000) {
    const items = [];
    for (let j = i; j < Math.min(n, i + 5000); j++) {
      for (const { entity, item } of itemsDe(guardarCertificadoCarga(null, certificado(p, base, n, j, primerCliente))))
        if (entity.name !== 'documento-pendiente') items.push(db.storedItem(entity, item));
    }
    await writer.write(items);
  }
  writer.destroy();
};

/**
 * The month close as AWS runs it: the schedule's run, then every message it queues (segments, the last
 * step, the bordereaux), each an invocation of its own, timed alone, one after another (on this
 * machine parallel runs would share the emulator and the cores: total time is not the measure).
 */
const cerrarComoEnAws = async (cola: string[], p: Periodo): Promise<{ invocaciones: Invocacion[]; picos: Pico[] }> => {
  const { handler } = await import('#functions/jobs/cerrar-mes.ts');
  const time = new Date().toISOString();
  cola.push(JSON.stringify({ tenant: TENANT, time, id: `bench-${time}`, periodo: clavePeriodo(p) }));
  const invocaciones: Invocacion[] = [];
  const picos: Pico[] = [];
  for (let cuerpo = cola.shift(); cuerpo; cuerpo = cola.shift()) {
    const evento = JSON.parse(cuerpo) as Record<string, string>;
    const pico = await conPico(() => handler(evento as never));
    picos.push(pico);
    invocaciones.push({
      paso: evento.paso ?? 'inicio',
      detalle: evento.segmento ?? evento.declaracion ?? '',
      ms: pico.ms,
      crecimientoHeapMb: pico.crecimientoHeapMb,
      picoRssMb: pico.picoRssMb,
    });
  }
  return { invocaciones, picos };
};

/** Checks a closed month: the round ended, every certificate declared, the sales declaration's sums equal to the seeded premiums. */
const comprobar = async (db: TenantDb, p: Periodo, n: number) => {
  const c = await db.get(CierreMes, { periodo: clavePeriodo(p) }, { consistent: true });
  const id = idDeclaracion(p, { tipo: 'venta', emisorId: EMISOR }, resultado.moneda.id);
  const d = (await db.get(Declaracion, { id }, { consistent: true }))!;
  const primaEsperada = Math.round(n * resultado.prima * 100) / 100;
  if (
    c?.estado !== 'terminado' ||
    c.declarados !== n ||
    c.borradores !== 2 ||
    d.cantidadTransporte !== n ||
    Math.abs(d.prima - primaEsperada) > 0.01
  )
    throw new Error(
      `cierre de ${n}: ${JSON.stringify(c)}, declaración ${d.cantidadTransporte} / ${d.prima} (esperado ${primaEsperada})`,
    );
};

const segundos = (ms: number) => (ms / 1000).toFixed(1);
/** Certificates of the warm-up months. */
const CALENTAMIENTO = 200;

/** Seeds the two months (the same shape, n certificates each) and closes one without segments and one in segments. */
const medir = async (
  db: TenantDb,
  cola: string[],
  n: number,
  [ps, pp]: [Periodo, Periodo],
  base: number,
  log: (l: string) => void,
): Promise<FiguraCierre> => {
  const sembrado = performance.now();
  await seed(db, ps, base, n, CLIENTES_SIN_REGISTRO);
  await seed(db, pp, base + 1_000_000, n, CLIENTES_REGISTRADOS);
  const siembraS = (performance.now() - sembrado) / 2000;
  log(
    `  ${n.toLocaleString('es-AR')} certificados de ${CLIENTES} clientes sembrados en cada mes (${siembraS.toFixed(1)} s por mes)`,
  );

  const sec = await cerrarComoEnAws(cola, ps);
  await comprobar(db, ps, n);
  const iFinal = sec.invocaciones.findIndex((i) => i.paso === 'final');
  const iBordereau = sec.invocaciones.findIndex((i) => i.paso === 'bordereau' && i.detalle.includes('-v-'));
  const secuencialMs = sec.invocaciones.reduce((t, i) => t + i.ms, 0);
  log(
    `  ${clavePeriodo(ps)} sin segmentos: ${sec.invocaciones.length} invocaciones, ${segundos(secuencialMs)} s (el mes entero en una: ${segundos(sec.invocaciones[iFinal]!.ms)} s; bordereau ${segundos(sec.invocaciones[iBordereau]!.ms)} s)`,
  );

  const seg = await cerrarComoEnAws(cola, pp);
  await comprobar(db, pp, n);
  const mayor = seg.invocaciones.reduce((a, b) => (b.ms > a.ms ? b : a));
  const sumaMs = seg.invocaciones.reduce((t, i) => t + i.ms, 0);
  log(
    `  ${clavePeriodo(pp)} en segmentos: ${seg.invocaciones.length} invocaciones que suman ${segundos(sumaMs)} s; la más larga ${segundos(mayor.ms)} s (${mayor.paso} ${mayor.detalle}) = ${(mayor.ms / secuencialMs).toFixed(3)} de la corrida secuencial`,
  );
  return {
    n,
    siembraS,
    secuencial: {
      invocaciones: sec.invocaciones,
      ms: secuencialMs,
      cierre: sec.picos[iFinal]!,
      bordereau: sec.picos[iBordereau]!,
    },
    segmentado: { invocaciones: seg.invocaciones, sumaMs, mayor },
    msPorCertificado: sec.invocaciones[iFinal]!.ms / n,
    razon: mayor.ms / secuencialMs,
  };
};

/**
 * The month close of n issued certificates spread over ten clients, on a table of its own (in memory,
 * seeded here: the close changes what it reads), twice: a month whose clients are not registered
 * companies (no segment: the whole month in the last step's one run, the close as it was before
 * segments) and a month of ten registered clients (ten segments). Both checked.
 */
export const benchCierre = async (tamanos: number[], log: (l: string) => void): Promise<FiguraCierre[]> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cierre-'));
  const ports = { web: await freePort(), dynamodb: await freePort(), s3: await freePort(), cognito: await freePort() };
  process.env.LOG_LEVEL = 'silent';
  const stack = await startStack({ ports, dataDir, persistent: false, web: 'none', scheduler: false, seed: false });
  const cola: string[] = [];
  consumirColaLocal((_job, cuerpo) => cola.push(cuerpo));
  const figuras: FiguraCierre[] = [];
  try {
    const db = new TenantDb(TENANT);
    for (let i = 0; i < CLIENTES; i++) {
      const id = CLIENTES_REGISTRADOS + i;
      await db.write(
        Empresa.put({ id, cif: `30-7${id}-7`, nombre: `Cliente ${id} S.A.`, tipo: 'cliente', paisId: 32, configuracion: {} }, {}),
      );
    }
    // JIT and DynamoDB Local warm up on a small month first (the first close of a process is slower): not measured.
    await medir(
      db,
      cola,
      CALENTAMIENTO,
      [
        { anio: 2024, mes: 11 },
        { anio: 2024, mes: 12 },
      ],
      40_000_000,
      () => undefined,
    );
    for (const [k, n] of tamanos.entries()) {
      figuras.push(
        await medir(
          db,
          cola,
          n,
          [
            { anio: 2025, mes: 1 + 2 * k },
            { anio: 2025, mes: 2 + 2 * k },
          ],
          50_000_000 + 2 * k * 1_000_000,
          log,
        ),
      );
    }
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figuras;
};

/**
 * The close bench in a process of its own: its memory figures are the close's and the bordereau's
 * alone (not the list benches' heap), and its stack's clients are its own (the SDK clients are made
 * once per process, against the first stack's endpoints). Log lines pass through as they come.
 */
export const benchCierreAparte = (tamanos: number[], log: (l: string) => void): Promise<FiguraCierre[]> =>
  enProcesoAparte(import.meta.url, [tamanos.join(',')], 'el bench del cierre', log);

if (esProcesoAparte(import.meta.url)) {
  const tamanos = (process.argv[2] ?? '1000,100000').split(',').map(Number);
  entregarResultado(await benchCierre(tamanos, (l) => console.log(l)));
}
