import type { Certificado } from '#shared/contract/schemas/viaje-especifico.ts';
import type { TipoDocumento } from '#shared/viajes-especificos/documentos.ts';
import { FORMAS_DE_PAGO, MODOS_TRANSPORTE, PAISES, TIPOS_MERCADERIA } from '#shared/catalogos/data.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { conContenido, lista, type Documento, type Linea } from './documento.ts';
import { idioma, type CatalogosDelTenant } from './idioma.ts';
import { condicionesDeAprobacion, parte } from './partes.ts';
import { renderDocumento } from './maqueta.ts';

export interface ContextoCertificado {
  tenant: Tenant;
  /** The tenant's catalogues, for the pt-BR names it edited (the seeded ones otherwise). */
  catalogos?: CatalogosDelTenant;
  urlVerificacion: string | null;
  urlCondiciones: string;
}

/**
 * What a specific-trip certificate's paper says: the insurer and coverage with its scope, deductibles,
 * security measures and the insurer's approval conditions; the parties with their tax ids; the cover
 * period (the trip: from its departure to its arrival at destination); the trip, the goods and the sum
 * insured by component; the price (the producer's copy adds commission and administrative loading); the
 * verification code and the conditions link of an issued one.
 */
export const contenidoViajeEspecifico = (c: Certificado, tipo: TipoDocumento, ctx: ContextoCertificado): Documento => {
  const l = idioma(ctx.tenant.locale, ctx.catalogos);
  const { comun: t, viaje: tv } = l.t;
  const s = c.sumaAsegurada;
  const $ = (n: number) => `${s.moneda.simbolo} ${l.importe(n)}`;
  const forma = FORMAS_DE_PAGO.find((f) => f.id === c.pago.metodo);
  const formaDePago = forma && l.nombre(FORMAS_DE_PAGO, forma.id, forma.nombre);
  const cob = l.oferta({ cobertura: c.cobertura, deducibles: c.oferta.deducibles, medidasSeguridad: c.medidasSeguridad });
  const emitido = Boolean(c.nroCertificado && c.codigoVerificacion && ctx.urlVerificacion);
  const opcionales: Linea[] = [
    ...(c.nroReferenciaInterna ? [[t.referenciaInterna, c.nroReferenciaInterna] as const] : []),
    ...(c.facturaComercial ? [[tv.facturaComercial, c.facturaComercial] as const] : []),
    ...(c.clausulaDeNoRepeticion ? [[tv.clausulaDeNoRepeticion, c.clausulaDeNoRepeticion] as const] : []),
  ];
  return {
    titulo: tv.titulos[tipo],
    numero: c.nroCertificado ? t.certificadoNumero(c.nroCertificado) : t.cotizacionNumero(c.id),
    estado: t.estado(l.estado(c.estado), l.fecha(c.fechaEstado)),
    secciones: conContenido([
      {
        titulo: t.aseguradoraYCobertura,
        lineas: [
          [t.aseguradora, c.cobertura.aseguradora],
          [t.cobertura, cob.cobertura.nombre],
          ...lista(t.alcance, cob.cobertura.resumenes),
        ],
      },
      {
        titulo: t.partes,
        lineas: [
          [t.tomadorAsegurado, parte(c.tomador, l)],
          [t.beneficiario, parte(c.beneficiario, l)],
          [t.productor, c.productor.nombre],
        ],
      },
      {
        titulo: t.vigenciaYViaje,
        lineas: [
          [t.vigencia, t.desdeLaSalida(l.fecha(c.fechaSalida))],
          [
            t.trayecto,
            t.deA(
              l.nombre(PAISES, c.paisOrigen.id, c.paisOrigen.nombre),
              l.nombre(PAISES, c.paisDestino.id, c.paisDestino.nombre),
            ),
          ],
          [tv.medioTransporte, l.nombre(MODOS_TRANSPORTE, c.medioTransporte.id, c.medioTransporte.texto)],
          ...(c.detalleOrigen ? [[tv.origen, c.detalleOrigen] as const] : []),
          ...(c.detalleDestino ? [[tv.destino, c.detalleDestino] as const] : []),
        ],
      },
      {
        titulo: t.mercaderiaYSuma,
        lineas: [
          [
            t.mercaderia,
            `${l.nombre(TIPOS_MERCADERIA, c.mercaderia.id, c.mercaderia.nombre)} (${c.mercaderia.esNueva ? t.nueva : t.usada})`,
          ],
          ...(c.detalleMercaderia ? [[tv.detalle, c.detalleMercaderia] as const] : []),
          [tv.valorFactura, $(s.valorFactura)],
          [t.flete, $(s.gastoEnvio)],
          [t.demasGastos, $(s.demasGastos)],
          [t.beneficioImaginario, `${l.importe(s.beneficioImaginario)} %`],
          [t.sumaAsegurada, $(s.total)],
        ],
      },
      {
        titulo: t.condiciones,
        lineas: [
          ...cob.deducibles.map((d) => [t.deducible(d.cobertura), d.deducible] as const),
          ...lista(
            t.medidasExigidas,
            cob.medidasSeguridad.map((m) => m.nombre),
          ),
          ...condicionesDeAprobacion(c.solicitudAprobacion?.decision ?? null, l),
        ],
      },
      {
        titulo: t.precio,
        lineas: [
          [t.prima, $(c.prima.monto)],
          [t.premio, `${$(c.premio.monto)}${c.pago.cuotas > 1 ? t.enCuotas(c.pago.cuotas) : ''}`],
          ...(formaDePago ? [[t.formaDePago, formaDePago] as const] : []),
          ...(tipo === 'pas'
            ? [
                [tv.comisionProductor, `${l.importe(c.comisionProductor)} %`] as const,
                [tv.recargoAdmin, `${l.importe(c.recargoAdmin)} %`] as const,
              ]
            : []),
        ],
      },
      { titulo: t.referencias, lineas: opcionales },
    ]),
    verificacion: emitido ? { codigo: c.codigoVerificacion!, url: ctx.urlVerificacion! } : null,
    urlCondiciones: ctx.urlCondiciones,
    aviso: emitido ? null : t.avisoCotizacion,
  };
};

/** The specific-trip certificate's paper of this kind (copy of the insured, of the producer, or the constancia). */
export const renderCertificadoPdf = (c: Certificado, tipo: TipoDocumento, ctx: ContextoCertificado): Promise<Uint8Array> =>
  renderDocumento(contenidoViajeEspecifico(c, tipo, ctx), ctx.tenant);
