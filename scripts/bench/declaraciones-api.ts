import { ESTADOS_DECLARACION } from '#shared/declaraciones/estados.ts';
import { Declaracion } from '#lib/data/declaraciones.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import type { Stack } from '#scripts/local/stack.ts';
import { cuantasDeclaraciones, DESPUES_DEL_BENCH } from './declaraciones.ts';
import {
  gettersDeAdministradores,
  medirEnTenants,
  PAGINA_CURSOR,
  paginaPorCursor,
  verificador,
  type ListFigure,
  type LlamadaDeTenant,
  type Page,
} from './list-api.ts';
import type { TenantMaestros } from './list-data.ts';

const VENTA = '/v1/declaraciones?tipo=venta&size=10';
const A_CONFIRMAR: number[] = [ESTADOS_DECLARACION.borrador.id, ESTADOS_DECLARACION.declarada.id];

/** The declarations screen's calls as the administration makes them (every sales declaration of the tenant). */
const CALLS: LlamadaDeTenant[] = [
  { etiqueta: 'declaraciones de venta, 1.ª página', ruta: `GET ${VENTA}`, prepare: async () => VENTA },
  {
    etiqueta: `declaraciones, página ${PAGINA_CURSOR} por cursor`,
    ruta: `… &cursor= (${PAGINA_CURSOR - 1} páginas siguiendo meta.nextCursor)`,
    prepare: (get) => paginaPorCursor(VENTA, get),
  },
  {
    etiqueta: 'declaraciones en dos estados',
    ruta: `… &estado=${A_CONFIRMAR.join(',')} (un cursor sobre dos consultas)`,
    prepare: async () => `${VENTA}&estado=${A_CONFIRMAR.join(',')}`,
  },
];

/** The tenant's sales declarations that are not the bench's (the demo's months), by state, read from the table. */
const ajenas = async (tenant: string) => {
  const db = new TenantDb(tenant);
  const estados: number[] = [];
  for await (const page of db.pages(
    Declaracion,
    'byTipo',
    { tipo: 'venta' },
    { range: { gte: [DESPUES_DEL_BENCH] }, limit: 100 },
  ))
    estados.push(...page.map((d) => d.estado));
  return estados;
};

/**
 * The sales declarations list of the small tenant and of the large one, read by each tenant's bench
 * administrator through the gateway. Totals (from counters) are checked against the generator plus
 * the demo's own declarations before anything is timed.
 */
export const benchDeclaraciones = async (
  stack: Stack,
  tenants: TenantMaestros[],
  log: (line: string) => void,
): Promise<{ figures: ListFigure[]; checks: string[] }> => {
  const getters = await gettersDeAdministradores(stack, tenants);
  const { checks, check } = verificador();
  for (const t of tenants) {
    const get = getters.get(t.tenant)!;
    const demo = await ajenas(t.tenant);
    const total = async (path: string) => ((await get(path)).body as Page).meta?.total;
    check(`declaraciones de venta de ${t.tenant}`, await total(VENTA), cuantasDeclaraciones(t) + demo.length);
    check(
      `declaraciones a confirmar o declaradas de ${t.tenant}`,
      await total(`${VENTA}&estado=${A_CONFIRMAR.join(',')}`),
      cuantasDeclaraciones(t, A_CONFIRMAR) + demo.filter((e) => A_CONFIRMAR.includes(e)).length,
    );
  }
  const figures = await medirEnTenants(CALLS, tenants, getters, log);
  return { figures, checks };
};
