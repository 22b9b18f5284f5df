import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { DEMO_PASSWORD } from '#scripts/local/config.ts';
import type { Stack } from '#scripts/local/stack.ts';
import { call, signIn, type Answer } from './bench-stack.ts';
import { BENCH_TENANT, usuariosBench, type Productora, type TenantMaestros } from './list-data.ts';
import { estadoCertificado } from './list-data-certificados.ts';
import { PREFIJO_BUSQUEDA } from './list-data-nombres.ts';
import { latency, median, parseDynamoTiming, type DynamoWork, type Latency } from './stats.ts';

const WARMUP = 5;
const RUNS = 30;
/** The cursor call reads the page this deep, reached by following nextCursor from the first. */
export const PAGINA_CURSOR = 5;

export interface CompanyFigure extends Latency {
  /** Median of what the `ddb` Server-Timing entry reported per call (the same on every call when flat). */
  ddb: DynamoWork;
  /** min-max of calls, capacity and items over the runs, to show whether they moved at all. */
  ddbRange: { calls: [number, number]; rcu: [number, number]; items: [number, number] };
  filas: number;
}

export interface ListFigure {
  etiqueta: string;
  ruta: string;
  por: Map<string, CompanyFigure>;
}

export interface Page {
  data?: unknown[];
  meta?: { nextCursor: string | null; total: number | null };
}

interface Measured {
  etiqueta: string;
  ruta: string;
  /** The path and query of company p (the cursor one walks the pages first). */
  prepare: (p: Productora, get: (path: string) => Promise<Answer>) => Promise<string>;
}

const CERTIFICADOS = '/v1/viajes-especificos/polizas?size=10';

/** The path of page PAGINA_CURSOR of a list, reached by following nextCursor from its first page. */
export const paginaPorCursor = async (primera: string, get: (path: string) => Promise<Answer>): Promise<string> => {
  let path = primera;
  for (let page = 1; page < PAGINA_CURSOR; page++) {
    const cursor = ((await get(path)).body as Page).meta?.nextCursor;
    if (!cursor) throw new Error(`${primera} terminó en la página ${page}`);
    path = `${primera}&cursor=${encodeURIComponent(cursor)}`;
  }
  return path;
};

export const LIST_CALLS: Measured[] = [
  { etiqueta: 'certificados, 1.ª página', ruta: 'GET /v1/viajes-especificos/polizas?size=10', prepare: async () => CERTIFICADOS },
  {
    etiqueta: `certificados, página ${PAGINA_CURSOR} por cursor`,
    ruta: `… &cursor= (${PAGINA_CURSOR - 1} páginas siguiendo meta.nextCursor)`,
    prepare: (_p, get) => paginaPorCursor(CERTIFICADOS, get),
  },
  {
    etiqueta: 'certificados emitidos',
    ruta: '… polizas?size=10&estado=20',
    prepare: async () => `${CERTIFICADOS}&estado=${ESTADOS.emitido.id}`,
  },
  { etiqueta: 'siniestros, 1.ª página', ruta: 'GET /v1/siniestros?size=10', prepare: async () => '/v1/siniestros?size=10' },
  {
    etiqueta: 'búsqueda de clientes',
    ruta: `GET /v1/clientes?filtro=${PREFIJO_BUSQUEDA}&productorId=<empresa>`,
    prepare: async (p) => `/v1/clientes?filtro=${PREFIJO_BUSQUEDA}&productorId=${p.id}`,
  },
  { etiqueta: 'tablero', ruta: 'GET /v1/dashboard', prepare: async () => '/v1/dashboard' },
];

const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

/** What the bench wrote, counted from the same generator, to check the counters the lists and the dashboard read. */
const expected = (p: Productora) => {
  const porEstado = new Map<number, number>();
  for (let i = 0; i < p.certificados; i++) {
    const e = estadoCertificado(p, i);
    porEstado.set(e, (porEstado.get(e) ?? 0) + 1);
  }
  return { certificados: p.certificados, porEstado, siniestros: p.siniestros };
};

export interface Side {
  clave: string;
  get: (path: string) => Promise<Answer>;
  path: string;
}

/**
 * A warm-up, then RUNS sequential calls of each side with the sides alternating (and which goes
 * first alternating too), so a drift of the machine touches both alike.
 */
export const measure = async (etiqueta: string, ruta: string, sides: Side[]): Promise<ListFigure> => {
  const samples = new Map(sides.map((s) => [s.clave, { ms: [] as number[], ddb: [] as DynamoWork[], filas: 0 }]));
  for (let run = -WARMUP; run < RUNS; run++) {
    for (const side of run % 2 === 0 ? sides : [...sides].reverse()) {
      const answer = await side.get(side.path);
      if (run < 0) continue;
      const s = samples.get(side.clave)!;
      s.ms.push(answer.ms);
      const ddb = parseDynamoTiming(answer.serverTiming);
      if (!ddb) throw new Error(`${etiqueta}: la respuesta no trae la entrada ddb de Server-Timing`);
      s.ddb.push(ddb);
      const data = (answer.body as Page).data;
      s.filas = Array.isArray(data) ? data.length : 1;
    }
  }
  const por = new Map<string, CompanyFigure>();
  for (const [clave, s] of samples) {
    const of = (k: keyof DynamoWork) => s.ddb.map((d) => d[k]);
    por.set(clave, {
      ...latency(s.ms),
      ddb: { ms: median(of('ms')), calls: median(of('calls')), rcu: median(of('rcu')), items: median(of('items')) },
      ddbRange: { calls: range(of('calls')), rcu: range(of('rcu')), items: range(of('items')) },
      filas: s.filas,
    });
  }
  return { etiqueta, ruta, por };
};

/**
 * Each list call of each producer company through the local gateway (real JWTs, the handlers' middy
 * stack, DynamoDB Local), measured as `measure` does. The answers' totals are checked against what was seeded before anything is timed.
 */
export const benchLists = async (
  stack: Stack,
  ps: Productora[],
  log: (line: string) => void,
): Promise<{ figures: ListFigure[]; checks: string[] }> => {
  const users = usuariosBench(ps);
  const tokens = new Map<number, string>();
  for (const u of users) tokens.set(u.empresaId, await signIn(stack, BENCH_TENANT, u.email, DEMO_PASSWORD));
  const getter = (empresaId: number) => async (path: string) => {
    const answer = await call(stack, tokens.get(empresaId)!, empresaId, path);
    if (answer.status !== 200)
      throw new Error(`${path} (empresa ${empresaId}) respondió ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer;
  };

  // The answers must say what was seeded: list totals and dashboard figures come from the counters.
  const checks: string[] = [];
  const check = (what: string, got: unknown, want: unknown) => {
    if (got !== want) throw new Error(`${what}: la API respondió ${String(got)}, se sembraron ${String(want)}`);
    checks.push(what);
  };
  let emitidosTotal = 0;
  for (const p of ps) {
    const get = getter(p.id);
    const want = expected(p);
    const emitidos = want.porEstado.get(ESTADOS.emitido.id) ?? 0;
    emitidosTotal += emitidos;
    check(`certificados de ${p.clave}`, ((await get(CERTIFICADOS)).body as Page).meta?.total, want.certificados);
    check(`emitidos de ${p.clave}`, ((await get(`${CERTIFICADOS}&estado=20`)).body as Page).meta?.total, emitidos);
    check(`siniestros de ${p.clave}`, ((await get('/v1/siniestros?size=10')).body as Page).meta?.total, want.siniestros);
    const tablero = (await get('/v1/dashboard')).body as { certificados: Record<string, number> };
    check(`tablero de ${p.clave}: cotizados`, tablero.certificados.cotizados, want.porEstado.get(ESTADOS.cotizado.id) ?? 0);
    check(
      `tablero de ${p.clave}: en aprobación`,
      tablero.certificados.enAprobacion,
      want.porEstado.get(ESTADOS.enAprobacion.id) ?? 0,
    );
    check(`tablero de ${p.clave}: emitidos`, tablero.certificados.emitidos, emitidos);
  }
  const aseguradora = users.find((u) => u.rol === 'aseguradora')!;
  const tableroAseguradora = (await getter(aseguradora.empresaId)('/v1/dashboard')).body as {
    certificados: Record<string, number>;
  };
  check('tablero de la aseguradora: emitidos de ambas', tableroAseguradora.certificados.emitidos, emitidosTotal);

  const figures: ListFigure[] = [];
  for (const m of LIST_CALLS) {
    const sides: Side[] = [];
    for (const p of ps) sides.push({ clave: p.clave, get: getter(p.id), path: await m.prepare(p, getter(p.id)) });
    figures.push(await measure(m.etiqueta, m.ruta, sides));
    log(`  medido: ${m.etiqueta}`);
  }
  return { figures, checks };
};

/** A GET as each master-data tenant's bench administrator, by tenant: a non-200 answer stops the bench. */
export const gettersDeAdministradores = async (stack: Stack, tenants: readonly TenantMaestros[]) => {
  const getters = new Map<string, Side['get']>();
  for (const t of tenants) {
    const token = await signIn(stack, t.tenant, t.administrador.email, DEMO_PASSWORD);
    getters.set(t.tenant, async (path) => {
      const answer = await call(stack, token, t.administrador.empresaId, path);
      if (answer.status !== 200)
        throw new Error(`${path} (${t.tenant}) respondió ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer;
    });
  }
  return getters;
};

/** The checks made before timing: each one named, and the bench stops at the first the API fails. */
export const verificador = () => {
  const checks: string[] = [];
  const check = (what: string, got: unknown, want: unknown) => {
    if (got !== want) throw new Error(`${what}: la API respondió ${String(got)}, se esperaba ${String(want)}`);
    checks.push(what);
  };
  return { checks, check };
};

/** One call of a tenant-wide list as the bench measures it: its path, prepared on each side (a cursor walked there). */
export interface LlamadaDeTenant {
  etiqueta: string;
  ruta: string;
  prepare: (get: Side['get']) => Promise<string>;
}

/** Measures each call on every master-data tenant, as its administrator: one figure per call. */
export const medirEnTenants = async (
  llamadas: readonly LlamadaDeTenant[],
  tenants: readonly TenantMaestros[],
  getters: Map<string, Side['get']>,
  log: (line: string) => void,
): Promise<ListFigure[]> => {
  const figures: ListFigure[] = [];
  for (const m of llamadas) {
    const sides: Side[] = [];
    for (const t of tenants) {
      const get = getters.get(t.tenant)!;
      sides.push({ clave: t.clave, get, path: await m.prepare(get) });
    }
    figures.push(await measure(m.etiqueta, m.ruta, sides));
    log(`  medido: ${m.etiqueta}`);
  }
  return figures;
};
