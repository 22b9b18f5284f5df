import type { DomainEvent } from '#shared/contract/events.ts';
import type { Principal } from '../auth/principal.ts';
import { ConflictError } from '../http/errors.ts';
import { publishEvent } from '../ports/eventos.ts';
import { ConditionFailed } from './model/db.ts';
import type { WriteOp } from './model/entity.ts';
import { auditar } from './plataforma.ts';

/** Tries when the transaction lost a race it can win on a new read (another issue took the number first). */
const MAX_INTENTOS = 5;
const OCUPADO = 'Se están emitiendo otros certificados en este momento: volvé a intentar.';

interface Versionado {
  estado: number;
  fechaEstado: string;
  version: number;
}

export interface PasoVersionado<T extends Versionado> {
  entidad: string;
  id: number;
  accion: string;
  /** A consistent read of the item the principal reaches (it throws 404 otherwise). */
  leer: () => Promise<T>;
  /** Throws when the action cannot run on what was read (scope, state, the action's rule). */
  comprobar: (c: T) => void;
  hacia: (c: T) => number;
  /** The attributes the action changes, and writes of its own for the same transaction (a number). */
  cambios?: (c: T) => Promise<{ set: Partial<T>; ops?: WriteOp[] }>;
  /** The conditional writes of the new version against the one read. */
  guardar: (antes: T, nuevo: T) => WriteOp[];
  /** The 409 when the item kept changing under every try. */
  cambioDeEstado: string;
  detalle?: Record<string, unknown>;
  evento?: { tipo: DomainEvent; datos: (nuevo: T) => Record<string, unknown> };
}

/**
 * One state change of a versioned item (a certificate, an annual quote): read it consistently, check
 * it, write the new version conditional on the state and version read (of two concurrent changes one
 * wins, the other gets 409, with no number consumed), audit it in the same transaction and announce it.
 */
export const transicionVersionada = async <T extends Versionado>(principal: Principal, p: PasoVersionado<T>): Promise<T> => {
  for (let intento = 1; ; intento++) {
    const c = await p.leer();
    p.comprobar(c);
    const { set, ops = [] } = p.cambios ? await p.cambios(c) : { set: {} };
    const hacia = p.hacia(c);
    const nuevo: T = {
      ...c,
      ...set,
      estado: hacia,
      fechaEstado: hacia === c.estado ? c.fechaEstado : new Date().toISOString(),
      version: c.version + 1,
    };
    try {
      await principal.db.write([
        ...ops,
        ...p.guardar(c, nuevo),
        ...auditar({
          entidad: p.entidad,
          id: p.id,
          accion: p.accion,
          por: principal.usuario,
          desde: c.estado,
          hacia,
          detalle: p.detalle,
        }),
      ]);
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // A race lost on its own writes (a number) is retried; one lost on the item reads it again (and answers 409 there).
      if (intento >= MAX_INTENTOS) throw new ConflictError(ops.length ? OCUPADO : p.cambioDeEstado);
      continue;
    }
    if (p.evento) await publishEvent(principal.tenant.id, p.evento.tipo, p.evento.datos(nuevo));
    return nuevo;
  }
};
