import { listSaldos } from '#shared/contract/operations/declaraciones.ts';
import { saldosDe } from '#lib/declaraciones/saldos.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** Clients' balances (spec 1 §2.4) from the sales declarations' invoices and payments (see saldosDe). */
export const handler = operationHandler(listSaldos, ({ query }, principal) => saldosDe(principal.db, query));
