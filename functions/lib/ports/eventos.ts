import { EVENT_SOURCE, type DomainEvent } from '#shared/contract/events.ts';
import { log } from '../http/logger.ts';
import { lazyAdapter } from './adapters.ts';
import type { Eventos } from './eventos/port.ts';

const adapter = lazyAdapter<Eventos>({
  local: () => import('./eventos/local.ts').then((m) => m.eventosLocal()),
  cloud: () => import('./eventos/eventbridge.ts').then((m) => m.eventosEventBridge()),
});

/**
 * The domain-events port: CertificadoEmitido, SiniestroDenunciado, ... on the bus, with the tenant
 * in the detail. A publish that fails is logged with the whole event, so it can be replayed; it
 * never undoes the change it reports.
 */
export const publishEvent = async (tenant: string, detailType: DomainEvent, detail: Record<string, unknown>): Promise<void> => {
  const evento = { source: EVENT_SOURCE, detailType, detail: { ...detail, tenant }, time: new Date().toISOString() };
  try {
    await (await adapter()).publicar(evento);
  } catch (err) {
    log.error('event not published', { evento, error: err instanceof Error ? err.message : String(err) });
  }
};
