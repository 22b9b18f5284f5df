import { TenantDb } from '#lib/data/model/db.ts';
import { aceptarBorradores } from '#lib/declaraciones/aceptacion.ts';
import { tenantJob } from '#lib/jobs/tenant-job.ts';

/** Daily, per tenant: drafts older than 5 days are taken as accepted (spec 2 §4.2). */
export const handler = tenantJob('aceptar-borradores', (tenantId, ctx) => aceptarBorradores(new TenantDb(tenantId), ctx.time));
