import { randomUUID } from 'node:crypto';
import { subirArchivoPublico } from '#shared/contract/operations/siniestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { presignArchivo } from '#lib/siniestros/archivos.ts';
import { certificadoDenunciable, llamantePublico, noEncontrado } from '#lib/siniestros/certificado.ts';

/** Upload slots only for someone who proved number and tax id of an issued certificate. */
export const handler = operationHandler(subirArchivoPublico, async ({ body }, { db }) => {
  const c = await certificadoDenunciable(db, body.numeroCertificado, body.cif);
  if (!c || c.certificado.id !== body.idCertificado) throw noEncontrado(body.numeroCertificado);
  const ambito = { llamante: llamantePublico(c), destino: 'denuncia' } as const;
  return presignArchivo(db, ambito, 'subidas-denuncias', `${c.certificado.id}-${randomUUID().slice(0, 8)}`, body);
});
