import { descargarDocumentoCarga } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { enlaceDocumento } from '#lib/certificados/descarga.ts';

/** A fresh 5-minute link to the certificate's or the quotation's PDF, asked for on click. */
export const handler = operationHandler(descargarDocumentoCarga, ({ params }, principal) =>
  enlaceDocumento(principal, 'transporte', Number(params.id), params.tipo),
);
