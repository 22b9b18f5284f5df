import type {
  CertificadoAnual,
  CotizacionAnualRequest,
  OfertaAnual,
  OfertaAnualVista,
} from '#shared/contract/schemas/rating-anual.ts';
import { FORMAS_DE_PAGO } from '#shared/catalogos/data.ts';
import { nombreMercaderia, nombreOperacion, nombreTransporte } from '#shared/viajes-especificos/nombres.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { fecha, importe } from './format.ts';
import { avisoDeCotizacion, line, nuevaHoja, section, write, type Pen } from './hoja.ts';

export const TITULOS_ANUAL = {
  certificado: 'Certificado de seguro - Flotante Anual',
  cotizacion: 'Cotización - Rating Anual Flotante',
} as const;

/**
 * The body every annual paper shares: the annual movement and its composition, then the coverage with
 * its deductibles, security measures and payment, and the premium when the offer carries it (an offer
 * read without prima.mostrar has no amounts: the paper prints none).
 */
export const escribirOfertaAnual = (
  pen: Pen,
  brand: Parameters<typeof section>[2],
  r: Pick<CotizacionAnualRequest, 'mae' | 'mercaderias' | 'operaciones' | 'transportes'>,
  o: OfertaAnualVista,
  $: (n: number) => string,
) => {
  section(pen, 'Movimiento anual estimado (MAE)', brand);
  line(pen, 'MAE', $(r.mae.monto));
  const lista = (filas: { id: number; porcentaje: number }[], nombre: (id: number) => string) =>
    filas.map((f) => `${nombre(f.id)} ${importe(f.porcentaje)} %`).join(', ');
  line(pen, 'Mercaderías', lista(r.mercaderias, nombreMercaderia));
  line(pen, 'Operaciones', lista(r.operaciones, nombreOperacion));
  line(pen, 'Transportes', lista(r.transportes, nombreTransporte));
  line(pen, 'Viajes estimados por año', String(o.cantidadViajes));

  section(pen, 'Cobertura', brand);
  line(pen, 'Cobertura', `${o.cobertura.nombre} (${o.cobertura.aseguradora})`);
  for (const d of o.deducibles) line(pen, `Deducible ${d.cobertura}`, d.deducible);
  o.medidasSeguridad.forEach((m, i) => line(pen, i ? '' : 'Medidas de seguridad', m.nombre));
  const formaDePago = FORMAS_DE_PAGO.find((f) => f.id === o.formaDePago)?.nombre ?? String(o.formaDePago);
  const cuotas = o.cuotas > 1 ? ` en ${o.cuotas} cuotas${o.valorCuota === undefined ? '' : ` de ${$(o.valorCuota)}`}` : '';
  line(pen, 'Forma de pago', `${formaDePago}${cuotas}`);
  if (o.prima) line(pen, 'Prima', $(o.prima.monto));
  if (o.primaDeposito !== undefined) line(pen, 'Prima de depósito', $(o.primaDeposito));
  if (o.premio) line(pen, 'Premio', $(o.premio.monto));
};

/**
 * The annual floating quotation or certificate of a saved quote: parties, then the offer's body (the
 * producer's and the client's paper: it shows prima and premio, as the detail does).
 */
export const renderCertificadoAnualPdf = async (
  c: CertificadoAnual,
  o: OfertaAnual,
  tipo: keyof typeof TITULOS_ANUAL,
  tenant: Tenant,
) => {
  const titulo = TITULOS_ANUAL[tipo];
  const numero = tipo === 'certificado' && c.nroCertificado ? `Certificado N° ${c.nroCertificado}` : `Cotización N° ${c.id}`;
  const { doc, page, pen, brand } = await nuevaHoja(tenant, titulo, `${titulo} ${numero}`);
  const { font, bold } = pen;
  write(page, numero, { x: 50, y: pen.y, size: 14, font: bold });
  write(page, `Estado: ${c.estado.nombre}  -  ${fecha(c.fechaEstado)}`, { x: 330, y: pen.y, size: 10, font });
  pen.y -= 24;

  section(pen, 'Partes', brand);
  line(pen, 'Tomador', `${c.entidad.tomador.nombre} (CIF ${c.entidad.tomador.cif})`);
  line(pen, 'Beneficiario', `${c.entidad.beneficiario.nombre} (CIF ${c.entidad.beneficiario.cif})`);
  line(pen, 'Productor', c.productor.nombre);
  if (c.nroReferenciaInterna) line(pen, 'Referencia interna', c.nroReferenciaInterna);

  escribirOfertaAnual(
    pen,
    brand,
    { ...c.cotizacion, mae: { monto: c.mae.monto, idMoneda: c.mae.moneda.id } },
    o,
    (n) => `${c.mae.moneda.simbolo} ${importe(n)}`,
  );
  if (c.fechaEmision) line(pen, 'Emitido el', fecha(c.fechaEmision));

  if (tipo === 'cotizacion') avisoDeCotizacion(pen);
  return doc.save();
};
