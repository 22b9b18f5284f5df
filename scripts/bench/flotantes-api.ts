import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { DEMO_PASSWORD } from '#scripts/local/config.ts';
import type { Stack } from '#scripts/local/stack.ts';
import { call, signIn } from './bench-stack.ts';
import { estadoFlotante, type ClienteFlotante } from './flotantes.ts';
import { BENCH_TENANT } from './list-data.ts';
import { measure, PAGINA_CURSOR, paginaPorCursor, type ListFigure, type Page, type Side } from './list-api.ts';

const CARGA = '/v1/certificados?size=10';

/** The cargo grid's calls as a client's user makes them (the client scope: one partition per client). */
const CALLS: { etiqueta: string; ruta: string; prepare: (get: Side['get']) => Promise<string> }[] = [
  { etiqueta: 'certificados de carga, 1.ª página', ruta: `GET ${CARGA}`, prepare: async () => CARGA },
  {
    etiqueta: `certificados de carga, página ${PAGINA_CURSOR} por cursor`,
    ruta: `… &cursor= (${PAGINA_CURSOR - 1} páginas siguiendo meta.nextCursor)`,
    prepare: (get) => paginaPorCursor(CARGA, get),
  },
  {
    etiqueta: 'certificados de carga emitidos',
    ruta: `… &estado=${ESTADOS.emitido.id}`,
    prepare: async () => `${CARGA}&estado=${ESTADOS.emitido.id}`,
  },
];

const cuantos = (c: ClienteFlotante, estado?: number) => {
  let n = 0;
  for (let i = 0; i < c.certificados; i++) if (estado === undefined || estadoFlotante(c, i) === estado) n++;
  return n;
};

/**
 * The cargo certificates grid of the small client and of the large one, each read by its own
 * consultant (a client user: no premium, no markup) through the gateway. Totals (counters) are
 * checked against the generator before anything is timed.
 */
export const benchFlotantes = async (
  stack: Stack,
  clientes: ClienteFlotante[],
  log: (line: string) => void,
): Promise<{ figures: ListFigure[]; checks: string[] }> => {
  const getters = new Map<string, Side['get']>();
  for (const c of clientes) {
    const token = await signIn(stack, BENCH_TENANT, c.usuario.email, DEMO_PASSWORD);
    getters.set(c.clave, async (path) => {
      const answer = await call(stack, token, c.empresaId, path);
      if (answer.status !== 200)
        throw new Error(`${path} (${c.clave}) respondió ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer;
    });
  }
  const checks: string[] = [];
  const check = (what: string, got: unknown, want: unknown) => {
    if (got !== want) throw new Error(`${what}: la API respondió ${String(got)}, se sembraron ${String(want)}`);
    checks.push(what);
  };
  for (const c of clientes) {
    const get = getters.get(c.clave)!;
    const page = async (path: string) => (await get(path)).body as Omit<Page, 'data'> & { data: Record<string, unknown>[] };
    check(`certificados de carga de ${c.clave}`, (await page(CARGA)).meta?.total, cuantos(c));
    const emitidos = await page(`${CARGA}&estado=${ESTADOS.emitido.id}`);
    check(`emitidos de ${c.clave}`, emitidos.meta?.total, cuantos(c, ESTADOS.emitido.id));
    check(
      `sin prima para el cliente ${c.clave}`,
      emitidos.data.some((f) => 'prima' in f || 'precioFinal' in f),
      false,
    );
  }
  const figures: ListFigure[] = [];
  for (const m of CALLS) {
    const sides: Side[] = [];
    for (const c of clientes) {
      const get = getters.get(c.clave)!;
      sides.push({ clave: c.clave, get, path: await m.prepare(get) });
    }
    figures.push(await measure(m.etiqueta, m.ruta, sides));
    log(`  medido: ${m.etiqueta}`);
  }
  return { figures, checks };
};
