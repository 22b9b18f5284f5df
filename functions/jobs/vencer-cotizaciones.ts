import { findTenant } from '#shared/tenants/tenants.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { hoyNegocio } from '#lib/data/tarifario.ts';
import { tenantJob } from '#lib/jobs/tenant-job.ts';
import { vencerCotizaciones } from '#lib/viajes/vencer.ts';

/**
 * Daily, per tenant: open quotes whose validity ended become cotizacionVencida (251). Spec 3 has no
 * expiry, so it runs only for a tenant that sets `vencimientoCotizacionDias`; for every other tenant it
 * reads nothing and changes nothing, even quotes that carry an expiry day from before the setting.
 */
export const handler = tenantJob('vencer-cotizaciones', async (tenantId, ctx) => {
  const hoy = hoyNegocio(new Date(ctx.time));
  if (findTenant(tenantId)?.vencimientoCotizacionDias == null) return { hoy, vencidas: 0, activo: false };
  return { hoy, vencidas: await vencerCotizaciones(new TenantDb(tenantId), hoy), activo: true };
});
