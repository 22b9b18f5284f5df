import { getParametrosAseguradora } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { tarifario } from '#lib/data/tarifario.ts';

export const handler = operationHandler(getParametrosAseguradora, async (_req, { db }) => {
  const { parametros } = await tarifario(db);
  return {
    data: Object.values(parametros).map((p) => ({
      idAseguradora: p.idAseguradora,
      cuotasPermitidas: p.cuotasPermitidas,
      formasDePagoPermitidasIds: p.formasDePagoPermitidasIds,
      recargoAdmin: p.recargoAdmin,
      comisionProductor: p.comisionProductor,
      comisionPredeterminada: p.comisionPredeterminada,
      recargoAdminPredeterminado: p.recargoAdminPredeterminado,
    })),
  };
});
