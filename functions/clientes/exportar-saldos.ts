import { exportarSaldos } from '#shared/contract/operations/declaraciones.ts';
import { saldosDe } from '#lib/declaraciones/saldos.ts';
import { guardarExportacion, saldosXlsx } from '#lib/declaraciones/saldos-xlsx.ts';
import { presignDownload } from '#lib/files/storage.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** The balances screen's 'Exportar': the same rows and total as an XLSX, by a short-lived link. */
export const handler = operationHandler(exportarSaldos, async ({ query }, principal) => {
  const saldos = await saldosDe(principal, query);
  const key = await guardarExportacion(principal.tenant.id, 'saldos.xlsx', await saldosXlsx(saldos.data, saldos.totalAdeudado));
  return { url: await presignDownload(key, 'saldos.xlsx') };
});
