import { siguienteEstado, puedeTransicionar } from '#shared/viajes-especificos/estados.ts';
import type { Principal } from '../auth/principal.ts';
import { CertificadoVE, pendienteVE, Vencimiento, type CertificadoItem } from '../data/certificados.ts';
import { ConditionFailed } from '../data/model/db.ts';
import { auditar } from '../data/plataforma.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { enviarCorreo } from '../ports/correo.ts';
import { publishEvent } from '../ports/eventos.ts';
import { alcanceDe } from './alcance.ts';
import { correoDecision } from './correos.ts';
import { venceElDe } from './guardar.ts';

/**
 * The insurer's decision on a certificate in approval. Only staff of the coverage's insurer decide
 * (an insurer never reaches another insurer's requests); the producer is notified by e-mail and an
 * event. Where the tenant lets quotes expire, an approved quote is valid again for that many days.
 */
export const decidir = async (principal: Principal, id: number, accion: 'aprobar' | 'rechazar', observaciones: string) => {
  const { db, tenant, usuario } = principal;
  const c = await db.get(CertificadoVE, { id }, { consistent: true });
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
    venceEl: accion === 'aprobar' ? venceElDe(tenant) : null,
    version: c.version + 1,
  };
  try {
    await db.write([
      ...CertificadoVE.put(decidido, { previous: c, when: { estado: c.estado, version: c.version } }),
      ...(decidido.venceEl ? Vencimiento.create({ venceEl: decidido.venceEl, id }) : []),
      ...pendienteVE(decidido, c),
      ...auditar({
        entidad: 'viaje-especifico',
        id,
        accion,
        por: usuario,
        desde: c.estado,
        hacia: estado,
        detalle: observaciones ? { observaciones } : undefined,
      }),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw new ConflictError('El certificado ya no está en aprobación.');
    throw err;
  }
  await Promise.all([
    publishEvent(tenant.id, accion === 'aprobar' ? 'CertificadoAprobado' : 'CertificadoRechazado', {
      id,
      version: decidido.version,
      observaciones,
    }),
    enviarCorreo(
      correoDecision({
        para: c.creadoPor.email,
        id,
        aprobada: accion === 'aprobar',
        cobertura: c.oferta.cobertura.nombre,
        aseguradora: c.oferta.cobertura.aseguradora,
        observaciones,
      }),
    ),
  ]);
  return { id, estado };
};
