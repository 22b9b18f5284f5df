import { useQuery } from '@tanstack/react-query';
import type { Query } from '#shared/contract/define.ts';
import { exportarSaldos, listSaldos } from '#shared/contract/operations/declaraciones.ts';
import { apiCall } from '#web/lib/api-client.ts';

export interface ConsultaSaldos {
  clientes: number[];
  desde?: string;
  hasta?: string;
}

const query = (c: ConsultaSaldos) =>
  ({
    clientes: c.clientes.join(','),
    ...(c.desde ? { desde: c.desde } : {}),
    ...(c.hasta ? { hasta: c.hasta } : {}),
  }) as unknown as Query<typeof listSaldos>;

/** GET /v1/clientes/saldos, once 'Consultar Saldo' was pressed (idle before). */
export const useSaldos = (c: ConsultaSaldos | null) =>
  useQuery({
    queryKey: ['saldos', c] as const,
    queryFn: ({ signal }) => apiCall(listSaldos, { query: query(c!), signal }),
    enabled: c !== null && c.clientes.length > 0,
  });

/** The same balances as an XLSX the server builds (BotonExportar follows it to its link). */
export const pedirExportacionSaldos = (c: ConsultaSaldos) => apiCall(exportarSaldos, { query: query(c) });
