import type { Principal } from '../auth/principal.ts';
import { once } from '../idempotency/idempotency.ts';
import { alcanceCargaDe } from './alcance.ts';
import { transicionar } from './transicion.ts';

/**
 * The decision on a cargo certificate in approval: the policy's insurer's staff decide (the
 * administration too); anyone else, even one who reaches the certificate, gets 404 as for another's.
 */
export const decidirCarga = (
  principal: Principal,
  id: number,
  accion: 'aprobar' | 'rechazar',
  observaciones: string,
  headers: Record<string, string | undefined>,
) =>
  once(principal, `${accion}-certificado-carga:${id}`, headers, { observaciones }, () => {
    const a = alcanceCargaDe(principal);
    const usuario = `${principal.usuario.nombre} ${principal.usuario.apellido}`;
    return transicionar(principal, id, accion, {
      autorizado: (c) => a.tipo === 'todos' || (a.tipo === 'aseguradora' && c.aseguradoraId === a.id),
      cambios: async () => ({
        set: {
          decision: {
            resultado: accion === 'aprobar' ? 'aprobado' : 'rechazado',
            observaciones,
            fecha: new Date().toISOString(),
            usuario,
          },
        },
      }),
      detalle: observaciones ? { observaciones } : undefined,
      evento: accion === 'aprobar' ? 'CertificadoAprobado' : 'CertificadoRechazado',
    });
  });
