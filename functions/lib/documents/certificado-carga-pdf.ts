import { rgb } from 'pdf-lib';
import type { CertificadoCarga } from '#shared/contract/schemas/certificado-carga.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { fecha, importe } from './format.ts';
import { line, nuevaHoja, section, write } from './hoja.ts';

const TITULOS = {
  certificado: 'Certificado de seguro de carga - Póliza flotante',
  cotizacion: 'Cotización de certificado de carga - Póliza flotante',
} as const;

/**
 * Renders a cargo certificate (issued) or its quotation in Spanish: client, beneficiary, policy and
 * insurer, the trip, the goods and sum insured, and the price the client pays. It is the client's
 * paper: it shows the final price, never the premium nor the issuer's markup.
 */
export const renderCertificadoCargaPdf = async (
  c: CertificadoCarga,
  tipo: keyof typeof TITULOS,
  tenant: Tenant,
): Promise<Uint8Array> => {
  const numero = c.nroCertificado ? `Certificado N° ${c.nroCertificado}` : `Cotización N° ${c.id}`;
  const { doc, page, pen, brand } = await nuevaHoja(tenant, TITULOS[tipo], `${TITULOS[tipo]} ${numero}`);
  const { font, bold } = pen;
  const $ = (n: number | undefined) => (n === undefined ? '-' : `${c.moneda.simbolo} ${importe(n)}`);
  write(page, numero, { x: 50, y: pen.y, size: 14, font: bold });
  write(page, `Estado: ${c.estado.nombre}  -  ${fecha(c.fechaEstado)}`, { x: 330, y: pen.y, size: 10, font });
  pen.y -= 24;

  section(pen, 'Partes', brand);
  line(pen, 'Cliente', c.cliente.nombre);
  line(pen, 'Beneficiario', c.beneficiario ? `${c.beneficiario.nombre} (CIF ${c.beneficiario.cif})` : '-');
  line(pen, 'Emisor', c.emisor.nombre);

  section(pen, 'Póliza', brand);
  line(pen, 'Aseguradora', c.poliza.aseguradora.nombre);
  line(pen, 'Póliza', c.poliza.numero);
  if (c.endoso) line(pen, 'Endoso', c.endoso.nombre);

  section(pen, 'Viaje', brand);
  line(pen, 'Trayecto', `${c.origen.nombre} a ${c.destino.nombre} (${c.riesgo})`);
  line(pen, 'Medios de transporte', c.tiposTransporte.map((t) => t.nombre).join(', '));
  line(pen, 'Fecha de salida', fecha(c.fechaSalida));

  section(pen, 'Mercadería y suma asegurada', brand);
  const s = c.solicitud;
  line(pen, 'Mercadería', `${c.mercaderia.nombre} (${c.mercaderia.esNueva ? 'nueva' : 'usada'})`);
  line(pen, 'Valor', $(s.valor));
  line(pen, 'Flete', $(s.flete));
  line(pen, 'Demás gastos', $(s.demasGastos));
  line(pen, 'Beneficio imaginario', `${importe(s.beneficioImaginario)} %`);
  line(pen, 'Suma asegurada', $(c.sumaAsegurada));
  line(pen, 'Precio', $(c.precio.precioFinal));
  if (c.nroReferenciaInterna) line(pen, 'Referencia interna', c.nroReferenciaInterna);

  if (tipo === 'cotizacion')
    write(page, 'Cotización sin emitir: no es un certificado de cobertura.', {
      x: 50,
      y: 80,
      size: 9,
      font: bold,
      color: rgb(0.7, 0.2, 0.2),
    });
  return doc.save();
};
