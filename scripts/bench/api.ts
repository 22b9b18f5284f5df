import { DEMO_PASSWORD } from '#scripts/local/config.ts';
import { demoEmail } from '#scripts/local/seed.ts';
import type { Stack } from '#scripts/local/stack.ts';
import { viajeBsAsSaoPaulo } from '#test/fixtures/viaje-especifico.ts';
import { signIn } from './bench-stack.ts';
import { countCpu } from './cpu.ts';
import { runLoad } from './load.ts';
import { median, parseDynamoTiming, parseServerTiming, percentile } from './stats.ts';

const CONCURRENCY = 20;
const REQUESTS = 600;
const WARMUP = 60;
const SEQUENTIAL = 200;
export const QUOTE_P95_TARGET_MS = 50;

export interface QuoteFigure {
  requests: number;
  concurrency: number;
  p50: number;
  p95: number;
  throughput: number;
  engineP50: number;
  /** DynamoDB calls per request, from the `ddb` Server-Timing entry: median and the largest seen. */
  ddbCalls: number;
  ddbCallsMax: number;
  ddbItems: number;
  /** The same request one at a time: what one user waits for when the stack is not saturated. */
  sequentialP50: number;
  sequentialP95: number;
  /** CPU per request at 20 in flight: the gateway process (with the handlers) and DynamoDB Local. */
  gatewayCpuMs: number;
  dynamoCpuMs: number | null;
}

/** The quote calls the bench measures: the specific trip's and the annual rating's (issue 14 asks for it measured alike). */
export const COTIZACIONES = {
  viajeEspecifico: { path: '/v1/viajes-especificos/cotizaciones', body: () => viajeBsAsSaoPaulo() },
  ratingAnual: {
    path: '/v1/rating-anual/cotizaciones',
    body: () => ({
      mae: { monto: 25_000_000, idMoneda: 840 },
      idFormaDePago: 2,
      cuotas: 6,
      comisionProductor: 18,
      dctoComercial: 3,
      siniestralidadPorAnio: [{ anio: 2, monto: 40_000, cantidad: 1 }],
      mercaderias: [
        { id: 3, porcentaje: 50, esUsada: false },
        { id: 4, porcentaje: 50, esUsada: true },
      ],
      operaciones: [{ id: 201, porcentaje: 100 }],
      transportes: [{ id: 0, porcentaje: 100, responsabilidadMaxima: 400_000 }],
    }),
  },
} as const;

/**
 * A quote call through the local gateway (JWT verification, the middy stack, DynamoDB Local reads,
 * the engine) at 20 requests in flight from a load generator in its own process, as the demo producer
 * of cargosur (like the SPA, naming the working company in x-empresa-id). The engine's time and the
 * request's DynamoDB work are read from the Server-Timing header each answer carries.
 */
export const benchQuoteApi = async (
  stack: Stack,
  cotizacion: keyof typeof COTIZACIONES = 'viajeEspecifico',
): Promise<QuoteFigure> => {
  const token = await signIn(stack, 'cargosur', demoEmail('cargosur', 'productor'), DEMO_PASSWORD);
  const { path, body } = COTIZACIONES[cotizacion];
  const job = {
    url: `http://127.0.0.1:${stack.ports.web}${path}`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-empresa-id': '10', 'content-type': 'application/json' },
    body: JSON.stringify(body()),
    concurrency: CONCURRENCY,
  };
  await runLoad({ ...job, total: WARMUP });
  const sequential = (await runLoad({ ...job, concurrency: 1, total: SEQUENTIAL })).map((a) => a.ms);
  const cpu = countCpu(stack.ports.dynamodb);
  const started = performance.now();
  const answers = await runLoad({ ...job, total: REQUESTS });
  const elapsed = performance.now() - started;
  const spent = cpu();
  const results = answers.map((answer) => {
    if (answer.status !== 200) throw new Error(`la cotización respondió ${answer.status}: ${answer.body}`);
    const engine = parseServerTiming(answer.serverTiming).find((e) => e.name === 'motor')?.dur ?? Number.NaN;
    const ddb = parseDynamoTiming(answer.serverTiming);
    if (!ddb) throw new Error('la cotización no trae la entrada ddb de Server-Timing');
    return { ms: answer.ms, engine, calls: ddb.calls, items: ddb.items };
  });
  const latencies = results.map((r) => r.ms);
  return {
    requests: results.length,
    concurrency: CONCURRENCY,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    throughput: (results.length / elapsed) * 1000,
    engineP50: median(results.map((r) => r.engine)),
    ddbCalls: median(results.map((r) => r.calls)),
    ddbCallsMax: Math.max(...results.map((r) => r.calls)),
    ddbItems: median(results.map((r) => r.items)),
    sequentialP50: percentile(sequential, 50),
    sequentialP95: percentile(sequential, 95),
    gatewayCpuMs: spent.gatewayMs / results.length,
    dynamoCpuMs: spent.dynamoMs === null ? null : spent.dynamoMs / results.length,
  };
};
