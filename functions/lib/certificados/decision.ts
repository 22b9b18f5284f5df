import type { Principal } from '../auth/principal.ts';
import type { RamoCertificado } from '../data/certificados-carga.ts';
import { once } from '../idempotency/idempotency.ts';
import { alcanceCargaDe } from './alcance.ts';
import { SUFIJO, transicionar } from './transicion.ts';

/**
 * The decision on a certificate of either kind in approval: the policy's insurer's staff decide (the
 * administration too); anyone else, even one who reaches the certificate, gets 404 as for another's.
 */
export const decidirCertificado = (
  principal: Principal,
  ramo: RamoCertificado,
  id: number,
  accion: 'aprobar' | 'rechazar',
  observaciones: string,
  headers: Record<string, string | undefined>,
) =>
  once(principal, `${accion}-certificado-${SUFIJO[ramo]}:${id}`, headers, { observaciones }, () => {
    const a = alcanceCargaDe(principal);
    const usuario = `${principal.usuario.nombre} ${principal.usuario.apellido}`;
    return transicionar(principal, ramo, id, accion, {
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
