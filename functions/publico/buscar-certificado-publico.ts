import { buscarCertificadoPublico } from '#shared/contract/operations/siniestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { certificadoDenunciable, noEncontrado } from '#lib/siniestros/certificado.ts';

/** Answers the certificate id only when number and tax id match the same issued certificate (specific trip or floating policy). */
export const handler = operationHandler(buscarCertificadoPublico, async ({ query }, { db }) => {
  const c = await certificadoDenunciable(db, query.Numero, query.CifCliente);
  if (!c) throw noEncontrado(query.Numero);
  return { id: c.certificado.id };
});
