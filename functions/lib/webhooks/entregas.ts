import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { Principal } from '../auth/principal.ts';
import { ConditionFailed } from '../data/model/db.ts';
import { auditar } from '../data/plataforma.ts';
import { EntregaWebhook, type EntregaWebhookItem } from '../data/webhooks.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { colas } from '../ports/colas.ts';
import { endpointDeEmpresa } from './endpoints.ts';

type Quien = Pick<Principal, 'db' | 'usuario' | 'empresaId' | 'tenant'>;

export const ENTREGAR = 'entregar-webhook';
/** The delivery log keeps each delivery this long (DynamoDB TTL). */
export const RETENCION_DIAS = 30;
const DIA_MS = 24 * 60 * 60 * 1000;
export const YA_PENDIENTE = 'La entrega todavía está pendiente: se va a reintentar sola.';

/** What the worker's queue carries: which delivery, and which attempt (1-based) the message is for. */
export const mensajeEntregaSchema = z.object({
  tenant: z.string().check(z.maxLength(40)),
  empresaId: z.int().check(z.positive()),
  endpointId: z.string().check(z.length(36)),
  entregaId: z.string().check(z.maxLength(29)),
  intento: z.int().check(z.positive()),
});
export type MensajeEntrega = z.infer<typeof mensajeEntregaSchema>;

export const encolarIntento = async (m: MensajeEntrega, demoraSegundos = 0) =>
  (await colas()).encolar(ENTREGAR, { ...m }, demoraSegundos);

/**
 * A delivery's id, the same every time the bus hands the subscriber the event (record 0171): the
 * event's time to the second, so an endpoint's log reads newest first, then a hash of its id.
 */
export const idEntrega = (eventoId: string, time: string): string =>
  `${time.replace(/[-:]/g, '').slice(0, 15)}Z-${createHash('sha256').update(eventoId).digest('hex').slice(0, 12)}`;

export const expiraEn = (desdeMs: number) => Math.floor((desdeMs + RETENCION_DIAS * DIA_MS) / 1000);

export const vistaEntrega = (e: EntregaWebhookItem) => ({
  id: e.id,
  tipo: e.tipo,
  estado: e.estado,
  intentos: e.intentos,
  creada: e.creada,
  proximoIntento: e.proximoIntento === null ? null : new Date(e.proximoIntento).toISOString(),
  historial: e.historial,
  carga: e.carga,
});

export const listarEntregas = async (quien: Quien, endpointId: string, pagina: { size: number; cursor?: string }) => {
  await endpointDeEmpresa(quien, endpointId);
  const page = await quien.db.query(
    EntregaWebhook,
    'primary',
    { empresaId: quien.empresaId, endpointId },
    { limit: pagina.size, cursor: pagina.cursor, order: 'desc' },
  );
  return { data: page.items.map(vistaEntrega), meta: { size: pagina.size, nextCursor: page.cursor, total: null } };
};

/**
 * Delivers a delivered or failed one again: same id and body, a new 24 h window. The state changes
 * first (only from what was read, so two clicks queue one), then the message; if the queue refuses
 * it, the state goes back and the answer is an error, so nothing is left pending that no message serves.
 */
export const reenviarEntrega = async (quien: Quien, endpointId: string, entregaId: string) => {
  await endpointDeEmpresa(quien, endpointId);
  const key = { empresaId: quien.empresaId, endpointId, id: entregaId };
  const e = await quien.db.get(EntregaWebhook, key, { consistent: true });
  if (!e) throw new NotFoundError();
  if (e.estado === 'pendiente') throw new ConflictError(YA_PENDIENTE);
  const antes = { estado: e.estado, intentos: e.intentos };
  let despues: EntregaWebhookItem;
  try {
    despues = await quien.db.updated<typeof EntregaWebhook>(
      EntregaWebhook.update(
        key,
        {
          set: {
            estado: 'pendiente',
            ventana: null,
            proximoIntento: null,
            enCurso: 'libre',
            expiraEn: Math.max(e.expiraEn, expiraEn(Date.now() - (RETENCION_DIAS - 2) * DIA_MS)),
          },
        },
        { when: antes },
      ),
    );
  } catch (err) {
    throw err instanceof ConditionFailed ? new ConflictError(YA_PENDIENTE) : err;
  }
  try {
    await encolarIntento({ tenant: quien.tenant.id, empresaId: quien.empresaId, endpointId, entregaId, intento: e.intentos + 1 });
  } catch (err) {
    await quien.db.write(
      EntregaWebhook.update(key, { set: { estado: e.estado } }, { when: { estado: 'pendiente', intentos: e.intentos } }),
    );
    throw err;
  }
  await quien.db.write(
    auditar({
      entidad: 'entrega-webhook',
      id: `${endpointId}/${entregaId}`,
      accion: 'reenviar',
      por: quien.usuario,
      desde: e.estado,
    }),
  );
  return vistaEntrega(despues);
};
