import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { entradaCarga } from '#shared/certificados/fixtures.ts';
import { cotizarCarga } from '#shared/certificados/precio-carga.ts';
import { clavePeriodo, idDeclaracion, rangoDelPeriodo, type Periodo } from '#shared/declaraciones/periodo.ts';
import { guardarCertificadoCarga, type CertificadoCargaItem } from '#lib/data/certificados-carga.ts';
import { tableName } from '#lib/data/model/client.ts';
import { Declaracion } from '#lib/data/declaraciones.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { generarBordereau } from '#lib/declaraciones/bordereau.ts';
import { cerrarMes } from '#lib/declaraciones/cierre.ts';
import { freePort } from '#scripts/local/ports.ts';
import { certificadoEmitido } from '#scripts/local/certificado-emitido.ts';
import { startStack } from '#scripts/local/stack.ts';
import { BatchWriter } from './batch-writer.ts';
import { itemsDe } from './list-data.ts';

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

/** Certificate i of the client's month: issued, one issuing company, one policy, spread over the month. */
const certificado = (p: Periodo, base: number, n: number, i: number): CertificadoCargaItem => {
  const { desde, hasta } = rangoDelPeriodo(p);
  const fecha = new Date(Date.parse(desde) + Math.floor(((Date.parse(hasta) - Date.parse(desde) - 1000) * i) / n)).toISOString();
  const id = base + i + 1;
  return {
    ...certificadoEmitido({
      id,
      fecha,
      numero: `CC-${id}`,
      referencia: `OC-${i}`,
      cliente: { id: 7, nombre: 'Cliente Grande S.A.', cif: '30-70000000-7', empresaId: 40 },
      poliza: { ...POLIZA, numero: 'TR-2026-0001', paisId: 32, aseguradora: 'Aseguradora del Sur S.A.' },
      emisor: { id: EMISOR, nombre: 'Productores Asociados S.R.L.' },
    }),
    // Its PDF is there: the close carries it over and leaves nothing to render.
    documentos: { certificado: `documentos/${TENANT}/x/${id}.pdf`, version: 2 },
  };
};

export interface FiguraCierre {
  n: number;
  siembraS: number;
  cierre: Awaited<ReturnType<typeof conPico>>;
  exportacion: Awaited<ReturnType<typeof conPico>>;
  msPorCertificado: number;
}

/**
 * The month close of one client with n issued certificates, on a table of its own (in memory, seeded
 * here: the close changes what it reads), then the export of its sales declaration's bordereau. Both
 * checked: every certificate declared, the sums equal to the seeded premiums, the file written.
 */
export const benchCierre = async (tamanos: number[], log: (l: string) => void): Promise<FiguraCierre[]> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cierre-'));
  const ports = { web: await freePort(), dynamodb: await freePort(), s3: await freePort(), cognito: await freePort() };
  process.env.LOG_LEVEL = 'silent';
  const stack = await startStack({ ports, dataDir, persistent: false, web: 'none', scheduler: false, seed: false });
  const figuras: FiguraCierre[] = [];
  try {
    const db = new TenantDb(TENANT);
    for (const [k, n] of tamanos.entries()) {
      const p = { anio: 2025, mes: 1 + k };
      const base = 50_000_000 + k * 1_000_000;
      const writer = new BatchWriter(tableName(), 8);
      const sembrado = performance.now();
      for (let i = 0; i < n; i += 5000) {
        const items = [];
        for (let j = i; j < Math.min(n, i + 5000); j++) {
          for (const { entity, item } of itemsDe(guardarCertificadoCarga(null, certificado(p, base, n, j))))
            if (entity.name !== 'documento-pendiente') items.push(db.storedItem(entity, item));
        }
        await writer.write(items);
      }
      writer.destroy();
      const siembraS = (performance.now() - sembrado) / 1000;
      log(`  ${n.toLocaleString('es-AR')} certificados sembrados en ${siembraS.toFixed(1)} s; cerrando ${clavePeriodo(p)}…`);
      const cierre = await conPico(() => cerrarMes(db, p));
      const r = cierre.valor;
      const id = idDeclaracion(p, { tipo: 'venta', emisorId: EMISOR }, resultado.moneda.id);
      const d = (await db.get(Declaracion, { id }, { consistent: true }))!;
      const primaEsperada = Math.round(n * resultado.prima * 100) / 100;
      if (
        !r.completo ||
        r.declarados !== n ||
        r.borradores !== 2 ||
        d.cantidadTransporte !== n ||
        Math.abs(d.prima - primaEsperada) > 0.01
      )
        throw new Error(
          `cierre de ${n}: ${JSON.stringify(r)}, declaración ${d.cantidadTransporte} / ${d.prima} (esperado ${primaEsperada})`,
        );
      const exportacion = await conPico(() => generarBordereau(db, d, { prima: true, markup: true }));
      figuras.push({ n, siembraS, cierre, exportacion, msPorCertificado: cierre.ms / n });
      log(
        `  ${n.toLocaleString('es-AR')}: cierre ${(cierre.ms / 1000).toFixed(1)} s (${(cierre.ms / n).toFixed(3)} ms/cert, heap retenido +${cierre.crecimientoHeapMb.toFixed(1)} MB), bordereau ${(exportacion.ms / 1000).toFixed(1)} s (heap retenido +${exportacion.crecimientoHeapMb.toFixed(1)} MB)`,
      );
    }
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figuras;
};

const RESULTADO = 'RESULTADO ';

/**
 * The close bench in a process of its own: its memory figures are the close's and the bordereau's
 * alone (not the list benches' heap), and its stack's clients are its own (the SDK clients are made
 * once per process, against the first stack's endpoints). Log lines pass through as they come.
 */
export const benchCierreAparte = (tamanos: number[], log: (l: string) => void): Promise<FiguraCierre[]> =>
  new Promise((resolve, reject) => {
    const hijo = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), tamanos.join(',')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let resultado: FiguraCierre[] | null = null;
    let resto = '';
    hijo.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lineas = (resto + chunk).split('\n');
      resto = lineas.pop() ?? '';
      for (const l of lineas) {
        if (l.startsWith(RESULTADO)) resultado = JSON.parse(l.slice(RESULTADO.length)) as FiguraCierre[];
        else if (!l.startsWith('Finanzas ←')) log(l);
      }
    });
    hijo.on('error', reject);
    hijo.on('exit', (code) =>
      resultado && code === 0 ? resolve(resultado) : reject(new Error(`el bench del cierre terminó con ${code}`)),
    );
  });

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const tamanos = (process.argv[2] ?? '1000,100000').split(',').map(Number);
  const figuras = await benchCierre(tamanos, (l) => console.log(l));
  console.log(`${RESULTADO}${JSON.stringify(figuras)}`);
  process.exit(0);
}
