import { ESTADOS_SUSCRIPCION } from '#shared/suscripcion/estados.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { SolicitudSuscripcion } from '#lib/data/suscripciones.ts';
import type { Stack } from '#scripts/local/stack.ts';
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
import { cuantasSuscripciones, DESPUES_DEL_BENCH } from './suscripciones.ts';

const BANDEJA = '/v1/marine-carga/transporte?size=10';
const RECIBIDAS = `${BANDEJA}&estado=${ESTADOS_SUSCRIPCION.recibida.id}`;

/** The underwriting desk's queue as the administration reads it (every request of the tenant). */
const CALLS: LlamadaDeTenant[] = [
  { etiqueta: 'solicitudes de suscripción, 1.ª página', ruta: `GET ${BANDEJA}`, prepare: async () => BANDEJA },
  {
    etiqueta: `solicitudes, página ${PAGINA_CURSOR} por cursor`,
    ruta: `… &cursor= (${PAGINA_CURSOR - 1} páginas siguiendo meta.nextCursor)`,
    prepare: (get) => paginaPorCursor(BANDEJA, get),
  },
  { etiqueta: 'solicitudes recibidas', ruta: `… &estado=${ESTADOS_SUSCRIPCION.recibida.id}`, prepare: async () => RECIBIDAS },
];

/** The tenant's requests that are not the bench's (filed after its years), by state, read from the table. */
const ajenas = async (tenant: string) => {
  const db = new TenantDb(tenant);
  const estados: number[] = [];
  for await (const page of db.pages(
    SolicitudSuscripcion,
    'byTenant',
    { listado: 'todas' },
    { range: { gte: [DESPUES_DEL_BENCH] }, limit: 100 },
  ))
    estados.push(...page.map((s) => s.estado));
  return estados;
};

/**
 * The desk's queue of the small tenant and of the large one, read by each tenant's bench
 * administrator through the gateway. Totals (from counters) are checked against the generator plus
 * the tenant's own requests before anything is timed.
 */
export const benchSuscripciones = async (
  stack: Stack,
  tenants: TenantMaestros[],
  log: (line: string) => void,
): Promise<{ figures: ListFigure[]; checks: string[] }> => {
  const getters = await gettersDeAdministradores(stack, tenants);
  const { checks, check } = verificador();
  const recibida = ESTADOS_SUSCRIPCION.recibida.id;
  for (const t of tenants) {
    const get = getters.get(t.tenant)!;
    const otras = await ajenas(t.tenant);
    const total = async (path: string) => ((await get(path)).body as Page).meta?.total;
    check(`solicitudes de suscripción de ${t.tenant}`, await total(BANDEJA), cuantasSuscripciones(t) + otras.length);
    check(
      `solicitudes recibidas de ${t.tenant}`,
      await total(RECIBIDAS),
      cuantasSuscripciones(t, recibida) + otras.filter((e) => e === recibida).length,
    );
  }
  const figures = await medirEnTenants(CALLS, tenants, getters, log);
  return { figures, checks };
};
