import { DOCUMENTOS_A_REUNIR, textoCobertura } from '#shared/siniestros/coberturas.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { contar } from '#shared/text/contar.ts';
import { fecha } from '#shared/text/fecha.ts';
import { formatearDinero } from '#shared/viajes-especificos/redondeo.ts';
import type { SiniestroItem } from '../data/siniestros.ts';
import type { Mensaje } from '../ports/correo/port.ts';

type Denunciado = Pick<
  SiniestroItem,
  | 'numero'
  | 'numeroCertificado'
  | 'origen'
  | 'cobertura'
  | 'fechaOcurrencia'
  | 'lugarOcurrencia'
  | 'montoReclamado'
  | 'contacto'
  | 'archivos'
  | 'certificado'
>;

/**
 * The two e-mails of a new claim, as pure functions so their content is tested. The claimant gets its
 * number, the certificate, the coverage and amount it claimed, the day it happened and what to gather;
 * the claims team what it needs to start: how it was filed, the day and place, the insurer and policy,
 * the coverage, the amount, the contact and the files received. Dates as the portal writes them.
 */
export const correosDenuncia = (tenant: Pick<Tenant, 'nombre' | 'emailSiniestros'>, s: Denunciado): [Mensaje, Mensaje] => {
  const monto = `USD ${formatearDinero(s.montoReclamado)}`;
  const cobertura = textoCobertura(s.cobertura);
  const c = s.certificado;
  return [
    {
      para: [s.contacto.email],
      asunto: `Recibimos su denuncia de siniestro ${s.numero}`,
      texto: [
        `Hola ${s.contacto.nombre}:`,
        `Registramos su denuncia ${s.numero} sobre el certificado ${s.numeroCertificado} (${cobertura}, ${monto}), por el siniestro del ${fecha(s.fechaOcurrencia)}.`,
        'Pronto nos comunicaremos. Mientras tanto, reúna esta documentación:',
        ...DOCUMENTOS_A_REUNIR.map((d) => `- ${d}`),
        tenant.nombre,
      ].join('\n'),
    },
    {
      para: [tenant.emailSiniestros],
      asunto: `Nueva denuncia ${s.numero} - certificado ${s.numeroCertificado}`,
      texto: [
        `Denuncia ${s.numero} (${s.origen === 'publico' ? 'aviso público' : 'carga interna'}) del siniestro ocurrido el ${fecha(s.fechaOcurrencia)} en ${s.lugarOcurrencia}.`,
        ...(c ? [`Aseguradora: ${c.aseguradora}${c.poliza ? `, póliza ${c.poliza}` : ''}.`] : []),
        `Cobertura indicada: ${cobertura}. Monto reclamado: ${monto}.`,
        `Contacto: ${s.contacto.nombre} <${s.contacto.email}> ${s.contacto.telefono}.`,
        `Archivos: ${contar(s.archivos.fotosDanio.length, 'foto', 'fotos')}, ${contar(s.archivos.facturas.length, 'factura', 'facturas')}, ${contar(s.archivos.otros.length, 'otro', 'otros')}.`,
      ].join('\n'),
    },
  ];
};
