import { JOBS } from '#shared/contract/jobs.ts';
import { runInvocation } from '#lib/aws/context.ts';
import { ConditionFailed, TenantDb } from '#lib/data/model/db.ts';
import { Latido } from '#lib/data/plataforma.ts';
import { log } from '#lib/http/logger.ts';

const JOB = JOBS.find((j) => j.name === 'latido-planificador')!;

/** The heartbeat is the platform's, not a tenant's: it lives under the reserved `_system` tenant. */
const SISTEMA = new TenantDb('_system');

/**
 * Records that the scheduler is alive: one item per day with the last run and the number of runs.
 * Idempotent per run id: EventBridge may deliver an event twice, and the same id is counted once.
 */
export const handler = (event: { id?: string; time?: string } = {}) =>
  runInvocation(JOB.name, JOB, () => latido(event), { kind: 'job' });

const latido = async (event: { id?: string; time?: string }) => {
  const now = event.time ? new Date(event.time) : new Date();
  const dia = now.toISOString().slice(0, 10);
  const runId = event.id ?? now.toISOString();
  try {
    const latido = await SISTEMA.updated<typeof Latido>(
      Latido.update(
        { job: 'latido-planificador', dia },
        { set: { ultimaCorrida: now.toISOString(), ultimoId: runId }, add: { corridas: 1 } },
        { upsert: true, when: { ultimoId: { ne: runId } } },
      ),
    );
    log.info('job done', { job: 'latido-planificador', dia, corridas: latido.corridas });
    return { day: dia, corridas: latido.corridas };
  } catch (err) {
    if (err instanceof ConditionFailed) {
      log.info('job already ran for this event', { job: 'latido-planificador', runId });
      return { day: dia, corridas: null };
    }
    throw err;
  }
};
