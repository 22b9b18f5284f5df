import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { subscriberEntry } from '#shared/contract/define.ts';
import { SUBSCRIBERS } from '#shared/contract/subscribers.ts';
import { onLocalEvent } from '#lib/ports/eventos/local.ts';
import type { BusEvent } from '#lib/subscribers/subscriber.ts';
import { ROOT } from './config.ts';
import { colaFinanzasLocal } from './finanzas.ts';

type Handler = (event: BusEvent) => Promise<unknown>;

const ATTEMPTS = 5;
const pending = new Set<Promise<void>>();
let registered = false;

/** Deliveries still running (tests and the bench wait for them). */
export const settleEvents = async (): Promise<void> => {
  while (pending.size) await Promise.allSettled([...pending]);
};

const deliver = async (name: string, event: BusEvent): Promise<void> => {
  const { handler } = (await import(pathToFileURL(path.join(ROOT, subscriberEntry({ name }))).href)) as { handler: Handler };
  for (let attempt = 1; ; attempt++) {
    try {
      await handler(event);
      return;
    } catch (err) {
      if (attempt >= ATTEMPTS) {
        console.error(
          JSON.stringify({ level: 'error', message: 'event delivery failed', subscriber: name, event, error: String(err) }),
        );
        return;
      }
      await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
    }
  }
};

/**
 * The local stand-in for the bus's rules: each published event goes, asynchronously and with
 * retries, to the contract's subscribers that listen to it, in the shape EventBridge delivers.
 */
export const routeEventsLocally = (): void => {
  if (registered) return;
  registered = true;
  const finanzas = process.env.FINANZAS_LOCAL_DIR;
  if (finanzas) onLocalEvent(colaFinanzasLocal(finanzas));
  onLocalEvent((e) => {
    // EventBridge gives each event a UUID and its time to the second.
    const time = `${e.time.slice(0, 19)}Z`;
    const event: BusEvent = { id: randomUUID(), time, 'detail-type': e.detailType, detail: e.detail };
    for (const s of SUBSCRIBERS.filter((sub) => sub.events.includes(e.detailType))) {
      const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() => deliver(s.name, event));
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    }
  });
};
