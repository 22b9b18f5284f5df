import { PRODUCTO_EMBARCACION } from '#shared/checkout/intencion.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import type { CotizacionEmbarcacionItem } from '../data/embarcaciones.ts';
import { fecha, importe } from './format.ts';
import { avisoDeCotizacion, line, nuevaHoja, section, write } from './hoja.ts';

const TITULOS = { cotizacion: 'Cotización - Seguro de embarcación', poliza: 'Póliza - Seguro de embarcación' } as const;

/** The boat quote ('Revisar cobertura') or, once paid, its policy ('Descargar póliza'). */
export const renderEmbarcacionPdf = async (q: CotizacionEmbarcacionItem, tipo: keyof typeof TITULOS, tenant: Tenant) => {
  const titulo = TITULOS[tipo];
  const numero = tipo === 'poliza' && q.poliza ? `Póliza N° ${q.poliza.numero}` : `Cotización ${q.id.slice(0, 8)}`;
  const { doc, page, pen, brand } = await nuevaHoja(tenant, titulo, `${titulo} ${numero}`);
  write(page, numero, { x: 50, y: pen.y, size: 14, font: pen.bold });
  write(page, fecha(tipo === 'poliza' && q.poliza ? q.poliza.fecha : q.creado), { x: 330, y: pen.y, size: 10, font: pen.font });
  pen.y -= 24;
  section(pen, 'Tomador', brand);
  line(pen, 'Nombre', q.tomador.nombre);
  line(pen, 'Correo', q.tomador.email);
  section(pen, 'Embarcación', brand);
  line(pen, 'Nombre', q.nombre);
  line(pen, 'Producto', PRODUCTO_EMBARCACION);
  section(pen, 'Precio', brand);
  line(pen, 'Total', `${q.moneda.simbolo} ${importe(q.total)}`);
  if (tipo === 'poliza' && q.poliza) line(pen, 'Pagado el', fecha(q.poliza.fecha));
  if (tipo === 'cotizacion') avisoDeCotizacion(pen);
  return doc.save();
};
