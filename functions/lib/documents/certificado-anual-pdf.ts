import type {
  CertificadoAnual,
  CotizacionAnualRequest,
  OfertaAnual,
  OfertaAnualVista,
} from '#shared/contract/schemas/rating-anual.ts';
import { FORMAS_DE_PAGO } from '#shared/catalogos/data.ts';
import { nombreMercaderia, nombreOperacion, nombreTransporte } from '#shared/viajes-especificos/nombres.ts';
import { vigenciaAnual } from '#shared/rating-anual/vigencia.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { formatearNumero } from '#shared/viajes-especificos/redondeo.ts';
import { AVISO_COTIZACION, conContenido, lista, type Documento, type Seccion } from './documento.ts';
import { fecha, importe } from './format.ts';
import { renderDocumento } from './maqueta.ts';
import { condicionesDeAprobacion, parte } from './partes.ts';

export const TITULOS_ANUAL = {
  certificado: 'Certificado de seguro - Flotante Anual',
  cotizacion: 'Cotización - Rating Anual Flotante',
} as const;

/**
 * The sections every annual paper shares: the coverage and its insurer, the annual movement and its
 * composition (one line per row, so a long goods name wraps in its own box), the coverage's terms
 * (deductibles, security measures) and the payment, with the premium when the offer carries it (an
 * offer read without prima.mostrar has no amounts: the paper prints none).
 */
export const seccionesDeOfertaAnual = (
  r: Pick<CotizacionAnualRequest, 'mae' | 'mercaderias' | 'operaciones' | 'transportes'>,
  o: OfertaAnualVista,
  $: (n: number) => string,
): { cobertura: Seccion; movimiento: Seccion; condiciones: Seccion; precio: Seccion } => {
  const filas = (filas: { id: number; porcentaje: number }[], nombre: (id: number) => string) =>
    filas.map((f) => `${nombre(f.id)}: ${importe(f.porcentaje)} %`);
  const formaDePago = FORMAS_DE_PAGO.find((f) => f.id === o.formaDePago)?.nombre ?? String(o.formaDePago);
  const cuotas = o.cuotas > 1 ? ` en ${o.cuotas} cuotas${o.valorCuota === undefined ? '' : ` de ${$(o.valorCuota)}`}` : '';
  return {
    cobertura: {
      titulo: 'Aseguradora y cobertura',
      lineas: [
        ['Aseguradora', o.cobertura.aseguradora],
        ['Cobertura', o.cobertura.nombre],
      ],
    },
    movimiento: {
      titulo: 'Movimiento anual estimado (MAE)',
      lineas: [
        ['MAE', $(r.mae.monto)],
        ...lista('Mercaderías', filas(r.mercaderias, nombreMercaderia)),
        ...lista('Operaciones', filas(r.operaciones, nombreOperacion)),
        ...lista(
          'Transportes',
          r.transportes.map(
            (t) => `${nombreTransporte(t.id)}: ${importe(t.porcentaje)} %, responsabilidad máxima ${$(t.responsabilidadMaxima)}`,
          ),
        ),
        ['Viajes estimados por año', formatearNumero(o.cantidadViajes)],
      ],
    },
    condiciones: {
      titulo: 'Condiciones',
      lineas: [
        ...o.deducibles.map((d) => [`Deducible: ${d.cobertura}`, d.deducible] as const),
        ...lista(
          'Medidas de seguridad exigidas',
          o.medidasSeguridad.map((m) => m.nombre),
        ),
      ],
    },
    precio: {
      titulo: 'Precio',
      lineas: [
        ['Forma de pago', `${formaDePago}${cuotas}`],
        ...(o.prima ? [['Prima', $(o.prima.monto)] as const] : []),
        ...(o.primaDeposito !== undefined ? [['Prima de depósito', $(o.primaDeposito)] as const] : []),
        ...(o.premio ? [['Premio', $(o.premio.monto)] as const] : []),
      ],
    },
  };
};

export interface ContextoAnualPdf {
  tenant: Tenant;
  verificacion: { codigo: string; url: string } | null;
}

/**
 * The annual floating quotation or certificate of a saved quote: the offer's sections, the parties with
 * their tax ids, the cover period (a year from the issue), the insurer's approval conditions, and the
 * foot (code and QR when issued, the quotation's warning before). The producer's and the client's
 * paper: it shows prima and premio, as the detail does.
 */
export const contenidoCertificadoAnual = (
  c: CertificadoAnual,
  o: OfertaAnual,
  tipo: keyof typeof TITULOS_ANUAL,
  ctx: ContextoAnualPdf,
): Documento => {
  const emitido = tipo === 'certificado' && Boolean(c.nroCertificado);
  const s = seccionesDeOfertaAnual(
    { ...c.cotizacion, mae: { monto: c.mae.monto, idMoneda: c.mae.moneda.id } },
    o,
    (n) => `${c.mae.moneda.simbolo} ${importe(n)}`,
  );
  const anio = c.fechaEmision ? vigenciaAnual(c.fechaEmision) : null;
  const vigencia = anio ? `Del ${fecha(anio.desde)} al ${fecha(anio.hasta)}` : 'Un año desde la emisión';
  return {
    titulo: TITULOS_ANUAL[tipo],
    numero: emitido ? `Certificado N° ${c.nroCertificado}` : `Cotización N° ${c.id}`,
    estado: `Estado: ${c.estado.nombre} - ${fecha(c.fechaEstado)}`,
    secciones: conContenido([
      {
        ...s.cobertura,
        lineas: [
          ...s.cobertura.lineas,
          ['Vigencia', vigencia],
          ...(c.fechaEmision ? [['Emitido el', fecha(c.fechaEmision)] as const] : []),
        ],
      },
      {
        titulo: 'Partes',
        lineas: [
          ['Tomador (asegurado)', parte(c.entidad.tomador)],
          ['Beneficiario', parte(c.entidad.beneficiario)],
          ['Productor', c.productor.nombre],
        ],
      },
      s.movimiento,
      { ...s.condiciones, lineas: [...s.condiciones.lineas, ...condicionesDeAprobacion(c.decision)] },
      s.precio,
      { titulo: 'Referencias', lineas: c.nroReferenciaInterna ? [['Referencia interna', c.nroReferenciaInterna]] : [] },
    ]),
    verificacion: emitido ? ctx.verificacion : null,
    urlCondiciones: null,
    aviso: emitido ? null : AVISO_COTIZACION,
  };
};

export const renderCertificadoAnualPdf = (
  c: CertificadoAnual,
  o: OfertaAnual,
  tipo: keyof typeof TITULOS_ANUAL,
  ctx: ContextoAnualPdf,
) => renderDocumento(contenidoCertificadoAnual(c, o, tipo, ctx), ctx.tenant);
