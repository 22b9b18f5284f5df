import type { IntencionDePago } from '#shared/checkout/intencion.ts';

/** What the wallet answers for a new intention: its id, the QR the payer scans and the page that pays it. */
export interface IntencionCreada {
  id: string;
  qr: string;
  urlPago: string;
}

export type EstadoIntencion = 'pendiente' | 'aprobada' | 'rechazada' | 'vencida';

/**
 * The payment wallet (spec 3 §2.8's provider): creates intentions with the portal's credentials,
 * answers an intention's state, and signs its notifications with a secret shared with the portal.
 */
export interface Billetera {
  crearIntencion(intencion: IntencionDePago, avisos: { webhookUrl: string }): Promise<IntencionCreada>;
  estado(intencionId: string): Promise<EstadoIntencion>;
  /** The secret the notifications are signed with (HMAC-SHA256 of the raw body, hex, header x-firma). */
  secretoWebhook(): Promise<string>;
}
