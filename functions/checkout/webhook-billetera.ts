import { webhookBilletera } from '#shared/contract/operations/checkout.ts';
import { header } from '#lib/auth/principal.ts';
import { cerrarIntencion, confirmarPago } from '#lib/checkout/pago.ts';
import { ForbiddenError } from '#lib/http/errors.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { billetera } from '#lib/ports/billetera.ts';
import { FIRMA_HEADER, firmaValida } from '#lib/ports/billetera/firma.ts';

/**
 * The wallet's notification. Only a body signed with the shared secret counts (403 otherwise, nothing
 * read); an approval pays the quote once (confirmarPago), a rejection closes the intention and leaves
 * the quote pending, to pay again.
 */
export const handler = operationHandler(webhookBilletera, async ({ body, event }, caller) => {
  const crudo = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  const secreto = await (await billetera()).secretoWebhook();
  if (!firmaValida(secreto, crudo, header(event, FIRMA_HEADER))) throw new ForbiddenError('Firma inválida');
  if (body.status === 'APPROVED') await confirmarPago(caller, body.externalIntentionId, body.id);
  else await cerrarIntencion(caller, body.externalIntentionId, body.id);
  return { recibido: true };
});
