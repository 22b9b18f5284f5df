import { findTenant } from '#shared/tenants/tenants.ts';
import { Declaracion } from '../data/declaraciones.ts';
import { Exportacion, type PedidoExportacion } from '../data/exportaciones.ts';
import { TenantDb } from '../data/model/db.ts';
import { bordereauDe } from '../declaraciones/bordereau.ts';
import { saldosDe } from '../declaraciones/saldos.ts';
import { guardarExportacion, saldosXlsx } from '../declaraciones/saldos-xlsx.ts';
import type { MensajeExportacion } from './exportacion.ts';

/** A message names a known tenant (every key begins with it), a user and an export id, or it is refused. */
const leerMensaje = (cuerpo: unknown): MensajeExportacion => {
  const m = (cuerpo ?? {}) as Partial<MensajeExportacion>;
  if (typeof m.tenant !== 'string' || !findTenant(m.tenant)) throw new Error(`unknown tenant ${JSON.stringify(m.tenant)}`);
  if (!Number.isInteger(m.usuarioId) || typeof m.id !== 'string' || !m.id) throw new Error('invalid export message');
  return m as MensajeExportacion;
};

/** Builds the file of a request and answers its key: the bordereau streamed into S3, or the balances' workbook. */
const construir = async (db: TenantDb, pedido: PedidoExportacion): Promise<string> => {
  if (pedido.tipo === 'bordereau') {
    const d = await db.get(Declaracion, { id: pedido.declaracionId }, { consistent: true });
    if (!d) throw new Error(`declaración ${pedido.declaracionId} inexistente`);
    return bordereauDe(db, d, pedido.visibilidad);
  }
  const saldos = await saldosDe(db, pedido);
  return guardarExportacion(db.tenant, 'saldos.xlsx', await saldosXlsx(saldos.data, saldos.totalAdeudado));
};

/**
 * The export worker's body: builds what was asked and marks the export `lista` with its file. A
 * failure marks it `fallida` at once (the person waiting is told, and may ask again) and is thrown, so
 * the queue tries again later and then parks the message in its dead-letter queue: a bordereau built
 * on a retry is kept for the next request. A repeated message, or one whose export expired, does nothing.
 */
export const generarExportacion = async (cuerpo: unknown): Promise<{ estado: string }> => {
  const m = leerMensaje(cuerpo);
  const db = new TenantDb(m.tenant);
  const clave = { usuarioId: m.usuarioId, id: m.id };
  const e = await db.get(Exportacion, clave, { consistent: true });
  if (!e) return { estado: 'vencida' };
  if (e.estado === 'lista') return { estado: 'lista' };
  try {
    const key = await construir(db, e.pedido);
    await db.write(Exportacion.update(clave, { set: { estado: 'lista', key } }));
    return { estado: 'lista' };
  } catch (err) {
    await db.write(Exportacion.update(clave, { set: { estado: 'fallida' } }));
    throw err;
  }
};
