import { listCertificadosPoliza } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { pagina } from '#lib/http/pagina.ts';
import { alcanceCargaDe, visibilidadDe } from '#lib/certificados/alcance.ts';
import { filaCarga } from '#lib/certificados/vista.ts';
import { CertificadoCarga } from '#lib/data/certificados-carga.ts';
import { Poliza } from '#lib/data/polizas.ts';

/**
 * The cargo certificates of a policy, newest state change first, for who sees all of that policy's
 * certificates: the administration, or the policy's insurer (another insurer's policy answers 404).
 */
export const handler = operationHandler(listCertificadosPoliza, async ({ params, query }, principal) => {
  const { db } = principal;
  const polizaId = Number(params.id);
  const a = alcanceCargaDe(principal);
  const poliza = await db.get(Poliza, { id: polizaId });
  if (!poliza || !(a.tipo === 'todos' || (a.tipo === 'aseguradora' && poliza.aseguradoraId === a.id)))
    throw new NotFoundError('La póliza no existe.');
  const page = await db.query(
    CertificadoCarga,
    'byPoliza',
    { polizaId },
    { limit: query.size, cursor: query.cursor, order: query.direccion },
  );
  const v = visibilidadDe(principal);
  return pagina(page, query.size, null, (f) => filaCarga(f, v));
});
