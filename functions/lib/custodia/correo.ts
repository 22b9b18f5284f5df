import type { CustodiaDeCertificado } from '#shared/contract/schemas/custodia.ts';
import { tarifaCustodia } from '#shared/custodia/tarifa.ts';
import { fecha } from '#shared/text/fecha.ts';
import type { Mensaje } from '../ports/correo/port.ts';

type Cotizacion = NonNullable<CustodiaDeCertificado['cotizacion']>;
type Contratacion = NonNullable<CustodiaDeCertificado['contratacion']>;

/** A place by the name the user picked; a quote from before names were kept, by its coordinates. */
const lugar = (l: Cotizacion['from']) => l.nombre ?? `${l.latitude.toFixed(4)}, ${l.longitude.toFixed(4)}`;

/**
 * The hire's e-mail to its contact: which certificate, the route, the price (with its currency),
 * when it starts (the portal's dd/mm/aaaa and the 24-hour time the form took) and who drives.
 */
export const correoContratacion = (
  numero: string,
  cotizacion: Cotizacion,
  c: Omit<Contratacion, 'fecha' | 'usuario'>,
  remitente: string,
): Mensaje => {
  const inicio = `${fecha(c.date)} a las ${c.hour}`;
  const { phone } = c.driver;
  return {
    para: [c.email],
    asunto: `Custodia contratada para el certificado ${numero}: ${inicio}`,
    texto: [
      `Se contrató la custodia "${cotizacion.plan.name}" (${cotizacion.plan.description}) para el certificado ${numero}.`,
      `Recorrido: ${lugar(cotizacion.from)} → ${lugar(cotizacion.to)}.`,
      `Precio: ${tarifaCustodia(c.rate)}.`,
      `Inicio: ${inicio}.`,
      `Chofer: ${c.driver.name} (${c.driver.company}), patente ${c.driver.licensePlate}, teléfono ${phone.codeCountry} ${phone.area} ${phone.number}.`,
      ...(c.tripDetails ? [`Detalles: ${c.tripDetails}`] : []),
      remitente,
    ].join('\n'),
  };
};
