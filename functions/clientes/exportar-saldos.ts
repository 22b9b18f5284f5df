import { exportarSaldos } from '#shared/contract/operations/declaraciones.ts';
import { pedirExportacion } from '#lib/exportaciones/exportacion.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** The balances screen's 'Exportar': the same rows and total as an XLSX, built by the export worker. */
export const handler = operationHandler(exportarSaldos, ({ query }, principal) =>
  pedirExportacion(principal, { tipo: 'saldos', ...query }, 'saldos.xlsx'),
);
