import type { CertificadoAnual, OfertaAnual } from '#shared/contract/schemas/rating-anual.ts';
import { FORMAS_DE_PAGO } from '#shared/catalogos/data.ts';
import { nombreMercaderia, nombreOperacion, nombreTransporte } from '#shared/viajes-especificos/nombres.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { fecha, importe } from './format.ts';
import { avisoDeCotizacion, line, nuevaHoja, section, write } from './hoja.ts';

const TITULOS = {
  certificado: 'Certificado de seguro - Flotante Anual',
  cotizacion: 'Cotización - Rating Anual Flotante',
} as const;

/**
 * The annual floating quotation or certificate: parties, the annual movement and its composition,
 * the coverage with its deductibles, payment and the premium (the producer's and the client's paper:
 * it shows prima and premio, as the detail does).
 */
export const renderCertificadoAnualPdf = async (
  c: CertificadoAnual,
  o: OfertaAnual,
  tipo: keyof typeof TITULOS,
  tenant: Tenant,
) => {
  const titulo = TITULOS[tipo];
  const numero = tipo === 'certificado' && c.nroCertificado ? `Certificado N° ${c.nroCertificado}` : `Cotización N° ${c.id}`;
  const { doc, page, pen, brand } = await nuevaHoja(tenant, titulo, `${titulo} ${numero}`);
  const { font, bold } = pen;
  const $ = (n: number) => `${c.mae.moneda.simbolo} ${importe(n)}`;
  write(page, numero, { x: 50, y: pen.y, size: 14, font: bold });
  write(page, `Estado: ${c.estado.nombre}  -  ${fecha(c.fechaEstado)}`, { x: 330, y: pen.y, size: 10, font });
  pen.y -= 24;

  section(pen, 'Partes', brand);
  line(pen, 'Tomador', `${c.entidad.tomador.nombre} (CIF ${c.entidad.tomador.cif})`);
  line(pen, 'Beneficiario', `${c.entidad.beneficiario.nombre} (CIF ${c.entidad.beneficiario.cif})`);
  line(pen, 'Productor', c.productor.nombre);
  if (c.nroReferenciaInterna) line(pen, 'Referencia interna', c.nroReferenciaInterna);

  section(pen, 'Movimiento anual estimado (MAE)', brand);
  line(pen, 'MAE', $(c.mae.monto));
  const lista = (filas: { id: number; porcentaje: number }[], nombre: (id: number) => string) =>
    filas.map((f) => `${nombre(f.id)} ${importe(f.porcentaje)} %`).join(', ');
  line(pen, 'Mercaderías', lista(c.cotizacion.mercaderias, nombreMercaderia));
  line(pen, 'Operaciones', lista(c.cotizacion.operaciones, nombreOperacion));
  line(pen, 'Transportes', lista(c.cotizacion.transportes, nombreTransporte));
  line(pen, 'Viajes estimados por año', String(o.cantidadViajes));

  section(pen, 'Cobertura', brand);
  line(pen, 'Cobertura', `${o.cobertura.nombre} (${o.cobertura.aseguradora})`);
  for (const d of c.deducibles) line(pen, `Deducible ${d.label}`, d.value);
  line(
    pen,
    'Forma de pago',
    `${FORMAS_DE_PAGO.find((f) => f.id === o.formaDePago)?.nombre ?? o.formaDePago}${o.cuotas > 1 ? ` en ${o.cuotas} cuotas de ${$(o.valorCuota)}` : ''}`,
  );
  line(pen, 'Prima', $(o.prima.monto));
  line(pen, 'Prima de depósito', $(o.primaDeposito));
  line(pen, 'Premio', $(o.premio.monto));
  if (c.fechaEmision) line(pen, 'Emitido el', fecha(c.fechaEmision));

  if (tipo === 'cotizacion') avisoDeCotizacion(pen);
  return doc.save();
};
