import type { Certificado } from '#shared/contract/schemas/viaje-especifico.ts';
import type { TipoDocumento } from '#shared/viajes-especificos/documentos.ts';
import { FORMAS_DE_PAGO } from '#shared/catalogos/data.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { AVISO_COTIZACION, conContenido, lista, type Documento, type Linea } from './documento.ts';
import { condicionesDeAprobacion, parte } from './partes.ts';
import { fecha, importe } from './format.ts';
import { renderDocumento } from './maqueta.ts';

const TITULOS: Record<TipoDocumento, string> = {
  asegurado: 'Certificado de seguro de transporte - Copia del asegurado',
  pas: 'Certificado de seguro de transporte - Copia del productor (PAS)',
  constancia: 'Constancia de emisión',
};

export interface ContextoCertificado {
  tenant: Tenant;
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
  const s = c.sumaAsegurada;
  const $ = (n: number) => `${s.moneda.simbolo} ${importe(n)}`;
  const formaDePago = FORMAS_DE_PAGO.find((f) => f.id === c.pago.metodo)?.nombre;
  const emitido = Boolean(c.nroCertificado && c.codigoVerificacion && ctx.urlVerificacion);
  const opcionales: Linea[] = [
    ...(c.nroReferenciaInterna ? [['Referencia interna', c.nroReferenciaInterna] as const] : []),
    ...(c.facturaComercial ? [['Factura comercial', c.facturaComercial] as const] : []),
    ...(c.clausulaDeNoRepeticion ? [['Cláusula de no repetición', c.clausulaDeNoRepeticion] as const] : []),
  ];
  return {
    titulo: TITULOS[tipo],
    numero: c.nroCertificado ? `Certificado N° ${c.nroCertificado}` : `Cotización N° ${c.id}`,
    estado: `Estado: ${c.estado.nombre} - ${fecha(c.fechaEstado)}`,
    secciones: conContenido([
      {
        titulo: 'Aseguradora y cobertura',
        lineas: [
          ['Aseguradora', c.cobertura.aseguradora],
          ['Cobertura', c.cobertura.nombre],
          ...lista('Alcance', c.cobertura.resumenes),
        ],
      },
      {
        titulo: 'Partes',
        lineas: [
          ['Tomador (asegurado)', parte(c.tomador)],
          ['Beneficiario', parte(c.beneficiario)],
          ['Productor', c.productor.nombre],
        ],
      },
      {
        titulo: 'Vigencia y viaje',
        lineas: [
          ['Vigencia', `Desde la salida el ${fecha(c.fechaSalida)} hasta la llegada a destino`],
          ['Trayecto', `${c.paisOrigen.nombre} a ${c.paisDestino.nombre}`],
          ['Medio de transporte', c.medioTransporte.texto],
          ...(c.detalleOrigen ? [['Origen', c.detalleOrigen] as const] : []),
          ...(c.detalleDestino ? [['Destino', c.detalleDestino] as const] : []),
        ],
      },
      {
        titulo: 'Mercadería y suma asegurada',
        lineas: [
          ['Mercadería', `${c.mercaderia.nombre} (${c.mercaderia.esNueva ? 'nueva' : 'usada'})`],
          ...(c.detalleMercaderia ? [['Detalle', c.detalleMercaderia] as const] : []),
          ['Valor de factura', $(s.valorFactura)],
          ['Flete', $(s.gastoEnvio)],
          ['Demás gastos', $(s.demasGastos)],
          ['Beneficio imaginario', `${importe(s.beneficioImaginario)} %`],
          ['Suma asegurada', $(s.total)],
        ],
      },
      {
        titulo: 'Condiciones',
        lineas: [
          ...c.oferta.deducibles.map((d) => [`Deducible: ${d.cobertura}`, d.deducible] as const),
          ...lista(
            'Medidas de seguridad exigidas',
            c.medidasSeguridad.map((m) => m.nombre),
          ),
          ...condicionesDeAprobacion(c.solicitudAprobacion?.decision ?? null),
        ],
      },
      {
        titulo: 'Precio',
        lineas: [
          ['Prima', $(c.prima.monto)],
          ['Premio', `${$(c.premio.monto)}${c.pago.cuotas > 1 ? ` en ${c.pago.cuotas} cuotas` : ''}`],
          ...(formaDePago ? [['Forma de pago', formaDePago] as const] : []),
          ...(tipo === 'pas'
            ? [
                ['Comisión del productor', `${importe(c.comisionProductor)} %`] as const,
                ['Recargo administrativo', `${importe(c.recargoAdmin)} %`] as const,
              ]
            : []),
        ],
      },
      { titulo: 'Referencias', lineas: opcionales },
    ]),
    verificacion: emitido ? { codigo: c.codigoVerificacion!, url: ctx.urlVerificacion! } : null,
    urlCondiciones: ctx.urlCondiciones,
    aviso: emitido ? null : AVISO_COTIZACION,
  };
};

/** The specific-trip certificate's paper of this kind (copy of the insured, of the producer, or the issue's constancia). */
export const renderCertificadoPdf = (c: Certificado, tipo: TipoDocumento, ctx: ContextoCertificado): Promise<Uint8Array> =>
  renderDocumento(contenidoViajeEspecifico(c, tipo, ctx), ctx.tenant);
