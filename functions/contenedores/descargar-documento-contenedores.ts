import { descargarDocumentoContenedores } from '#shared/contract/operations/contenedores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { enlaceDocumento } from '#lib/certificados/descarga.ts';

/** A fresh 5-minute link to the container certificate's or its quotation's PDF, asked for on click. */
export const handler = operationHandler(descargarDocumentoContenedores, ({ params }, principal) =>
  enlaceDocumento(principal, 'contenedores', Number(params.id), params.tipo),
);
