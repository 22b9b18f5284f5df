import { TenantDb } from '#lib/data/model/db.ts';
import { hoyNegocio } from '#lib/data/tarifario.ts';
import { tenantJob } from '#lib/jobs/tenant-job.ts';
import { vencerCotizaciones } from '#lib/viajes/vencer.ts';

/** Daily, per tenant: open quotes whose validity ended become cotizacionVencida (251). */
export const handler = tenantJob('vencer-cotizaciones', async (tenantId, ctx) => {
  const hoy = hoyNegocio(new Date(ctx.time));
  return { hoy, vencidas: await vencerCotizaciones(new TenantDb(tenantId), hoy) };
});
