import type { CertificadoCarga } from '#shared/contract/schemas/certificado-carga.ts';
import type { CertificadoContenedores } from '#shared/contract/schemas/certificado-contenedores.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { nombreMercaderia, nombrePais, nombreTransporte } from '#shared/viajes-especificos/nombres.ts';
import type { PolizaItem } from '../data/polizas.ts';
import { AVISO_COTIZACION, conContenido, lista, type Documento, type Linea, type Seccion } from './documento.ts';
import { fecha, importe } from './format.ts';
import { renderDocumento } from './maqueta.ts';
import { condicionesDeAprobacion, parte } from './partes.ts';

const TITULOS = {
  transporte: {
    certificado: 'Certificado de seguro de carga - Póliza flotante',
    cotizacion: 'Cotización de certificado de carga - Póliza flotante',
  },
  contenedores: {
    certificado: 'Certificado de seguro de contenedores - Póliza flotante',
    cotizacion: 'Cotización de certificado de contenedores - Póliza flotante',
  },
} as const;
export type TipoDocumentoFlotante = keyof (typeof TITULOS)['transporte'];

/** What the paper reads besides the certificate: the policy it hangs from, the insured's tax id, its code. */
export interface ContextoFlotante {
  tenant: Tenant;
  /** The policy as it is now (its terms are the certificate's); null if it was removed. */
  poliza: Pick<PolizaItem, 'vigenciaDesde' | 'vigenciaHasta' | 'cobertura' | 'limitesPorEmbarque' | 'exclusiones'> | null;
  clienteCif: string | null;
  verificacion: { codigo: string; url: string } | null;
}

/** The policy's terms: coverage, deductibles, limits per shipment, exclusions. */
const condicionesDePoliza = (p: ContextoFlotante['poliza'], $: (n: number) => string): Linea[] =>
  p
    ? [
        ['Cobertura', p.cobertura.nombre],
        ...p.cobertura.deducibles.map(
          (d) => [`Deducible: ${d.concepto}`, d.tipo === 'porcentaje' ? `${importe(d.valor)} %` : $(d.valor)] as const,
        ),
        ...p.limitesPorEmbarque.map((l) => [`Límite por embarque: ${nombreTransporte(l.transporteId)}`, $(l.limite)] as const),
        ...lista('Mercaderías excluidas', (p.exclusiones?.mercaderias ?? []).map(nombreMercaderia)),
        ...lista('Países excluidos', (p.exclusiones?.paises ?? []).map(nombrePais)),
      ]
    : [];

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
  propias: (dinero: (n: number | undefined) => string) => Seccion[],
): Documento => {
  const $ = (n: number | undefined) => (n === undefined ? '-' : `${c.moneda.simbolo} ${importe(n)}`);
  const emitido = tipo === 'certificado' && Boolean(c.nroCertificado);
  return {
    titulo: TITULOS[c.ramo][tipo],
    numero: c.nroCertificado ? `Certificado N° ${c.nroCertificado}` : `Cotización N° ${c.id}`,
    estado: `Estado: ${c.estado.nombre} - ${fecha(c.fechaEstado)}`,
    secciones: conContenido([
      {
        titulo: 'Aseguradora y póliza',
        lineas: [
          ['Aseguradora', c.poliza.aseguradora.nombre],
          ['Póliza', c.poliza.numero],
          ...(c.endoso ? [['Endoso', c.endoso.nombre] as const] : []),
          ...(ctx.poliza
            ? [['Vigencia de la póliza', `${fecha(ctx.poliza.vigenciaDesde)} al ${fecha(ctx.poliza.vigenciaHasta)}`] as const]
            : []),
          ...(c.fechaEmision ? [['Emitido el', fecha(c.fechaEmision)] as const] : []),
        ],
      },
      {
        titulo: 'Partes',
        lineas: [
          ['Asegurado', parte({ nombre: c.cliente.nombre, cif: ctx.clienteCif })],
          ['Beneficiario', parte(c.beneficiario)],
          ['Emisor', c.emisor.nombre],
        ],
      },
      ...propias($),
      {
        titulo: 'Condiciones',
        lineas: [...condicionesDePoliza(ctx.poliza, $), ...condicionesDeAprobacion(c.decision)],
      },
      { titulo: 'Referencias', lineas: c.nroReferenciaInterna ? [['Referencia interna', c.nroReferenciaInterna]] : [] },
    ]),
    verificacion: emitido ? ctx.verificacion : null,
    urlCondiciones: null,
    aviso: tipo === 'cotizacion' ? AVISO_COTIZACION : null,
  };
};

/** A cargo certificate (issued) or its quotation: the trip, the goods and the sum insured by component, the price. */
export const contenidoCertificadoCarga = (c: CertificadoCarga, tipo: TipoDocumentoFlotante, ctx: ContextoFlotante) =>
  contenidoFlotante(c, tipo, ctx, ($) => {
    const s = c.solicitud;
    return [
      {
        titulo: 'Vigencia y viaje',
        lineas: [
          ['Vigencia', `Desde la salida el ${fecha(c.fechaSalida)} hasta la llegada a destino`],
          ['Trayecto', `${c.origen.nombre} a ${c.destino.nombre} (${c.riesgo})`],
          ['Medios de transporte', c.tiposTransporte.map((t) => t.nombre).join(', ')],
        ],
      },
      {
        titulo: 'Mercadería y suma asegurada',
        lineas: [
          ['Mercadería', `${c.mercaderia.nombre} (${c.mercaderia.esNueva ? 'nueva' : 'usada'})`],
          ['Valor', $(s.valor)],
          ['Flete', $(s.flete)],
          ['Demás gastos', $(s.demasGastos)],
          ['Beneficio imaginario', `${importe(s.beneficioImaginario)} %`],
          ['Suma asegurada', $(c.sumaAsegurada)],
          ['Precio', $(c.precio.precioFinal)],
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
  contenidoFlotante(c, tipo, ctx, ($) => [
    {
      titulo: 'Vigencia y viaje',
      lineas: [
        ['Vigencia', `Del ${fecha(c.fechaSalida)} a la devolución de los contenedores el ${fecha(c.fechaDevolucion)}`],
        ['Fin del viaje', fecha(c.fechaLlegada)],
      ],
    },
    {
      titulo: 'Contenedores',
      lineas: [
        ...c.precio.lineas.map((l) => [l.tipo.nombre, `${l.cantidad}`] as const),
        ['Total de contenedores', `${c.cantidadContenedores}`],
        ['Precio', $(c.precio.precioFinal)],
      ],
    },
  ]);

export const renderCertificadoCargaPdf = (c: CertificadoCarga, tipo: TipoDocumentoFlotante, ctx: ContextoFlotante) =>
  renderDocumento(contenidoCertificadoCarga(c, tipo, ctx), ctx.tenant);

export const renderCertificadoContenedoresPdf = (
  c: CertificadoContenedores,
  tipo: TipoDocumentoFlotante,
  ctx: ContextoFlotante,
) => renderDocumento(contenidoCertificadoContenedores(c, tipo, ctx), ctx.tenant);
