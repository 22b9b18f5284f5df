import { TENANTS } from '#shared/tenants/tenants.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { hoyNegocio } from '#lib/data/tarifario.ts';
import { log } from '#lib/http/logger.ts';
import { vencerCotizaciones } from '#lib/viajes/vencer.ts';

/** Daily: open quotes whose validity ended become cotizacionVencida (251). */
export const handler = async (event: { time?: string } = {}) => {
  const hoy = hoyNegocio(event.time ? new Date(event.time) : new Date());
  let vencidas = 0;
  for (const tenant of TENANTS) vencidas += await vencerCotizaciones(new TenantDb(tenant.id), hoy);
  log.info('job done', { job: 'vencer-cotizaciones', hoy, vencidas });
  return { hoy, vencidas };
};
