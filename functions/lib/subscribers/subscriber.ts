import { DOMAIN_EVENTS, type DomainEvent } from '#shared/contract/events.ts';
import { SUBSCRIBERS } from '#shared/contract/subscribers.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { runInvocation } from '../aws/context.ts';
import { TenantDb } from '../data/model/db.ts';
import { log } from '../http/logger.ts';

/** The shape EventBridge hands a rule's Lambda target (and the local rules copy). */
export interface BusEvent {
  id?: string;
  /** ISO 8601 to the second (EventBridge's `time`). */
  time?: string;
  'detail-type': string;
  detail: { tenant?: unknown } & Record<string, unknown>;
}

export interface Delivery {
  /** The bus's id of the event: the same on every retry of its delivery. */
  id: string;
  time: string;
  tipo: DomainEvent;
  detail: Record<string, unknown>;
  tenant: Tenant;
  db: TenantDb;
}

/**
 * Wraps a subscriber: checks the event is one it listens to and names a known tenant (the only
 * source of the tenant here), and logs one line per delivery. EventBridge invokes the function
 * asynchronously, so its rule's retries and dead-letter queue cover only a delivery that never reached
 * Lambda: a thrown error gets Lambda's own retries of the asynchronous invocation, and after the last
 * one the event lands in the function's on-failure destination (infra SchedulesStack), where an alarm
 * watches it.
 */
export const subscriber = (name: string, handle: (d: Delivery) => Promise<unknown>) => {
  const spec = SUBSCRIBERS.find((s) => s.name === name);
  if (!spec) throw new Error(`subscriber ${name} is not in the contract`);
  return (event: BusEvent) =>
    runInvocation(
      name,
      spec,
      async () => {
        const started = performance.now();
        const tipo = event['detail-type'] as DomainEvent;
        const tenant = findTenant(typeof event.detail?.tenant === 'string' ? event.detail.tenant : '');
        if (!DOMAIN_EVENTS.includes(tipo) || !spec.events.includes(tipo) || !tenant) {
          log.warn('event ignored', { subscriber: name, tipo, tenant: event.detail?.tenant });
          return;
        }
        const result = await handle({
          id: event.id ?? '',
          time: event.time ?? new Date().toISOString(),
          tipo,
          detail: event.detail,
          tenant,
          db: new TenantDb(tenant.id),
        });
        log.info('event handled', {
          subscriber: name,
          tipo,
          tenant: tenant.id,
          latencyMs: Math.round(performance.now() - started),
        });
        return result;
      },
      { kind: 'subscriber' },
    );
};
