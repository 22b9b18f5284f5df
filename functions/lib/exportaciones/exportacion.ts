import { randomUUID } from 'node:crypto';
import { ERROR_EXPORTACION, type Exportacion as ExportacionVista } from '#shared/contract/schemas/exportacion.ts';
import { WORKERS } from '#shared/contract/workers.ts';
import type { Principal } from '../auth/principal.ts';
import { Exportacion, type ExportacionItem, type PedidoExportacion } from '../data/exportaciones.ts';
import { presignDownload } from '../files/storage.ts';
import { NotFoundError } from '../http/errors.ts';
import { colas } from '../ports/colas.ts';

export const GENERAR_EXPORTACION = 'generar-exportacion';
const worker = WORKERS.find((w) => w.name === GENERAR_EXPORTACION)!;

/** A day: long enough to come back for the link, short enough that nobody keeps an archive here. */
const VIDA_S = 24 * 60 * 60;
/**
 * A pending export older than this is reported failed: its worker had its time (its timeout and a
 * margin) and did not write a state, so it was cut off. The queue may still build it on its retry.
 */
export const PENDIENTE_MAX_MS = (worker.timeoutSeconds + 60) * 1000;

/** What the message to the worker carries: where to find the export; the rest it reads from the table. */
export interface MensajeExportacion {
  tenant: string;
  usuarioId: number;
  id: string;
}

/** An export as its owner sees it: a fresh 5-minute link once ready, and a worker cut off is a failure. */
export const vistaExportacion = async (e: ExportacionItem, ahora = Date.now()): Promise<ExportacionVista> => {
  if (e.estado === 'lista' && e.key) return { id: e.id, estado: 'lista', url: await presignDownload(e.key, e.nombreArchivo) };
  if (e.estado === 'fallida' || ahora - Date.parse(e.creada) > PENDIENTE_MAX_MS)
    return { id: e.id, estado: 'fallida', mensaje: ERROR_EXPORTACION };
  return { id: e.id, estado: 'pendiente' };
};

/**
 * Records an export for the caller and, unless its file is already there (`hecha`: a bordereau the
 * month close built), queues it for the worker. The record is written first, so the worker finds it.
 */
export const pedirExportacion = async (
  principal: Principal,
  pedido: PedidoExportacion,
  nombreArchivo: string,
  hecha?: string,
): Promise<ExportacionVista> => {
  const ahora = new Date();
  const item: ExportacionItem = {
    usuarioId: principal.usuario.id,
    id: randomUUID(),
    pedido,
    estado: hecha ? 'lista' : 'pendiente',
    key: hecha,
    nombreArchivo,
    creada: ahora.toISOString(),
    expiraEn: Math.floor(ahora.getTime() / 1000) + VIDA_S,
  };
  await principal.db.write(Exportacion.create(item));
  if (!hecha) {
    const mensaje: MensajeExportacion = { tenant: principal.tenant.id, usuarioId: item.usuarioId, id: item.id };
    await (await colas()).encolar(GENERAR_EXPORTACION, { ...mensaje });
  }
  return vistaExportacion(item, ahora.getTime());
};

/** The caller's own export: another user's id (or another tenant's) is not found. */
export const exportacionDelCaller = async (principal: Principal, id: string): Promise<ExportacionVista> => {
  const e = await principal.db.get(Exportacion, { usuarioId: principal.usuario.id, id }, { consistent: true });
  if (!e) throw new NotFoundError('La exportación no existe o venció.');
  return vistaExportacion(e);
};
