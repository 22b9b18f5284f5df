import type { DomainEvent } from '../contract/events.ts';

/**
 * The events a partner company can subscribe an endpoint to (issue 30 item 3), by the id the partner
 * sees in the payload's `tipo`, each backed by one domain event on the bus. The id is dotted and stable
 * so a partner's code never depends on the bus's internal names; the label is `webhooks.evento.<id>`
 * in es-AR.json / pt-BR.json.
 */
export const EVENTOS_WEBHOOK = {
  'certificado.emitido': 'CertificadoEmitido',
  'certificado.dado_de_baja': 'CertificadoDadoDeBaja',
  'declaracion.en_borrador': 'DeclaracionEnBorrador',
  'declaracion.facturada': 'FacturaCargada',
  'declaracion.pagada': 'DeclaracionPagada',
  'siniestro.estado_cambiado': 'SiniestroEstadoCambiado',
  'custodia.contratada': 'CustodiaContratada',
} as const satisfies Record<string, DomainEvent>;

export type EventoWebhook = keyof typeof EVENTOS_WEBHOOK;

export const IDS_EVENTO_WEBHOOK = Object.keys(EVENTOS_WEBHOOK) as EventoWebhook[];

/** The webhook id of a domain event, or undefined when partners cannot subscribe to it. */
export function eventoWebhookDe(evento: string): EventoWebhook | undefined {
  return IDS_EVENTO_WEBHOOK.find((id) => EVENTOS_WEBHOOK[id] === evento);
}

/** The i18n key of an event's label. */
export const etiquetaEvento = (id: EventoWebhook) => `webhooks.evento.${id}`;
