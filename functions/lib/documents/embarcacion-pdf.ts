import { MESES_VIGENCIA_EMBARCACION } from '#shared/checkout/poliza.ts';
import { PRODUCTO_EMBARCACION } from '#shared/checkout/intencion.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import type { CotizacionEmbarcacionItem } from '../data/embarcaciones.ts';
import { AVISO_COTIZACION, type Documento, type Seccion } from './documento.ts';
import { fecha, fechaHora, importe } from './format.ts';
import { renderDocumento } from './maqueta.ts';

const TITULOS = { cotizacion: 'Cotización - Seguro de embarcación', poliza: 'Póliza - Seguro de embarcación' } as const;
type Tipo = keyof typeof TITULOS;

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
export const documentoEmbarcacion = (
  q: CotizacionEmbarcacionItem,
  tipo: Tipo,
  verificacion: Documento['verificacion'] = null,
): Documento => {
  const poliza = tipo === 'poliza' ? q.poliza : null;
  return {
    titulo: TITULOS[tipo],
    numero: poliza ? `Póliza N° ${poliza.numero}` : `Cotización ${q.id.slice(0, 8)}`,
    estado: fecha(poliza ? poliza.fecha : q.creado),
    secciones: contenidoEmbarcacion(q, tipo),
    verificacion: poliza ? verificacion : null,
    urlCondiciones: null,
    aviso: poliza ? null : AVISO_COTIZACION,
  };
};

export const renderEmbarcacionPdf = (
  q: CotizacionEmbarcacionItem,
  tipo: Tipo,
  tenant: Tenant,
  verificacion: Documento['verificacion'] = null,
) => renderDocumento(documentoEmbarcacion(q, tipo, verificacion), tenant);
