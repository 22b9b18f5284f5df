import { rgb } from 'pdf-lib';
import type { Certificado } from '#shared/contract/schemas/viaje-especifico.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { fecha, importe } from './format.ts';
import { line, nuevaHoja, section, write } from './hoja.ts';
import { drawQr } from './qr.ts';

import type { TipoDocumento } from '#shared/viajes-especificos/documentos.ts';

const TITULOS: Record<TipoDocumento, string> = {
  asegurado: 'Certificado de seguro de transporte - Copia del asegurado',
  pas: 'Certificado de seguro de transporte - Copia del productor (PAS)',
  constancia: 'Constancia de emisión',
};

/**
 * Renders a certificate document in Spanish: the tenant's brand, parties, trip, goods, sum insured,
 * coverage, deductibles and prices. The producer copy adds the commission; an issued certificate's
 * documents carry the verification code and a QR pointing at the public verification page. Links are
 * absolute (the tenant's portal), since a printed page has no address to be relative to.
 */
export const renderCertificadoPdf = async (
  c: Certificado,
  tipo: TipoDocumento,
  ctx: { tenant: Tenant; urlVerificacion: string | null; urlCondiciones: string },
): Promise<Uint8Array> => {
  const { doc, page, pen, brand } = await nuevaHoja(
    ctx.tenant,
    TITULOS[tipo],
    `${TITULOS[tipo]} ${c.nroCertificado ?? `cotización ${c.id}`}`,
  );
  const { font, bold } = pen;
  const numero = c.nroCertificado ? `Certificado N° ${c.nroCertificado}` : `Cotización N° ${c.id}`;
  write(page, numero, { x: 50, y: pen.y, size: 14, font: bold });
  write(page, `Estado: ${c.estado.nombre}  -  ${fecha(c.fechaEstado)}`, { x: 330, y: pen.y, size: 10, font });
  pen.y -= 24;

  section(pen, 'Partes', brand);
  line(pen, 'Productor', c.productor.nombre);
  line(pen, 'Tomador', c.tomador ? `${c.tomador.nombre} (CIF ${c.tomador.cif})` : '-');
  line(pen, 'Beneficiario', c.beneficiario ? `${c.beneficiario.nombre} (CIF ${c.beneficiario.cif})` : '-');

  section(pen, 'Viaje', brand);
  line(pen, 'Trayecto', `${c.paisOrigen.nombre} a ${c.paisDestino.nombre}`);
  line(pen, 'Medio de transporte', c.medioTransporte.texto);
  line(pen, 'Fecha de salida', fecha(c.fechaSalida));
  if (c.detalleOrigen) line(pen, 'Origen', c.detalleOrigen);
  if (c.detalleDestino) line(pen, 'Destino', c.detalleDestino);

  section(pen, 'Mercadería y suma asegurada', brand);
  const s = c.sumaAsegurada;
  line(pen, 'Mercadería', `${c.mercaderia.nombre} (${c.mercaderia.esNueva ? 'nueva' : 'usada'})`);
  if (c.detalleMercaderia) line(pen, 'Detalle', c.detalleMercaderia);
  line(pen, 'Valor de factura', `${s.moneda.simbolo} ${importe(s.valorFactura)}`);
  line(pen, 'Flete', `${s.moneda.simbolo} ${importe(s.gastoEnvio)}`);
  line(pen, 'Demás gastos', `${s.moneda.simbolo} ${importe(s.demasGastos)}`);
  line(pen, 'Beneficio imaginario', `${importe(s.beneficioImaginario)} %`);
  line(pen, 'Suma asegurada', `${s.moneda.simbolo} ${importe(s.total)}`);

  section(pen, 'Cobertura', brand);
  line(pen, 'Aseguradora', c.cobertura.aseguradora);
  line(pen, 'Cobertura', c.cobertura.nombre);
  for (const d of c.oferta.deducibles) line(pen, 'Deducible', `${d.cobertura}: ${d.deducible}`);
  if (c.medidasSeguridad.length) line(pen, 'Medidas de seguridad', c.medidasSeguridad.map((m) => m.nombre).join(', '));
  line(pen, 'Prima', `${s.moneda.simbolo} ${importe(c.prima.monto)}`);
  line(pen, 'Premio', `${s.moneda.simbolo} ${importe(c.premio.monto)}${c.pago.cuotas > 1 ? ` en ${c.pago.cuotas} cuotas` : ''}`);
  if (tipo === 'pas') {
    line(pen, 'Comisión del productor', `${importe(c.comisionProductor)} %`);
    line(pen, 'Recargo administrativo', `${importe(c.recargoAdmin)} %`);
  }
  if (c.nroReferenciaInterna) line(pen, 'Referencia interna', c.nroReferenciaInterna);
  if (c.facturaComercial) line(pen, 'Factura comercial', c.facturaComercial);
  if (c.clausulaDeNoRepeticion) line(pen, 'Cláusula de no repetición', c.clausulaDeNoRepeticion);

  if (c.codigoVerificacion && ctx.urlVerificacion) {
    drawQr(page, ctx.urlVerificacion, 445, 40, 100);
    write(page, 'Código de verificación', { x: 50, y: 110, size: 9, font: bold, color: rgb(0.35, 0.35, 0.4) });
    write(page, c.codigoVerificacion, { x: 50, y: 90, size: 16, font: bold });
    write(page, `Verificá este certificado en ${ctx.urlVerificacion}`, { x: 50, y: 70, size: 8, font });
  } else {
    write(page, 'Cotización sin emitir: no es un certificado de cobertura.', {
      x: 50,
      y: 80,
      size: 9,
      font: bold,
      color: rgb(0.7, 0.2, 0.2),
    });
  }
  write(page, `Condiciones de la cobertura: ${ctx.urlCondiciones}`, { x: 50, y: 40, size: 7, font, color: rgb(0.4, 0.4, 0.4) });
  return doc.save();
};
