import { puedeTransicionar, siguienteEstado } from '#shared/viajes-especificos/estados.ts';
import { TENANTS } from '#shared/tenants/tenants.ts';
import { certificados } from '#lib/data/certificados.ts';
import { ConditionFailed, TenantTable } from '#lib/data/table.ts';
import { hoyNegocio } from '#lib/data/tarifario.ts';
import { log } from '#lib/http/logger.ts';

const SISTEMA = { id: 'sistema', email: 'planificador' };

/**
 * Daily: every open quote whose validity ended (venceEl before today) becomes cotizacionVencida
 * (251). It reads only the due entries of each tenant's expiry index and removes each entry in the
 * same transaction as the transition, so a second run finds nothing to do.
 */
export const handler = async (event: { time?: string } = {}) => {
  const hoy = hoyNegocio(event.time ? new Date(event.time) : new Date());
  let vencidas = 0;
  for (const tenant of TENANTS) {
    const table = new TenantTable(tenant.id);
    const repo = certificados(table);
    for (const entrada of await repo.vencidas(hoy)) {
      const c = await repo.get(entrada.id, true);
      const quitar = { delete: { pk: ['VE_VENCIMIENTOS'], sk: entrada.sk.slice(tenant.id.length + 1).split('#') } };
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
  }
  log.info('job done', { job: 'vencer-cotizaciones', hoy, vencidas });
  return { hoy, vencidas };
};
