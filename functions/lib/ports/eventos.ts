import { EVENT_SOURCE, type DomainEvent } from '#shared/contract/events.ts';
import { avisoNoEntregado } from './avisos.ts';
import { lazyAdapter } from './adapters.ts';
import { EventoNoPublicado, type Eventos } from './eventos/port.ts';

const adapter = lazyAdapter<Eventos>({
  local: () => import('./eventos/local.ts').then((m) => m.eventosLocal()),
  cloud: () => import('./eventos/eventbridge.ts').then((m) => m.eventosEventBridge()),
});

/**
 * The domain-events port: CertificadoEmitido, SiniestroDenunciado, ... on the bus, with the tenant
 * in the detail. An event the bus did not accept is logged whole (it can be replayed with `aws events
 * put-events`) and counted; it fails a job or subscriber run (retried) and leaves an API operation's
 * committed change in place (see avisoNoEntregado).
 */
export const publishEvent = async (tenant: string, detailType: DomainEvent, detail: Record<string, unknown>): Promise<void> => {
  const evento = { source: EVENT_SOURCE, detailType, detail: { ...detail, tenant }, time: new Date().toISOString() };
  try {
    await (await adapter()).publicar(evento);
  } catch (err) {
    avisoNoEntregado('evento', { evento, ...(err instanceof EventoNoPublicado ? { codigo: err.codigo } : {}) }, err);
  }
};
