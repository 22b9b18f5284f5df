import type { SaldoFila } from '#shared/contract/schemas/declaracion.ts';
import { periodoDeClave } from '#shared/declaraciones/periodo.ts';
import { catalogo, hoyNegocio } from '../data/catalogos.ts';
import { adeudadoTotal, Declaracion, saldoDe, type DeclaracionItem } from '../data/declaraciones.ts';
import { counterValues } from '../data/model/counters.ts';
import type { TenantDb } from '../data/model/db.ts';

/** Invoices read per client: a balance screen is a statement, not an archive. */
export const MAX_FACTURAS_POR_CLIENTE = 200;

export interface ConsultaSaldos {
  clientes: number[];
  desde?: string | undefined;
  hasta?: string | undefined;
}

/** An invoice's state as the balances show it (spec 1 §3.4: Pagada, Vencida; and pending). */
export const estadoSaldo = (d: DeclaracionItem, hoy: string): SaldoFila['estado'] =>
  d.pagada ? 'Pagada' : d.factura && d.factura.vto < hoy ? 'Vencida' : 'Pendiente';

const fila = (d: DeclaracionItem, hoy: string): SaldoFila => {
  const f = d.factura!;
  const periodo = periodoDeClave(d.periodo)!;
  const metodos = [...new Set(d.pagos.map((p) => p.metodo))];
  return {
    declaracionId: d.id,
    cliente: { id: d.parteId, nombre: d.emisor?.nombre ?? String(d.parteId) },
    periodo: { mes: periodo.mes, anio: periodo.anio },
    numero: f.numero,
    fecha: f.fecha,
    vto: f.vto,
    metodoPago: metodos.length ? metodos.join(', ') : null,
    moneda: d.moneda,
    importe: f.importe,
    saldo: saldoDe(d),
    estado: estadoSaldo(d, hoy),
  };
};

/**
 * The balances of the chosen clients (the issuing companies the sales declarations bill): their
 * invoices in the date range, one Query per client on the index of invoices by date (at most
 * MAX_FACTURAS_POR_CLIENTE each, newest first), and what each owes today per currency, from counters.
 */
export const saldosDe = async (db: TenantDb, q: ConsultaSaldos) => {
  const hoy = hoyNegocio();
  const range =
    q.desde || q.hasta ? { range: { gte: q.desde ? [q.desde] : undefined, lte: q.hasta ? [q.hasta] : undefined } } : {};
  const [paginas, monedas] = await Promise.all([
    Promise.all(
      q.clientes.map((deudorId) =>
        db.query(Declaracion, 'byDeudor', { deudorId }, { limit: MAX_FACTURAS_POR_CLIENTE, order: 'desc', ...range }),
      ),
    ),
    catalogo(db, 'monedas'),
  ]);
  const refs = q.clientes.flatMap((c) => monedas.map((m) => ({ ref: adeudadoTotal('venta', c, m.id), moneda: m })));
  const valores = await counterValues(
    db,
    refs.map((r) => r.ref),
  );
  const porMoneda = new Map<number, { moneda: { id: number; simbolo: string }; monto: number }>();
  refs.forEach((r, i) => {
    const v = valores[i] ?? 0;
    if (Math.abs(v) < 0.005) return;
    const t = porMoneda.get(r.moneda.id) ?? { moneda: { id: r.moneda.id, simbolo: r.moneda.simbolo }, monto: 0 };
    t.monto = Math.round((t.monto + v) * 100) / 100;
    porMoneda.set(r.moneda.id, t);
  });
  const data = paginas
    .flatMap((p) => p.items as DeclaracionItem[])
    .filter((d) => d.factura)
    .map((d) => fila(d, hoy))
    .sort((a, b) => (a.fecha === b.fecha ? a.numero.localeCompare(b.numero) : a.fecha < b.fecha ? 1 : -1));
  return { data, totalAdeudado: [...porMoneda.values()], meta: { truncado: paginas.some((p) => p.cursor !== null) } };
};
