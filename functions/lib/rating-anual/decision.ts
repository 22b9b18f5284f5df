import type { Principal } from '../auth/principal.ts';
import { once } from '../idempotency/idempotency.ts';
import { nombreUsuario } from './guardar.ts';
import { transicionarAnual } from './transicion.ts';

/**
 * The insurer's decision on a quote in approval: only the staff of the coverage's insurer (anyone
 * else reads it as not existing), audited with the observations, announced to the producer's side.
 */
export const decidirAnual = (
  principal: Principal,
  id: number,
  accion: 'aprobar' | 'rechazar',
  observaciones: string,
  headers: Record<string, string | undefined>,
) =>
  once(principal, `${accion}-certificado-anual:${id}`, headers, { observaciones }, async () => {
    const c = await transicionarAnual(principal, id, accion, {
      autorizado: (c) => principal.empresa.tipo === 'aseguradora' && c.oferta.cobertura.idAseguradora === principal.empresa.id,
      cambios: async () => ({
        set: {
          decision: {
            resultado: accion === 'aprobar' ? 'aprobado' : 'rechazado',
            observaciones,
            fecha: new Date().toISOString(),
            usuario: nombreUsuario(principal),
          },
        },
      }),
      detalle: observaciones ? { observaciones } : undefined,
      evento: accion === 'aprobar' ? 'CertificadoAprobado' : 'CertificadoRechazado',
    });
    return { id: c.id, estado: c.estado };
  });
