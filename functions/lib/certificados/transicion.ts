import { puedeCarga, TRANSICIONES_CARGA, type AccionCarga } from '#shared/certificados/carga.ts';
import type { DomainEvent } from '#shared/contract/events.ts';
import { estadoPorId } from '#shared/viajes-especificos/estados.ts';
import type { Principal } from '../auth/principal.ts';
import {
  CertificadoCarga,
  guardarCertificadoCarga,
  type CertificadoCargaItem,
  type RamoCertificado,
} from '../data/certificados-carga.ts';
import type { WriteOp } from '../data/model/entity.ts';
import { Auditoria, MAX_HISTORIAL } from '../data/plataforma.ts';
import { transicionVersionada } from '../data/transicion-versionada.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../http/errors.ts';
import { alcanceCargaDe, alcanzaCarga } from './alcance.ts';
import { ENTIDAD_CARGA } from './vista.ts';

export const NO_EXISTE = 'El certificado no existe.';
export const CAMBIO_DE_ESTADO = 'El certificado cambió de estado: no se puede realizar la operación.';

/** The kind's name in its operation ids (…-certificado-carga, …-certificado-contenedores): idempotency scopes. */
export const SUFIJO: Record<RamoCertificado, string> = { transporte: 'carga', contenedores: 'contenedores' };

/** What a transition may set besides the state (the kind, the request and the price never change). */
type CambiosDeEstado = 'nroCertificado' | 'fechaEmision' | 'codigoVerificacion' | 'decision' | 'baja';

export interface Transicion {
  /** Who may act beyond reaching the certificate (the insurer's decisions); false answers 404. */
  autorizado?: (c: CertificadoCargaItem) => boolean;
  /** Why this caller, who reaches the certificate, may not take the action on it (a late baja), as a 403 message, or null. */
  prohibido?: (c: CertificadoCargaItem) => string | null;
  /** A refusal particular to the action (a declared certificate's baja), as a 409 message, or null. */
  impedimento?: (c: CertificadoCargaItem) => string | null;
  /** The attributes the action changes, and writes of its own for the same transaction (a number). */
  cambios?: (c: CertificadoCargaItem) => Promise<{ set: Partial<Pick<CertificadoCargaItem, CambiosDeEstado>>; ops?: WriteOp[] }>;
  detalle?: Record<string, unknown>;
  evento?: DomainEvent;
}

/**
 * The certificate of that kind the principal reaches, or 404 (a cargo certificate's id on a container
 * operation, or the other way round, is one that does not exist there).
 */
export const leerCertificado = async <R extends RamoCertificado>(
  principal: Principal,
  ramo: R,
  id: number,
  consistent = false,
): Promise<Extract<CertificadoCargaItem, { ramo: R }>> => {
  const c = await principal.db.get(CertificadoCarga, { id }, { consistent });
  if (!c || c.ramo !== ramo || !alcanzaCarga(alcanceCargaDe(principal), c)) throw new NotFoundError(NO_EXISTE);
  // Checked just above: the compiler does not narrow a union on a generic kind.
  return c as Extract<CertificadoCargaItem, { ramo: R }>;
};

/** A certificate of that kind the principal reaches (404 otherwise) with its audit trail. */
export const leerConHistorial = async <R extends RamoCertificado>(principal: Principal, ramo: R, id: number) => {
  const [c, historial] = await Promise.all([
    leerCertificado(principal, ramo, id),
    principal.db.query(Auditoria, 'primary', { entidad: ENTIDAD_CARGA, entidadId: String(id) }, { limit: MAX_HISTORIAL }),
  ]);
  return { c, historial: historial.items };
};

/**
 * One state change of a certificate of either kind: read, check kind, scope and state, write the new version
 * conditional on the state and version read (of two concurrent changes one wins, the other gets 409,
 * with no number consumed), audit it in the same transaction and announce it on the bus.
 */
export const transicionar = async (
  principal: Principal,
  ramo: RamoCertificado,
  id: number,
  accion: AccionCarga,
  t: Transicion = {},
) =>
  respuestaTransicion(
    await transicionVersionada<CertificadoCargaItem>(principal, {
      entidad: ENTIDAD_CARGA,
      id,
      accion,
      leer: () => leerCertificado(principal, ramo, id, true),
      comprobar: (c) => {
        if (t.autorizado && !t.autorizado(c)) throw new NotFoundError(NO_EXISTE);
        if (!puedeCarga(c.estado, accion)) throw new ConflictError(CAMBIO_DE_ESTADO);
        const prohibido = t.prohibido?.(c);
        if (prohibido) throw new ForbiddenError(prohibido);
        const impedimento = t.impedimento?.(c);
        if (impedimento) throw new ConflictError(impedimento);
      },
      hacia: () => TRANSICIONES_CARGA[accion].hacia,
      cambios: t.cambios,
      guardar: guardarCertificadoCarga,
      cambioDeEstado: CAMBIO_DE_ESTADO,
      detalle: t.detalle,
      evento: t.evento
        ? {
            tipo: t.evento,
            datos: (nuevo) => ({
              id,
              ramo: nuevo.ramo,
              version: nuevo.version,
              estado: nuevo.estado,
              nroCertificado: nuevo.nroCertificado,
              polizaId: nuevo.polizaId,
              aseguradoraId: nuevo.aseguradoraId,
              emisorId: nuevo.emisorId,
              prima: nuevo.resultado.prima,
              precioFinal: nuevo.resultado.precioFinal,
              moneda: nuevo.resultado.moneda.id,
            }),
          }
        : undefined,
    }),
  );

export const respuestaTransicion = (c: Pick<CertificadoCargaItem, 'id' | 'estado' | 'nroCertificado' | 'version'>) => ({
  id: c.id,
  estado: { id: c.estado, nombre: estadoPorId(c.estado).nombre },
  nroCertificado: c.nroCertificado,
  version: c.version,
});
