import { siguienteEstado, puedeTransicionar } from '#shared/viajes-especificos/estados.ts';
import type { Principal } from '../auth/principal.ts';
import { certificados, type CertificadoItem } from '../data/certificados.ts';
import { ConditionFailed } from '../data/table.ts';
import { hoyNegocio } from '../data/tarifario.ts';
import { publishEvent } from '../events/publish.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { enviarCorreo } from '../mail/send.ts';
import { alcanceDe } from './cotizador.ts';

const sumarDias = (dia: string, dias: number) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

/**
 * The insurer's decision on a certificate in approval. Only staff of the coverage's insurer decide
 * (an insurer never reaches another insurer's requests); the producer is notified by e-mail and an
 * event. An approved quote is valid again for the tenant's quote validity.
 */
export const decidir = async (principal: Principal, id: number, accion: 'aprobar' | 'rechazar', observaciones: string) => {
  const { table, tenant, usuario } = principal;
  const repo = certificados(table);
  const c = await repo.get(id, true);
  const alcance = alcanceDe(principal);
  if (!c || alcance.scope !== 'aseguradora' || c.oferta.cobertura.idAseguradora !== alcance.empresaId) {
    throw new NotFoundError('El certificado no existe.');
  }
  if (!puedeTransicionar(c.estado, accion)) throw new ConflictError('El certificado ya no está en aprobación.');
  const estado = siguienteEstado(c.estado, accion);
  const resultado = accion === 'aprobar' ? 'aprobado' : 'rechazado';
  const decidido: CertificadoItem = {
    ...c,
    estado,
    fechaEstado: new Date().toISOString(),
    solicitudAprobacion: {
      respuestas: c.solicitudAprobacion?.respuestas ?? [],
      contenedores: c.solicitudAprobacion?.contenedores ?? [],
      observacion: c.solicitudAprobacion?.observacion ?? null,
      decision: { resultado, observaciones, fecha: new Date().toISOString(), usuario: `${usuario.nombre} ${usuario.apellido}` },
    },
    venceEl: accion === 'aprobar' ? sumarDias(hoyNegocio(), tenant.validezCotizacionDias) : null,
    version: c.version + 1,
  };
  try {
    await table.transact([
      { put: repo.item(decidido), expected: { estado: c.estado, version: c.version } },
      ...(decidido.venceEl ? [{ put: repo.vencimientoItem(decidido) }] : []),
      {
        put: table.auditItem({
          entity: 'viaje-especifico',
          id,
          action: accion,
          by: usuario,
          from: c.estado,
          to: estado,
          detail: observaciones ? { observaciones } : undefined,
        }),
      },
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw new ConflictError('El certificado ya no está en aprobación.');
    throw err;
  }
  await Promise.all([
    publishEvent(tenant.id, accion === 'aprobar' ? 'CertificadoAprobado' : 'CertificadoRechazado', { id, observaciones }),
    enviarCorreo({
      para: [c.creadoPor.email],
      asunto: `Cotización ${id} ${resultado} por ${c.oferta.cobertura.aseguradora}`,
      texto: [
        `La solicitud de aprobación de la cotización ${id} (${c.oferta.cobertura.nombre}) fue ${resultado}.`,
        observaciones ? `Observaciones: ${observaciones}` : '',
        accion === 'aprobar' ? 'Ya podés emitirla desde el portal.' : '',
      ]
        .filter(Boolean)
        .join('\n'),
    }),
  ]);
  return { id, estado };
};
