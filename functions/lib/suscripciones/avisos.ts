import type { Tenant } from '#shared/tenants/tenant.ts';
import { estadoSuscripcion } from '#shared/suscripcion/estados.ts';
import { formatearDinero } from '#shared/viajes-especificos/redondeo.ts';
import type { SolicitudItemDe } from '../data/suscripciones.ts';
import { enviarCorreo } from '../ports/correo.ts';
import type { TipoSolicitud } from './tipo.ts';

const pie = (tenant: Tenant) => `${tenant.nombre}`;

const resumenDe = <S, R extends { sumaAsegurada: number }, F>(t: TipoSolicitud<S, R, F>, s: SolicitudItemDe<S>) =>
  `${s.asegurado.nombre} (${s.asegurado.cif}), ${s.moneda.simbolo} ${formatearDinero(t.datos.resumen(s.solicitud).sumaAsegurada)}`;

const mayuscula = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);

/** A new request: the desk hears of it, the requester gets its number. */
export const avisarNuevaSolicitud = <S, R extends { sumaAsegurada: number }, F>(
  t: TipoSolicitud<S, R, F>,
  tenant: Tenant,
  s: SolicitudItemDe<S>,
) =>
  Promise.all([
    enviarCorreo({
      para: [tenant.emailSuscripcion],
      asunto: `Nueva ${t.nombre} ${s.numero} - ${s.asegurado.nombre}`,
      texto: [
        `${s.empresa.nombre} (${s.creadoPor.nombre}, ${s.creadoPor.email}) solicita ${t.pedido}.`,
        `${mayuscula(t.parte.rotulo)}: ${resumenDe(t, s)}.`,
        ...t.lineasAviso(s.solicitud),
        pie(tenant),
      ].join('\n'),
    }),
    enviarCorreo({
      para: [s.creadoPor.email],
      asunto: `Recibimos su ${t.nombre} ${s.numero}`,
      texto: [
        `Registramos su solicitud ${s.numero} para ${resumenDe(t, s)}.`,
        'Le avisaremos por este medio cada novedad de la mesa de suscripción.',
        pie(tenant),
      ].join('\n'),
    }),
  ]);

/** A state change or a comment: the other side hears of it. */
export const avisarNovedad = <S, R extends { sumaAsegurada: number }, F>(
  t: TipoSolicitud<S, R, F>,
  tenant: Tenant,
  s: SolicitudItemDe<S>,
  n: { lado: 'suscripcion' | 'solicitante'; autor: string; texto: string; estado: number | null },
) =>
  enviarCorreo({
    para: [n.lado === 'suscripcion' ? s.creadoPor.email : tenant.emailSuscripcion],
    asunto:
      n.estado === null
        ? `Nuevo comentario en la ${t.nombre} ${s.numero}`
        : `${mayuscula(t.nombre)} ${s.numero}: ${estadoSuscripcion(n.estado).nombre}`,
    texto: [
      `Solicitud ${s.numero} (${resumenDe(t, s)}).`,
      ...(n.estado === null ? [] : [`Estado: ${estadoSuscripcion(n.estado).nombre}.`]),
      ...(n.texto ? [`${n.autor}: ${n.texto}`] : []),
      pie(tenant),
    ].join('\n'),
  });
