import type { DomainEvent } from '#shared/contract/events.ts';

/** A domain event as the bus carries it: its name and a detail that always names the tenant. */
export interface Evento {
  source: string;
  detailType: DomainEvent;
  detail: { tenant: string } & Record<string, unknown>;
  time: string;
}

export interface Eventos {
  publicar(evento: Evento): Promise<void>;
}
