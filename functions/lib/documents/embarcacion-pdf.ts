import { MESES_VIGENCIA_EMBARCACION } from '#shared/checkout/poliza.ts';
import type { Locale, Tenant } from '#shared/tenants/tenant.ts';
import type { CotizacionEmbarcacionItem } from '../data/embarcaciones.ts';
import type { Documento, Seccion } from './documento.ts';
import { idioma } from './idioma.ts';
import { renderDocumento } from './maqueta.ts';
import type { TextosPapel } from './textos.ts';

type Tipo = keyof TextosPapel['embarcacion']['titulos'];

/**
 * What the boat quote or its policy says: who takes it, the vessel, what it covers (insurer,
 * coverage, sum insured), for how long (the policy, from its payment; the quote, the term it will
 * have) and the price. Pure, so what the paper carries is tested apart from how it is drawn.
 */
export const contenidoEmbarcacion = (q: CotizacionEmbarcacionItem, tipo: Tipo, locale: Locale = 'es-AR'): Seccion[] => {
  const l = idioma(locale);
  const { comun: t, embarcacion: te } = l.t;
  const poliza = tipo === 'poliza' ? q.poliza : null;
  const pesos = (n: number) => `${q.moneda.simbolo} ${l.importe(n)}`;
  return [
    {
      titulo: te.tomador,
      lineas: [
        [te.nombre, q.tomador.nombre],
        [te.correo, q.tomador.email],
      ],
    },
    {
      titulo: te.embarcacion,
      lineas: [
        [te.nombre, q.nombre],
        [te.producto, te.seguroDeEmbarcacion],
      ],
    },
    {
      titulo: t.cobertura,
      lineas: [
        [t.aseguradora, te.aseguradora(q.aseguradora.nombre, q.aseguradora.cif)],
        [t.cobertura, q.cobertura.nombre],
        [t.alcance, q.cobertura.descripcion],
        [t.sumaAsegurada, pesos(q.sumaAsegurada)],
        [
          t.vigencia,
          poliza
            ? te.vigenciaPoliza(l.fechaHora(poliza.vigencia.desde), l.fechaHora(poliza.vigencia.hasta))
            : te.mesesDesdeElPago(MESES_VIGENCIA_EMBARCACION),
        ],
      ],
    },
    {
      titulo: t.precio,
      lineas: [[te.total, pesos(q.total)], ...(poliza ? [[te.pagadoEl, l.fechaHora(poliza.fecha)] as [string, string]] : [])],
    },
  ];
};

/** The boat quote ('Revisar cobertura') or, once paid, its policy ('Descargar póliza'), in the tenant's locale. */
export const documentoEmbarcacion = (
  q: CotizacionEmbarcacionItem,
  tipo: Tipo,
  verificacion: Documento['verificacion'] = null,
  locale: Locale = 'es-AR',
): Documento => {
  const l = idioma(locale);
  const te = l.t.embarcacion;
  const poliza = tipo === 'poliza' ? q.poliza : null;
  return {
    titulo: te.titulos[tipo],
    numero: poliza ? te.polizaNumero(poliza.numero) : te.cotizacion(q.id.slice(0, 8)),
    estado: l.fecha(poliza ? poliza.fecha : q.creado),
    secciones: contenidoEmbarcacion(q, tipo, locale),
    verificacion: poliza ? verificacion : null,
    urlCondiciones: null,
    aviso: poliza ? null : l.t.comun.avisoCotizacion,
  };
};

export const renderEmbarcacionPdf = (
  q: CotizacionEmbarcacionItem,
  tipo: Tipo,
  tenant: Tenant,
  verificacion: Documento['verificacion'] = null,
) => renderDocumento(documentoEmbarcacion(q, tipo, verificacion, tenant.locale), tenant);
