import { puedeTransicionar, siguienteEstado } from '#shared/viajes-especificos/estados.ts';
import { certificados } from '#lib/data/certificados.ts';
import { ConditionFailed, TenantTable } from '#lib/data/table.ts';
import { hoyNegocio } from '#lib/data/tarifario.ts';
import { tenantJob } from '#lib/jobs/tenant-job.ts';

const SISTEMA = { id: 'sistema', email: 'planificador' };

/**
 * Daily, per tenant: every open quote whose validity ended (venceEl before today) becomes
 * cotizacionVencida (251). It reads only the due entries of the tenant's expiry index and removes
 * each entry in the same transaction as the transition, so a second run finds nothing to do.
 */
export const handler = tenantJob('vencer-cotizaciones', async (tenantId, ctx) => {
  const hoy = hoyNegocio(new Date(ctx.time));
  const table = new TenantTable(tenantId);
  const repo = certificados(table);
  let vencidas = 0;
  for (const entrada of await repo.vencidas(hoy)) {
    const c = await repo.get(entrada.id, true);
    const quitar = { delete: { pk: ['VE_VENCIMIENTOS'], sk: entrada.sk.slice(tenantId.length + 1).split('#') } };
    if (!c || !puedeTransicionar(c.estado, 'vencer') || !c.venceEl || c.venceEl >= hoy) {
      await table.transact([quitar]);
      continue;
    }
    const estado = siguienteEstado(c.estado, 'vencer');
    try {
      await table.transact([
        {
          put: repo.item({ ...c, estado, fechaEstado: new Date().toISOString(), venceEl: null, version: c.version + 1 }),
          expected: { estado: c.estado, version: c.version },
        },
        quitar,
        {
          put: table.auditItem({
            entity: 'viaje-especifico',
            id: c.id,
            action: 'vencer',
            by: SISTEMA,
            from: c.estado,
            to: estado,
          }),
        },
      ]);
      vencidas++;
    } catch (err) {
      // Someone issued or changed it meanwhile: their change wins; the next run re-evaluates.
      if (!(err instanceof ConditionFailed)) throw err;
    }
  }
  return { hoy, vencidas };
});
