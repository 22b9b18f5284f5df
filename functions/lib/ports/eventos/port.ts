import type { DomainEvent } from '#shared/contract/events.ts';

/** A domain event as the bus carries it: its name and a detail that always names the tenant. */
export interface Evento {
  source: string;
  detailType: DomainEvent;
  detail: { tenant: string } & Record<string, unknown>;
  time: string;
}

/** An event the bus did not accept: `codigo` is the bus's own error code (PutEvents' ErrorCode). */
export class EventoNoPublicado extends Error {
  override readonly name = 'EventoNoPublicado';

  constructor(
    readonly codigo: string,
    message: string,
  ) {
    super(`${codigo}: ${message}`);
  }
}

/** Publishes one event; an adapter throws EventoNoPublicado when the bus did not accept it. */
export interface Eventos {
  publicar(evento: Evento): Promise<void>;
}
