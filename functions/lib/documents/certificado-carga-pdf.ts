import type { CertificadoCarga } from '#shared/contract/schemas/certificado-carga.ts';
import type { CertificadoContenedores } from '#shared/contract/schemas/certificado-contenedores.ts';
import { MODOS_TRANSPORTE, PAISES, TIPOS_CONTENEDOR, TIPOS_MERCADERIA, TIPOS_RIESGO } from '#shared/catalogos/data.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { nombreMercaderia, nombrePais, nombreTransporte } from '#shared/viajes-especificos/nombres.ts';
import type { PolizaItem } from '../data/polizas.ts';
import { conContenido, lista, type Documento, type Linea, type Seccion } from './documento.ts';
import { idioma, type CatalogosDelTenant, type Idioma } from './idioma.ts';
import { renderDocumento } from './maqueta.ts';
import { condicionesDeAprobacion, parte } from './partes.ts';
import type { TextosPapel } from './textos.ts';

export type TipoDocumentoFlotante = keyof TextosPapel['flotante']['titulos']['transporte'];

/** What the paper reads besides the certificate: the policy it hangs from, the insured's tax id, its code. */
export interface ContextoFlotante {
  tenant: Tenant;
  /** The policy as it is now (its terms are the certificate's); null if it was removed. */
  poliza: Pick<PolizaItem, 'vigenciaDesde' | 'vigenciaHasta' | 'cobertura' | 'limitesPorEmbarque' | 'exclusiones'> | null;
  clienteCif: string | null;
  verificacion: { codigo: string; url: string } | null;
  /** The tenant's catalogues, for the pt-BR names it edited (the seeded ones otherwise). */
  catalogos?: CatalogosDelTenant;
}

/** The policy's terms: coverage, deductibles, limits per shipment, exclusions. */
const condicionesDePoliza = (p: ContextoFlotante['poliza'], $: (n: number) => string, l: Idioma): Linea[] => {
  if (!p) return [];
  const t = l.t.flotante;
  return [
    [l.t.comun.cobertura, p.cobertura.nombre],
    ...p.cobertura.deducibles.map(
      (d) => [l.t.comun.deducible(d.concepto), d.tipo === 'porcentaje' ? `${l.importe(d.valor)} %` : $(d.valor)] as const,
    ),
    ...p.limitesPorEmbarque.map(
      (e) =>
        [t.limitePorEmbarque(l.nombre(MODOS_TRANSPORTE, e.transporteId, nombreTransporte(e.transporteId))), $(e.limite)] as const,
    ),
    ...lista(
      t.mercaderiasExcluidas,
      (p.exclusiones?.mercaderias ?? []).map((id) => l.nombre(TIPOS_MERCADERIA, id, nombreMercaderia(id))),
    ),
    ...lista(
      t.paisesExcluidos,
      (p.exclusiones?.paises ?? []).map((id) => l.nombre(PAISES, id, nombrePais(id))),
    ),
  ];
};

/**
 * The paper both kinds share: number and state, insurer and policy, parties, the kind's own sections,
 * the policy's terms and the insurer's approval conditions, and the foot (code and QR when issued, the
 * quotation's warning before). It is the client's paper: the final price, never the premium nor the
 * issuer's markup.
 */
const contenidoFlotante = (
  c: CertificadoCarga | CertificadoContenedores,
  tipo: TipoDocumentoFlotante,
  ctx: ContextoFlotante,
  propias: (dinero: (n: number | undefined) => string, l: Idioma) => Seccion[],
): Documento => {
  const l = idioma(ctx.tenant.locale, ctx.catalogos);
  const { comun: t, flotante: tf } = l.t;
  const $ = (n: number | undefined) => (n === undefined ? '-' : `${c.moneda.simbolo} ${l.importe(n)}`);
  const emitido = tipo === 'certificado' && Boolean(c.nroCertificado);
  return {
    titulo: tf.titulos[c.ramo][tipo],
    numero: c.nroCertificado ? t.certificadoNumero(c.nroCertificado) : t.cotizacionNumero(c.id),
    estado: t.estado(l.estado(c.estado), l.fecha(c.fechaEstado)),
    secciones: conContenido([
      {
        titulo: tf.aseguradoraYPoliza,
        lineas: [
          [t.aseguradora, c.poliza.aseguradora.nombre],
          [tf.poliza, c.poliza.numero],
          ...(c.endoso ? [[tf.endoso, c.endoso.nombre] as const] : []),
          ...(ctx.poliza
            ? [[tf.vigenciaPoliza, tf.desdeHasta(l.fecha(ctx.poliza.vigenciaDesde), l.fecha(ctx.poliza.vigenciaHasta))] as const]
            : []),
          ...(c.fechaEmision ? [[t.emitidoEl, l.fecha(c.fechaEmision)] as const] : []),
        ],
      },
      {
        titulo: t.partes,
        lineas: [
          [tf.asegurado, parte({ nombre: c.cliente.nombre, cif: ctx.clienteCif }, l)],
          [t.beneficiario, parte(c.beneficiario, l)],
          [tf.emisor, c.emisor.nombre],
        ],
      },
      ...propias($, l),
      {
        titulo: t.condiciones,
        lineas: [...condicionesDePoliza(ctx.poliza, $, l), ...condicionesDeAprobacion(c.decision, l)],
      },
      { titulo: t.referencias, lineas: c.nroReferenciaInterna ? [[t.referenciaInterna, c.nroReferenciaInterna]] : [] },
    ]),
    verificacion: emitido ? ctx.verificacion : null,
    urlCondiciones: null,
    aviso: tipo === 'cotizacion' ? t.avisoCotizacion : null,
  };
};

/** A cargo certificate (issued) or its quotation: the trip, the goods and the sum insured by component, the price. */
export const contenidoCertificadoCarga = (c: CertificadoCarga, tipo: TipoDocumentoFlotante, ctx: ContextoFlotante) =>
  contenidoFlotante(c, tipo, ctx, ($, l) => {
    const { comun: t, flotante: tf } = l.t;
    const s = c.solicitud;
    const trayecto = t.deA(l.nombre(PAISES, c.origen.id, c.origen.nombre), l.nombre(PAISES, c.destino.id, c.destino.nombre));
    // The view carries the operation by its Spanish name only (the kind of risk its countries make).
    const operacion = TIPOS_RIESGO.find((r) => r.nombre === c.riesgo)?.id;
    return [
      {
        titulo: t.vigenciaYViaje,
        lineas: [
          [t.vigencia, t.desdeLaSalida(l.fecha(c.fechaSalida))],
          [t.trayecto, tf.conOperacion(trayecto, l.nombre(TIPOS_RIESGO, operacion, c.riesgo))],
          [tf.mediosTransporte, c.tiposTransporte.map((m) => l.nombre(MODOS_TRANSPORTE, m.id, m.nombre)).join(', ')],
        ],
      },
      {
        titulo: t.mercaderiaYSuma,
        lineas: [
          [
            t.mercaderia,
            `${l.nombre(TIPOS_MERCADERIA, c.mercaderia.id, c.mercaderia.nombre)} (${c.mercaderia.esNueva ? t.nueva : t.usada})`,
          ],
          [tf.valor, $(s.valor)],
          [t.flete, $(s.flete)],
          [t.demasGastos, $(s.demasGastos)],
          [t.beneficioImaginario, `${l.importe(s.beneficioImaginario)} %`],
          [t.sumaAsegurada, $(c.sumaAsegurada)],
          [t.precio, $(c.precio.precioFinal)],
        ],
      },
    ];
  });

/** A container certificate (issued) or its quotation: the trip's dates, the containers per type, the price. */
export const contenidoCertificadoContenedores = (
  c: CertificadoContenedores,
  tipo: TipoDocumentoFlotante,
  ctx: ContextoFlotante,
) =>
  contenidoFlotante(c, tipo, ctx, ($, l) => {
    const { comun: t, flotante: tf } = l.t;
    return [
      {
        titulo: t.vigenciaYViaje,
        lineas: [
          [t.vigencia, tf.vigenciaContenedores(l.fecha(c.fechaSalida), l.fecha(c.fechaDevolucion))],
          [tf.finDelViaje, l.fecha(c.fechaLlegada)],
        ],
      },
      {
        titulo: tf.contenedores,
        lineas: [
          ...c.precio.lineas.map((f) => [l.nombre(TIPOS_CONTENEDOR, f.tipo.id, f.tipo.nombre), `${f.cantidad}`] as const),
          [tf.totalContenedores, `${c.cantidadContenedores}`],
          [t.precio, $(c.precio.precioFinal)],
        ],
      },
    ];
  });

export const renderCertificadoCargaPdf = (c: CertificadoCarga, tipo: TipoDocumentoFlotante, ctx: ContextoFlotante) =>
  renderDocumento(contenidoCertificadoCarga(c, tipo, ctx), ctx.tenant);

export const renderCertificadoContenedoresPdf = (
  c: CertificadoContenedores,
  tipo: TipoDocumentoFlotante,
  ctx: ContextoFlotante,
) => renderDocumento(contenidoCertificadoContenedores(c, tipo, ctx), ctx.tenant);
