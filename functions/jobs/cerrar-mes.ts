import { ESTADOS_DECLARACION } from '#shared/declaraciones/estados.ts';
import {
  clavePeriodo,
  ID_DECLARACION,
  periodoCerrado,
  periodoDeClave,
  periodoTerminado,
  type Periodo,
} from '#shared/declaraciones/periodo.ts';
import { Declaracion } from '#lib/data/declaraciones.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { generarBordereau } from '#lib/declaraciones/bordereau.ts';
import { hacerBorradores } from '#lib/declaraciones/cierre/borradores.ts';
import { iniciarCierre, leerCierre, segmentosTerminados, terminarRonda, type Ronda } from '#lib/declaraciones/cierre/ronda.ts';
import { cerrarSegmento } from '#lib/declaraciones/cierre/segmento.ts';
import { esSegmentoParalelo, RESTO } from '#lib/declaraciones/cierre/segmentos.ts';
import { continuarDespues, limiteDeTiempo } from '#lib/jobs/continuar.ts';
import { tenantJob, type TenantJobContext } from '#lib/jobs/tenant-job.ts';
import { encolarCorridas } from '#lib/ports/cola-trabajos.ts';

const JOB = 'cerrar-mes';

/** What every step of one run knows: the tenant's table, the month, the instant, the budget, and how to queue. */
interface Paso {
  db: TenantDb;
  periodo: Periodo;
  clave: string;
  ahora: string;
  hastaMs: number | undefined;
  args: Record<string, string>;
  /** Queues runs of this job for the same tenant, schedule event and month. */
  encolar: (args: Record<string, string>[]) => Promise<void>;
  /** Queues this same run again: the next one goes on where this one stopped. */
  seguir: () => Promise<void>;
}

const rondaDe = (p: Paso): Ronda => {
  const ronda = Number(p.args.ronda);
  if (!Number.isInteger(ronda) || ronda < 1) throw new Error(`Ronda inválida: ${p.args.ronda}`);
  return { periodo: p.periodo, clave: p.clave, ronda };
};

const encolarFinal = (p: Paso, ronda: number) => p.encolar([{ paso: 'final', ronda: String(ronda) }]);

/** Starts the month's round (or resumes the one under way) and queues its segments, or its last step when none is left. */
const inicio = async (p: Paso) => {
  const i = await iniciarCierre(p.db, p.periodo, p.ahora);
  const ronda = String(i.ronda);
  if (i.pendientes.length) await p.encolar(i.pendientes.map((segmento) => ({ paso: 'segmento', ronda, segmento })));
  else await encolarFinal(p, i.ronda);
  return { paso: 'inicio', ...i };
};

/** One segment; the run that ends the round's last one queues the last step. */
const segmento = async (p: Paso) => {
  const r = rondaDe(p);
  const nombre = p.args.segmento ?? '';
  if (!esSegmentoParalelo(nombre)) throw new Error(`Segmento inválido: ${nombre}`);
  const hecho = await cerrarSegmento({ ...r, db: p.db, segmento: nombre, ahora: p.ahora }, p.hastaMs);
  if (!hecho.completo) await p.seguir();
  else if (segmentosTerminados(await leerCierre(p.db, p.clave), r.ronda)) await encolarFinal(p, r.ronda);
  return { paso: 'segmento', ronda: r.ronda, segmento: nombre, ...hecho };
};

/**
 * Once every segment has ended: what none of them found, then the drafts; the run that ends the
 * round queues one bordereau run per declaration the round opened (a bordereau it did not get is
 * built when someone exports it).
 */
const final = async (p: Paso) => {
  const r = rondaDe(p);
  if (!segmentosTerminados(await leerCierre(p.db, p.clave), r.ronda)) return { paso: 'final', ronda: r.ronda, completo: false };
  const resto = await cerrarSegmento({ ...r, db: p.db, segmento: RESTO, ahora: p.ahora }, p.hastaMs);
  const borradores = resto.completo ? await hacerBorradores(p.db, r, p.ahora, p.hastaMs) : null;
  if (!borradores?.completo) {
    await p.seguir();
    return { paso: 'final', ronda: r.ronda, completo: false, resto, borradores: borradores?.hechos ?? 0 };
  }
  if (await terminarRonda(p.db, r, p.ahora)) {
    await p.encolar(borradores.deLaRonda.map((declaracion) => ({ paso: 'bordereau', declaracion })));
  }
  return { paso: 'final', ronda: r.ronda, completo: true, resto, borradores: borradores.hechos };
};

/** The bordereau every reader of a draft but a client gets (premium and markup; a technical one has no markup column). */
const bordereau = async (p: Paso) => {
  const id = p.args.declaracion ?? '';
  if (!ID_DECLARACION.test(id) || !id.startsWith(p.clave)) throw new Error(`Declaración inválida: ${id}`);
  const d = await p.db.get(Declaracion, { id }, { consistent: true });
  if (!d || d.estado === ESTADOS_DECLARACION.enProceso.id) throw new Error(`La declaración ${id} no es un borrador`);
  await generarBordereau(p.db, d, { prima: true, markup: true });
  return { paso: 'bordereau', declaracion: id };
};

const PASOS = new Map<string, (p: Paso) => Promise<Record<string, unknown>>>(Object.entries({ segmento, final, bordereau }));

/**
 * On the 1st, per tenant: the drafts of the month that ended (or of `--periodo AAAA-MM`, only a month
 * already over: closing a month still open would leave its later certificates out), in steps that each
 * run as their own invocation from the job's queue: the start (no `paso`: the schedule, or a run by
 * hand), one per segment (`paso=segmento`), the last step (`paso=final`) and one per draft's
 * bordereau (`paso=bordereau`). Every step works within a time budget, queues itself again to go on,
 * and is idempotent.
 */
export const handler = tenantJob(JOB, async (tenant, ctx: TenantJobContext) => {
  const periodo = ctx.args.periodo ? periodoDeClave(ctx.args.periodo) : periodoCerrado(ctx.time);
  if (!periodo) throw new Error(`Período inválido: ${ctx.args.periodo} (AAAA-MM)`);
  if (!periodoTerminado(periodo, new Date())) throw new Error(`El mes ${clavePeriodo(periodo)} todavía no terminó`);
  const clave = clavePeriodo(periodo);
  const corrida = (args: Record<string, string>) => ({ tenant, time: ctx.time, id: ctx.id, args: { ...args, periodo: clave } });
  const p: Paso = {
    db: new TenantDb(tenant),
    periodo,
    clave,
    ahora: new Date().toISOString(),
    hastaMs: limiteDeTiempo(),
    args: ctx.args,
    encolar: (args) => encolarCorridas(JOB, args.map(corrida)),
    seguir: () => continuarDespues(JOB, corrida(ctx.args)),
  };
  const paso = ctx.args.paso;
  if (paso === undefined) return { periodo: clave, ...(await inicio(p)) };
  const ejecutar = PASOS.get(paso);
  if (!ejecutar) throw new Error(`Paso desconocido: ${paso}`);
  return { periodo: clave, ...(await ejecutar(p)) };
});
