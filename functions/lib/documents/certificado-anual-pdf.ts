import type {
  CertificadoAnual,
  CotizacionAnualRequest,
  OfertaAnual,
  OfertaAnualVista,
} from '#shared/contract/schemas/rating-anual.ts';
import { FORMAS_DE_PAGO, MODOS_TRANSPORTE, TIPOS_MERCADERIA, TIPOS_RIESGO } from '#shared/catalogos/data.ts';
import { nombreMercaderia, nombreOperacion, nombreTransporte } from '#shared/viajes-especificos/nombres.ts';
import { vigenciaAnual } from '#shared/rating-anual/vigencia.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { formatearNumero } from '#shared/viajes-especificos/redondeo.ts';
import { conContenido, lista, type Documento, type Seccion } from './documento.ts';
import { idioma, type CatalogosDelTenant, type Idioma } from './idioma.ts';
import { renderDocumento } from './maqueta.ts';
import { condicionesDeAprobacion, parte } from './partes.ts';
import type { TextosPapel } from './textos.ts';

type TipoAnual = keyof TextosPapel['anual']['titulos'];

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
  l: Idioma,
): { cobertura: Seccion; movimiento: Seccion; condiciones: Seccion; precio: Seccion } => {
  const { comun: t, anual: ta } = l.t;
  const textos = l.oferta(o);
  const porcentaje = (n: number) => `${l.importe(n)} %`;
  const mercaderia = (id: number) => l.nombre(TIPOS_MERCADERIA, id, nombreMercaderia(id));
  const operacion = (id: number) => l.nombre(TIPOS_RIESGO, id, nombreOperacion(id));
  const transporte = (id: number) => l.nombre(MODOS_TRANSPORTE, id, nombreTransporte(id));
  const forma = FORMAS_DE_PAGO.find((f) => f.id === o.formaDePago);
  const formaDePago = forma ? l.nombre(FORMAS_DE_PAGO, forma.id, forma.nombre) : String(o.formaDePago);
  const cuotas = o.cuotas > 1 ? `${t.enCuotas(o.cuotas)}${o.valorCuota === undefined ? '' : ta.cuotasDe($(o.valorCuota))}` : '';
  return {
    cobertura: {
      titulo: t.aseguradoraYCobertura,
      lineas: [
        [t.aseguradora, o.cobertura.aseguradora],
        [t.cobertura, textos.cobertura.nombre],
      ],
    },
    movimiento: {
      titulo: ta.movimiento,
      lineas: [
        [ta.mae, $(r.mae.monto)],
        ...lista(
          ta.mercaderias,
          r.mercaderias.map((f) => `${mercaderia(f.id)}: ${porcentaje(f.porcentaje)}`),
        ),
        ...lista(
          ta.operaciones,
          r.operaciones.map((f) => `${operacion(f.id)}: ${porcentaje(f.porcentaje)}`),
        ),
        ...lista(
          ta.transportes,
          r.transportes.map(
            (f) => `${transporte(f.id)}: ${porcentaje(f.porcentaje)}, ${ta.responsabilidadMaxima($(f.responsabilidadMaxima))}`,
          ),
        ),
        [ta.viajesPorAnio, formatearNumero(o.cantidadViajes)],
      ],
    },
    condiciones: {
      titulo: t.condiciones,
      lineas: [
        ...textos.deducibles.map((d) => [t.deducible(d.cobertura), d.deducible] as const),
        ...lista(
          t.medidasExigidas,
          textos.medidasSeguridad.map((m) => m.nombre),
        ),
      ],
    },
    precio: {
      titulo: t.precio,
      lineas: [
        [t.formaDePago, `${formaDePago}${cuotas}`],
        ...(o.prima ? [[t.prima, $(o.prima.monto)] as const] : []),
        ...(o.primaDeposito !== undefined ? [[ta.primaDeposito, $(o.primaDeposito)] as const] : []),
        ...(o.premio ? [[t.premio, $(o.premio.monto)] as const] : []),
      ],
    },
  };
};

export interface ContextoAnualPdf {
  tenant: Tenant;
  verificacion: { codigo: string; url: string } | null;
  /** The tenant's catalogues, for the pt-BR names it edited (the seeded ones otherwise). */
  catalogos?: CatalogosDelTenant;
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
  tipo: TipoAnual,
  ctx: ContextoAnualPdf,
): Documento => {
  const l = idioma(ctx.tenant.locale, ctx.catalogos);
  const { comun: t, anual: ta } = l.t;
  const emitido = tipo === 'certificado' && Boolean(c.nroCertificado);
  const s = seccionesDeOfertaAnual(
    { ...c.cotizacion, mae: { monto: c.mae.monto, idMoneda: c.mae.moneda.id } },
    o,
    (n) => `${c.mae.moneda.simbolo} ${l.importe(n)}`,
    l,
  );
  const anio = c.fechaEmision ? vigenciaAnual(c.fechaEmision) : null;
  const vigencia = anio ? ta.delAl(l.fecha(anio.desde), l.fecha(anio.hasta)) : ta.unAnio;
  return {
    titulo: ta.titulos[tipo],
    numero: emitido ? t.certificadoNumero(c.nroCertificado!) : t.cotizacionNumero(c.id),
    estado: t.estado(l.estado(c.estado), l.fecha(c.fechaEstado)),
    secciones: conContenido([
      {
        ...s.cobertura,
        lineas: [
          ...s.cobertura.lineas,
          [t.vigencia, vigencia],
          ...(c.fechaEmision ? [[t.emitidoEl, l.fecha(c.fechaEmision)] as const] : []),
        ],
      },
      {
        titulo: t.partes,
        lineas: [
          [t.tomadorAsegurado, parte(c.entidad.tomador, l)],
          [t.beneficiario, parte(c.entidad.beneficiario, l)],
          [t.productor, c.productor.nombre],
        ],
      },
      s.movimiento,
      { ...s.condiciones, lineas: [...s.condiciones.lineas, ...condicionesDeAprobacion(c.decision, l)] },
      s.precio,
      { titulo: t.referencias, lineas: c.nroReferenciaInterna ? [[t.referenciaInterna, c.nroReferenciaInterna]] : [] },
    ]),
    verificacion: emitido ? ctx.verificacion : null,
    urlCondiciones: null,
    aviso: emitido ? null : t.avisoCotizacion,
  };
};

export const renderCertificadoAnualPdf = (c: CertificadoAnual, o: OfertaAnual, tipo: TipoAnual, ctx: ContextoAnualPdf) =>
  renderDocumento(contenidoCertificadoAnual(c, o, tipo, ctx), ctx.tenant);
