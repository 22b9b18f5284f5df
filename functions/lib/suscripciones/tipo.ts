import type { Permission } from '#shared/auth/permissions.ts';
import type { DomainEvent } from '#shared/contract/events.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import type { Solicitudes } from '../data/suscripciones.ts';

/** The list row as stored: the common columns and what the kind lifts into it. */
export type FilaItemDe<R> = {
  id: number;
  numero: string;
  estado: number;
  fechaEstado: string;
  creado: string;
  asegurado: { id: number; nombre: string; cif: string };
  empresa: { id: number; nombre: string };
  moneda: { id: number; simbolo: string };
} & R;

/**
 * One kind of request to the insurer's desk (a marine cargo business to underwrite, a customs bond to
 * quote). The kinds share the states, the timeline, the access rule and the notices; this says what
 * differs: the data, who answers, the number's prefix, where the form names the party and the
 * currency, what the mails and the list row say.
 */
export interface TipoSolicitud<S, R extends { sumaAsegurada: number }, F> {
  datos: Solicitudes<S, R>;
  /** The audit's entity and the idempotency prefix. */
  entidad: string;
  /** The human number's prefix (MC-00000001). */
  prefijo: string;
  /** The desk: who sees every request of the tenant and moves them on. */
  gestionar: Permission;
  /** 'solicitud de suscripción', in the mails' subjects. */
  nombre: string;
  /** 'suscribir un negocio de Marine Carga - Transportes', in the desk's mail. */
  pedido: string;
  eventos: { solicitada: DomainEvent; actualizada: DomainEvent };
  /** Where the form names the party (the insured, the tomador: its `rotulo`) and the currency, for the 400. */
  parte: { campo: string; noExiste: string; rotulo: string; id: (s: S) => number };
  moneda: { campo: string; id: (s: S) => number };
  /** What the desk's first mail says of the request beyond the party and the sum. */
  lineasAviso: (s: S) => string[];
  /** Whether the tenant offers this kind (its menu flag); absent: always. */
  habilitado?: (tenant: Tenant) => boolean;
  /** The contract's list row. */
  fila: (f: FilaItemDe<R>) => F;
}
