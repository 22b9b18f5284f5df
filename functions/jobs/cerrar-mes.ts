import { clavePeriodo, periodoCerrado, periodoDeClave, periodoTerminado } from '#shared/declaraciones/periodo.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { generarBordereau } from '#lib/declaraciones/bordereau.ts';
import { cerrarMes } from '#lib/declaraciones/cierre.ts';
import { continuarDespues, limiteDeTiempo } from '#lib/jobs/continuar.ts';
import { tenantJob } from '#lib/jobs/tenant-job.ts';

/**
 * On the 1st, per tenant: the drafts of the month that ended (or of `--periodo AAAA-MM`, only a month
 * already over: closing a month still open would leave its later certificates out). When its time
 * budget runs out, the run queues itself again and the next one goes on.
 */
export const handler = tenantJob('cerrar-mes', async (tenantId, ctx) => {
  const periodo = ctx.args.periodo ? periodoDeClave(ctx.args.periodo) : periodoCerrado(ctx.time);
  if (!periodo) throw new Error(`Período inválido: ${ctx.args.periodo} (AAAA-MM)`);
  if (!periodoTerminado(periodo, new Date())) throw new Error(`El mes ${clavePeriodo(periodo)} todavía no terminó`);
  const db = new TenantDb(tenantId);
  // The bordereau every reader of a draft but a client gets (premium and markup; a technical one has
  // no markup column): made now, so the export is a link however many certificates it has.
  const resultado = await cerrarMes(db, periodo, {
    hastaMs: limiteDeTiempo(),
    alBorrador: async (d) => void (await generarBordereau(db, d, { prima: true, markup: true })),
  });
  if (!resultado.completo) {
    await continuarDespues({
      tenant: tenantId,
      time: ctx.time,
      id: ctx.id,
      args: { ...ctx.args, periodo: clavePeriodo(periodo) },
    });
  }
  return resultado;
});
