/**
 * The boat-insurance checkout's payment intention (spec 3 §3.12, §9): one pleasure-boat policy, in
 * pesos, the price rounded to cents, valid 6 minutes from its creation, known to the wallet by the
 * quote's id. Built on the server only: the browser never states a price.
 */
export const PRODUCTO_EMBARCACION = 'Seguro de embarcación de placer';
export const VIGENCIA_INTENCION_MS = 6 * 60_000;
/** Renewals of an expired intention a quote may take: enough for a person, a wall for a script. */
export const MAX_INTENCIONES = 20;

export interface IntencionDePago {
  productName: string;
  price: number;
  quantity: 1;
  currency: 'ARS';
  externalIntentionId: string;
  expirationDate: string;
  message: string;
}

export const intencionDePago = (q: { id: string; nombre: string; total: number }, ahora: Date): IntencionDePago => ({
  productName: PRODUCTO_EMBARCACION,
  price: Math.round(q.total * 100) / 100,
  quantity: 1,
  currency: 'ARS',
  externalIntentionId: q.id,
  expirationDate: new Date(ahora.getTime() + VIGENCIA_INTENCION_MS).toISOString(),
  message: `Seguro de la embarcación ${q.nombre}`,
});

/** Whether an intention can no longer be paid. */
export const vencida = (i: { expira: string }, ahora: Date): boolean => Date.parse(i.expira) <= ahora.getTime();
