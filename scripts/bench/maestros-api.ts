import { polizasDemo } from '#scripts/local/polizas-demo.ts';
import type { Stack } from '#scripts/local/stack.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { Poliza } from '#lib/data/polizas.ts';
import { Emisor } from '#lib/data/emisores.ts';
import { EMPRESA_PRODUCTORA } from '#scripts/local/condiciones-demo.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { gettersDeAdministradores, measure, verificador, type ListFigure, type Page } from './list-api.ts';
import type { TenantMaestros } from './list-data.ts';
import { ASEGURADORAS_POLIZAS, aseguradoraPoliza, numeroPoliza, PREFIJO_POLIZA } from './list-data-maestros.ts';
import { PREFIJO_BUSQUEDA } from './list-data-nombres.ts';

const POLIZAS = '/v1/polizas?size=10';
const EMISORES = '/v1/emisores?size=10';
const ASEGURADORA = ASEGURADORAS_POLIZAS[0];

/** The master-data calls, the same path in the small tenant and in the large one. */
export const MAESTROS_CALLS: { etiqueta: string; ruta: string; path: (t: TenantMaestros) => string }[] = [
  { etiqueta: 'pólizas, 1.ª página', ruta: `GET ${POLIZAS}`, path: () => POLIZAS },
  {
    etiqueta: 'pólizas de una aseguradora',
    ruta: `… &aseguradoraId=${ASEGURADORA}`,
    path: () => `${POLIZAS}&aseguradoraId=${ASEGURADORA}`,
  },
  {
    etiqueta: 'pólizas, búsqueda por número',
    ruta: '… &texto=<número de la póliza del medio>',
    path: (t) => `${POLIZAS}&texto=${numeroPoliza(Math.floor(t.polizas / 2))}`,
  },
  {
    etiqueta: 'pólizas, búsqueda por nombre',
    ruta: `… &texto=${PREFIJO_POLIZA}`,
    path: () => `${POLIZAS}&texto=${encodeURIComponent(PREFIJO_POLIZA)}`,
  },
  { etiqueta: 'emisores, 1.ª página', ruta: `GET ${EMISORES}`, path: () => EMISORES },
  {
    etiqueta: 'emisores, búsqueda por nombre',
    ruta: `… &texto=${PREFIJO_BUSQUEDA}`,
    path: () => `${EMISORES}&texto=${PREFIJO_BUSQUEDA}`,
  },
];

/** How many of indices 0..n-1 match (the generators are functions of the index). */
const cuantos = (n: number, match: (i: number) => boolean) => {
  let c = 0;
  for (let i = 0; i < n; i++) if (match(i)) c++;
  return c;
};

/**
 * The policies the tenant has besides the bench's: the demo ones its seed wrote (a tenant seeded
 * before policies existed may lack them), read by id.
 */
const demoPresentes = async (tenant: string) => {
  const db = new TenantDb(tenant);
  const demo = polizasDemo(32, '2026-01-01');
  const presentes = await Promise.all(demo.map(async (p) => ((await db.get(Poliza, { id: p.id })) ? p : null)));
  return presentes.filter((p) => p !== null);
};

/**
 * The master-data lists of the small tenant and of the large one, read by each tenant's bench
 * administrator through the gateway. The totals (from counters) are checked against what was seeded,
 * and each search against the count its generator gives (walked to the end in the small tenant; the
 * large one's first page must be full of matches) before anything is timed.
 */
export const benchMaestros = async (
  stack: Stack,
  tenants: TenantMaestros[],
  log: (line: string) => void,
): Promise<{ figures: ListFigure[]; checks: string[] }> => {
  const getters = await gettersDeAdministradores(stack, tenants);

  const { checks, check } = verificador();
  for (const t of tenants) {
    const get = getters.get(t.tenant)!;
    const demo = await demoPresentes(t.tenant);
    const page = async (path: string) => (await get(path)).body as Omit<Page, 'data'> & { data: Record<string, unknown>[] };
    check(`pólizas de ${t.tenant}`, (await page(POLIZAS)).meta?.total, t.polizas + demo.length);
    check(
      `pólizas de la aseguradora ${ASEGURADORA} en ${t.tenant}`,
      (await page(`${POLIZAS}&aseguradoraId=${ASEGURADORA}`)).meta?.total,
      cuantos(t.polizas, (i) => aseguradoraPoliza(i) === ASEGURADORA) +
        demo.filter((p) => p.aseguradoraId === ASEGURADORA).length,
    );
    const numero = numeroPoliza(Math.floor(t.polizas / 2));
    const porNumero = await page(`${POLIZAS}&texto=${numero}`);
    check(`búsqueda del número ${numero} en ${t.tenant}`, porNumero.data.map((p) => p.numero).join(), numero);
    // The demo seed gives the demo producer's company its issuer record (condiciones-demo.ts) in every tenant.
    const emisorDemo = (await new TenantDb(t.tenant).get(Emisor, { id: EMPRESA_PRODUCTORA })) ? 1 : 0;
    check(`emisores de ${t.tenant}`, (await page(EMISORES)).meta?.total, t.emisores + emisorDemo);

    const busquedas: [string, string, number][] = [
      ['pólizas', `${POLIZAS}&texto=${encodeURIComponent(PREFIJO_POLIZA)}`, cuantos(t.polizas, (i) => i % 10 === 1)],
      ['emisores', `${EMISORES}&texto=${PREFIJO_BUSQUEDA}`, cuantos(t.emisores, (i) => i % 10 === 1)],
    ];
    for (const [lista, path, want] of busquedas) {
      const prefijo = normalizar(new URLSearchParams(path.split('?')[1]).get('texto')!);
      const nombre = (row: Record<string, unknown>) => normalizar(String(row.nombre ?? row.nombreComercial));
      let rows = 0;
      let p = await page(path);
      for (;;) {
        if (!p.data.every((row) => nombre(row).startsWith(prefijo))) throw new Error(`${lista}: la búsqueda trajo otros nombres`);
        rows += p.data.length;
        const cursor = p.meta?.nextCursor;
        if (t !== tenants[0] || !cursor) break;
        p = await page(`${path}&cursor=${encodeURIComponent(cursor)}`);
      }
      if (t === tenants[0]) check(`búsqueda de ${lista} en ${t.tenant}, hasta el final`, rows, want);
      else check(`búsqueda de ${lista} en ${t.tenant}, 1.ª página llena`, rows, Math.min(10, want));
    }
  }

  const figures: ListFigure[] = [];
  for (const m of MAESTROS_CALLS) {
    figures.push(
      await measure(
        m.etiqueta,
        m.ruta,
        tenants.map((t) => ({ clave: t.clave, get: getters.get(t.tenant)!, path: m.path(t) })),
      ),
    );
    log(`  medido: ${m.etiqueta}`);
  }
  return { figures, checks };
};
