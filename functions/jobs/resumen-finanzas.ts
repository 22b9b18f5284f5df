import { TenantDb } from '#lib/data/model/db.ts';
import { resumenFinanzas } from '#lib/declaraciones/resumen.ts';
import { tenantJob } from '#lib/jobs/tenant-job.ts';

/** Daily, per tenant: finance's digest of the declarations that changed, with the open balances (see resumenFinanzas). */
export const handler = tenantJob('resumen-finanzas', (tenantId, ctx) => resumenFinanzas(new TenantDb(tenantId), ctx.time));
