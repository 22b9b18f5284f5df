import type { Tenant } from '#shared/tenants/tenant.ts';
import { estadoSuscripcion } from '#shared/suscripcion/estados.ts';
import { formatearDinero } from '#shared/viajes-especificos/redondeo.ts';
import type { SolicitudSuscripcionItem } from '../data/suscripciones.ts';
import { enviarCorreo } from '../ports/correo.ts';

const pie = (tenant: Tenant) => `${tenant.nombre}`;
const resumen = (s: SolicitudSuscripcionItem) =>
  `${s.asegurado.nombre} (${s.asegurado.cif}), ${s.moneda.simbolo} ${formatearDinero(s.solicitud.bienesAsegurado.sumaAsegurada)}`;

/** A new request: the desk hears of it, the requester gets its number. */
export const avisarNuevaSolicitud = (tenant: Tenant, s: SolicitudSuscripcionItem) =>
  Promise.all([
    enviarCorreo({
      para: [tenant.emailSuscripcion],
      asunto: `Nueva solicitud de suscripción ${s.numero} - ${s.asegurado.nombre}`,
      texto: [
        `${s.empresa.nombre} (${s.creadoPor.nombre}, ${s.creadoPor.email}) solicita suscribir un negocio de Marine Carga - Transportes.`,
        `Asegurado: ${resumen(s)}.`,
        `Cobertura requerida: ${s.solicitud.cobertura.requerida}.`,
        pie(tenant),
      ].join('\n'),
    }),
    enviarCorreo({
      para: [s.creadoPor.email],
      asunto: `Recibimos su solicitud de suscripción ${s.numero}`,
      texto: [
        `Registramos su solicitud ${s.numero} para ${resumen(s)}.`,
        'Le avisaremos por este medio cada novedad de la mesa de suscripción.',
        pie(tenant),
      ].join('\n'),
    }),
  ]);

/** A state change or a comment: the other side hears of it. */
export const avisarNovedad = (
  tenant: Tenant,
  s: SolicitudSuscripcionItem,
  n: { lado: 'suscripcion' | 'solicitante'; autor: string; texto: string; estado: number | null },
) =>
  enviarCorreo({
    para: [n.lado === 'suscripcion' ? s.creadoPor.email : tenant.emailSuscripcion],
    asunto:
      n.estado === null
        ? `Nuevo comentario en la solicitud de suscripción ${s.numero}`
        : `Solicitud de suscripción ${s.numero}: ${estadoSuscripcion(n.estado).nombre}`,
    texto: [
      `Solicitud ${s.numero} (${resumen(s)}).`,
      ...(n.estado === null ? [] : [`Estado: ${estadoSuscripcion(n.estado).nombre}.`]),
      ...(n.texto ? [`${n.autor}: ${n.texto}`] : []),
      pie(tenant),
    ].join('\n'),
  });
