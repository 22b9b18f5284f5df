import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { workerEntry } from '#shared/contract/define.ts';
import { ESTADOS_DECLARACION } from '#shared/declaraciones/estados.ts';
import { clavePeriodo, idDeclaracion, type Periodo } from '#shared/declaraciones/periodo.ts';
import { WORKERS } from '#shared/contract/workers.ts';
import { Declaracion, LineaDeclaracion, type BordereauLinea, type DeclaracionItem } from '#lib/data/declaraciones.ts';
import { tableName } from '#lib/data/model/client.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { GENERAR_EXPORTACION } from '#lib/exportaciones/exportacion.ts';
import { onLocalQueue } from '#lib/ports/colas/local.ts';
import { DEMO_PASSWORD, ROOT } from '#scripts/local/config.ts';
import { freePort } from '#scripts/local/ports.ts';
import { demoEmail } from '#scripts/local/seed.ts';
import { startStack } from '#scripts/local/stack.ts';
import { BatchWriter } from './batch-writer.ts';
import { call, signIn } from './bench-stack.ts';
import { conPico } from './cierre.ts';
import { percentile } from './stats.ts';
import { pathToFileURL } from 'node:url';
import { enProcesoAparte, entregarResultado, esProcesoAparte } from './aparte.ts';

const TENANT = 'cargosur';
/** The consultant's company: it reads its own sales declarations, without premium or markup (a variant the close never builds). */
const EMPRESA = 11;
const MONEDA = { id: 840, simbolo: 'US$' };
/** Requests timed per size: each records an export and queues it; the worker builds the first. */
const PEDIDOS = 7;

/** Line i of the declaration: one certificate of the month, as the close writes it. */
const linea = (d: DeclaracionItem, i: number) => {
  const bordereau: BordereauLinea = {
    emisor: 'Emisor S.A.',
    aseguradora: 'Aseguradora S.A.',
    poliza: 'POL-1',
    certificado: `CC-${String(i + 1).padStart(8, '0')}`,
    referencia: `OC-${i}`,
    tipoTransaccion: 'Nueva',
    fechaEmision: `${d.periodo}-15T12:00:00.000Z`,
    vigenciaDesde: `${d.periodo}-15`,
    vigenciaHasta: `${d.periodo}-20`,
    asegurado: 'Cliente Grande S.A.',
    cifAsegurado: '30-70000000-7',
    paisRiesgo: 'AR',
    beneficiario: null,
    origen: 'AR',
    destino: 'AR',
    transportes: 'Terrestre',
    mercaderia: 'Electrodomésticos',
    sumaAsegurada: 1_000,
    tasa: 1,
    prima: 10,
    comision: 1,
    impuestos: 2,
    markup: 1,
    precioFinal: 13,
  };
  return {
    clave: `flotante-${i + 1}`,
    origen: 'flotante' as const,
    certificadoId: i + 1,
    ramo: 'transporte' as const,
    idVenta: d.id,
    idTecnica: d.id.replace(`-v-${EMPRESA}-`, '-t-1-1-'),
    fechaEmision: bordereau.fechaEmision,
    fila: {},
    bordereau,
  };
};

/** A sales declaration of n certificates, a draft (what the month close leaves), written straight to the table. */
const sembrar = async (db: TenantDb, p: Periodo, n: number): Promise<DeclaracionItem> => {
  const ahora = new Date().toISOString();
  const d: DeclaracionItem = {
    id: idDeclaracion(p, { tipo: 'venta', emisorId: EMPRESA }, MONEDA.id),
    tipo: 'venta',
    periodo: clavePeriodo(p),
    estado: ESTADOS_DECLARACION.borrador.id,
    pagada: false,
    fechaEstado: ahora,
    fechaBorrador: ahora,
    aceptacion: null,
    parteId: EMPRESA,
    emisor: { id: EMPRESA, nombre: 'Productora del bench', cif: '30-71111111-1' },
    aseguradora: null,
    poliza: { id: 1, numero: 'TR-2026-0001' },
    endoso: null,
    moneda: MONEDA,
    cantidadTransporte: n,
    cantidadContenedores: 0,
    sumaAsegurada: n * 1_000,
    prima: n * 10,
    markup: n,
    precioFinal: n * 13,
    factura: null,
    pagos: [],
    version: 1,
  };
  const writer = new BatchWriter(tableName(), 8);
  try {
    for (let i = 0; i < n; i += 5_000) {
      const items = Array.from({ length: Math.min(n, i + 5_000) - i }, (_, j) =>
        db.storedItem(LineaDeclaracion, linea(d, i + j)),
      );
      await writer.write(items);
    }
  } finally {
    writer.destroy();
  }
  await db.write(Declaracion.put(d, { previous: null }));
  return d;
};

export interface FiguraExportacion {
  n: number;
  siembraS: number;
  /** The export request through the local gateway (JWT, handler, table, queue), client side. */
  respuestaMs: { p50: number; max: number };
  /** Asking for it again while pending, and once ready (a fresh presigned link). */
  consultaMs: number;
  worker: Awaited<ReturnType<typeof conPico>>;
}

type Handler = (event: SQSEvent) => Promise<SQSBatchResponse>;

/** One queued message as the queue hands it to the worker's function. */
const sqsEvent = (mensaje: Record<string, unknown>): SQSEvent =>
  ({
    Records: [{ messageId: 'bench', body: JSON.stringify(mensaje), attributes: { ApproximateReceiveCount: '1' } }],
  }) as unknown as SQSEvent;

/**
 * The bordereau of a reader whose variant the close did not build, at each size: the request's
 * answer time (it records the export and queues it), then the worker's build (time, retained heap and
 * RSS) run apart, as its own Lambda is in the cloud, then the poll that finds it ready.
 */
export const benchExportaciones = async (tamanos: number[], log: (l: string) => void): Promise<FiguraExportacion[]> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-exportaciones-'));
  const ports = { web: await freePort(), dynamodb: await freePort(), s3: await freePort(), cognito: await freePort() };
  process.env.LOG_LEVEL = 'silent';
  const stack = await startStack({
    ports,
    dataDir,
    persistent: false,
    web: 'none',
    scheduler: false,
    seed: true,
    workers: false,
  });
  const encolados: Record<string, unknown>[] = [];
  onLocalQueue((worker, mensaje) => {
    if (worker === GENERAR_EXPORTACION) encolados.push(mensaje);
  });
  const { handler } = (await import(
    pathToFileURL(path.join(ROOT, workerEntry(WORKERS.find((w) => w.name === GENERAR_EXPORTACION)!))).href
  )) as {
    handler: Handler;
  };
  const figuras: FiguraExportacion[] = [];
  try {
    const token = await signIn(stack, TENANT, demoEmail(TENANT, 'consultor'), DEMO_PASSWORD);
    const db = new TenantDb(TENANT);
    // A first export, not timed: the handler's and the worker's modules load (their cold starts), not what an export costs.
    const prueba = await sembrar(db, { anio: 2014, mes: 1 }, 10);
    await call(stack, token, EMPRESA, `/v1/declaraciones/${prueba.id}/descargas`);
    await handler(sqsEvent(encolados.pop()!));
    for (const [k, n] of tamanos.entries()) {
      const sembrado = performance.now();
      const d = await sembrar(db, { anio: 2015, mes: 1 + k }, n);
      const siembraS = (performance.now() - sembrado) / 1000;
      log(`  ${n.toLocaleString('es-AR')} certificados sembrados en ${siembraS.toFixed(1)} s; pidiendo el bordereau…`);

      encolados.length = 0;
      const tiempos: number[] = [];
      let id = '';
      for (let i = 0; i < PEDIDOS; i++) {
        const r = await call(stack, token, EMPRESA, `/v1/declaraciones/${d.id}/descargas`);
        const e = r.body as { id: string; estado: string };
        if (r.status !== 202 || e.estado !== 'pendiente') throw new Error(`exportar ${n}: ${r.status} ${JSON.stringify(r.body)}`);
        tiempos.push(r.ms);
        id ||= e.id;
      }
      if (encolados.length !== PEDIDOS) throw new Error(`exportar ${n}: ${encolados.length} mensajes encolados, no ${PEDIDOS}`);
      const primero = encolados[0]!;
      const pendiente = await call(stack, token, EMPRESA, `/v1/exportaciones/${id}`);
      if ((pendiente.body as { estado: string }).estado !== 'pendiente') throw new Error(`exportación ${n} no pendiente`);

      const worker = await conPico(() => handler(sqsEvent(primero)));
      if (worker.valor.batchItemFailures.length) throw new Error(`el worker falló con ${n}`);
      const lista = await call(stack, token, EMPRESA, `/v1/exportaciones/${id}`);
      if ((lista.body as { estado: string; url?: string }).estado !== 'lista')
        throw new Error(`exportación ${n}: ${JSON.stringify(lista.body)}`);
      figuras.push({
        n,
        siembraS,
        respuestaMs: { p50: percentile(tiempos, 50), max: Math.max(...tiempos) },
        consultaMs: Math.max(pendiente.ms, lista.ms),
        worker,
      });
      log(
        `  ${n.toLocaleString('es-AR')}: respuesta p50 ${percentile(tiempos, 50).toFixed(1)} ms (máx ${Math.max(...tiempos).toFixed(1)}), worker ${(worker.ms / 1000).toFixed(1)} s (heap retenido +${worker.crecimientoHeapMb.toFixed(1)} MB, RSS +${worker.crecimientoRssMb.toFixed(1)} MB)`,
      );
    }
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figuras;
};

/** In a process of its own, as the close's bench: its memory is the worker's alone, its SDK clients its own stack's. */
export const benchExportacionesAparte = (tamanos: number[], log: (l: string) => void): Promise<FiguraExportacion[]> =>
  enProcesoAparte(import.meta.url, [tamanos.join(',')], 'el bench de exportaciones', log);

if (esProcesoAparte(import.meta.url)) {
  const tamanos = (process.argv[2] ?? '1000,100000').split(',').map(Number);
  entregarResultado(await benchExportaciones(tamanos, (l) => console.log(l)));
}
