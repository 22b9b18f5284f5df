import { MESES_VIGENCIA_EMBARCACION } from '#shared/checkout/poliza.ts';
import { PRODUCTO_EMBARCACION } from '#shared/checkout/intencion.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import type { CotizacionEmbarcacionItem } from '../data/embarcaciones.ts';
import { fecha, fechaHora, importe } from './format.ts';
import { avisoDeCotizacion, line, nuevaHoja, section, write } from './hoja.ts';

const TITULOS = { cotizacion: 'Cotización - Seguro de embarcación', poliza: 'Póliza - Seguro de embarcación' } as const;
type Tipo = keyof typeof TITULOS;

/** A section of the paper: its title and its labelled lines. */
export interface Seccion {
  titulo: string;
  lineas: [etiqueta: string, valor: string][];
}

/**
 * What the boat quote or its policy says: who takes it, the vessel, what it covers (insurer,
 * coverage, sum insured), for how long (the policy, from its payment; the quote, the term it will
 * have) and the price. Pure, so what the paper carries is tested apart from how it is drawn.
 */
export const contenidoEmbarcacion = (q: CotizacionEmbarcacionItem, tipo: Tipo): Seccion[] => {
  const poliza = tipo === 'poliza' ? q.poliza : null;
  const pesos = (n: number) => `${q.moneda.simbolo} ${importe(n)}`;
  return [
    {
      titulo: 'Tomador',
      lineas: [
        ['Nombre', q.tomador.nombre],
        ['Correo', q.tomador.email],
      ],
    },
    {
      titulo: 'Embarcación',
      lineas: [
        ['Nombre', q.nombre],
        ['Producto', PRODUCTO_EMBARCACION],
      ],
    },
    {
      titulo: 'Cobertura',
      lineas: [
        ['Aseguradora', `${q.aseguradora.nombre} (CUIT ${q.aseguradora.cif})`],
        ['Cobertura', q.cobertura.nombre],
        ['Alcance', q.cobertura.descripcion],
        ['Suma asegurada', pesos(q.sumaAsegurada)],
        [
          'Vigencia',
          poliza
            ? `${fechaHora(poliza.vigencia.desde)} al ${fechaHora(poliza.vigencia.hasta)} (hora de Argentina)`
            : `${MESES_VIGENCIA_EMBARCACION} meses desde el pago`,
        ],
      ],
    },
    {
      titulo: 'Precio',
      lineas: [['Total', pesos(q.total)], ...(poliza ? [['Pagado el', fechaHora(poliza.fecha)] as [string, string]] : [])],
    },
  ];
};

/** The boat quote ('Revisar cobertura') or, once paid, its policy ('Descargar póliza'). */
export const renderEmbarcacionPdf = async (q: CotizacionEmbarcacionItem, tipo: Tipo, tenant: Tenant) => {
  const titulo = TITULOS[tipo];
  const numero = tipo === 'poliza' && q.poliza ? `Póliza N° ${q.poliza.numero}` : `Cotización ${q.id.slice(0, 8)}`;
  const { doc, page, pen, brand } = await nuevaHoja(tenant, titulo, `${titulo} ${numero}`);
  write(page, numero, { x: 50, y: pen.y, size: 14, font: pen.bold });
  write(page, fecha(tipo === 'poliza' && q.poliza ? q.poliza.fecha : q.creado), { x: 330, y: pen.y, size: 10, font: pen.font });
  pen.y -= 24;
  for (const s of contenidoEmbarcacion(q, tipo)) {
    section(pen, s.titulo, brand);
    for (const [etiqueta, valor] of s.lineas) line(pen, etiqueta, valor);
  }
  if (tipo === 'cotizacion') avisoDeCotizacion(pen);
  return doc.save();
};
