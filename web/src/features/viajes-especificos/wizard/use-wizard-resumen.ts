import type { ModoTransporte, Moneda, Pais, TipoMercaderia } from '#shared/catalogos/schemas.ts';
import type { Empresa } from '#shared/contract/schemas/empresa.ts';
import type { Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { condicionesFiscales } from '#shared/viajes-especificos/impuestos.ts';
import { etiquetaProductor } from '#shared/viajes-especificos/productor.ts';
import { useOfertaEnLocale } from '#web/lib/catalogo-nombre.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { ResumenCotizacionDatos } from '../components/ResumenCotizacion.tsx';
import type { ResumenViaje } from '../components/ResumenViajeCard.tsx';
import { sumaAseguradaDe, type CotizacionForm } from './form/cotizacion.ts';
import { dctoDeOferta } from './form/paso-cobertura.ts';

interface Opciones {
  valores: CotizacionForm;
  seleccionada: Oferta | null;
  nroCotizacion: number | null;
  catalogos: { paises: Pais[]; monedas: Moneda[]; modos: ModoTransporte[]; mercaderias: TipoMercaderia[] };
  formaDePagoNombre: string;
  productores: Empresa[];
  /** The producer of the quote being edited, when it is none of the user's. */
  productorExistente: string | null;
  paisPolizaId: number;
  mostrarKm: boolean;
}

/**
 * What the wizard shows of the quote as it is filled: the side trip card and the step-2 summary. The
 * chosen offer's numbers win over the live ones (the server priced it).
 */
export function useResumenWizard(o: Opciones): { resumen: ResumenViaje; datos: ResumenCotizacionDatos } {
  const t = useT();
  const enLocale = useOfertaEnLocale();
  const { valores, seleccionada, catalogos } = o;
  const pais = (paisId: number | null) => (paisId !== null ? (catalogos.paises.find((p) => p.id === paisId) ?? null) : null);
  const moneda = catalogos.monedas.find((m) => m.id === valores.monedaId);
  const sumaVivo = sumaAseguradaDe(valores);
  const resumen: ResumenViaje = {
    tipoRiesgoId: valores.idTipoRiesgo,
    modoTransporte: catalogos.modos.find((m) => m.id === valores.idModoTransporte)?.nombre ?? null,
    origen: pais(valores.origenId),
    destino: pais(valores.destinoId),
    fechaSalida: valores.fechaSalida,
    mercaderia: catalogos.mercaderias.find((m) => m.id === valores.mercaderiaId)?.nombre ?? null,
    esNueva: valores.esNueva,
    monedaSimbolo: moneda?.simbolo ?? null,
    sumaAsegurada: seleccionada?.sumaAsegurada ?? sumaVivo,
    tomador: valores.tomador?.nombre ?? null,
    cobertura: seleccionada ? enLocale(seleccionada).cobertura.nombre : null,
    aseguradora: seleccionada?.cobertura.aseguradora ?? null,
    premio: seleccionada?.premio ?? null,
    nroCotizacion: o.nroCotizacion,
    nroCertificado: null,
  };
  const productorNombre = (pid: number | null) => {
    const e = o.productores.find((x) => x.id === pid);
    return e ? etiquetaProductor(e) : o.productorExistente;
  };
  const datos: ResumenCotizacionDatos = {
    productor: productorNombre(valores.productorId),
    tomador: valores.tomador ? `${valores.tomador.nombre} — ${valores.tomador.cif}` : null,
    beneficiario: valores.esBeneficiario
      ? t('cotizador.campo.elTomador')
      : valores.beneficiario
        ? `${valores.beneficiario.nombre} — ${valores.beneficiario.cif}`
        : null,
    tipoRiesgoId: valores.idTipoRiesgo,
    modoTransporte: resumen.modoTransporte ?? null,
    origen: resumen.origen ?? null,
    destino: resumen.destino ?? null,
    fechaSalida: valores.fechaSalida,
    km: o.mostrarKm ? valores.km : null,
    continuacionViaje: valores.continuacionViaje,
    mercaderia: resumen.mercaderia ?? null,
    esNueva: valores.esNueva,
    moneda: moneda ? `${moneda.codigo} · ${moneda.nombre}` : null,
    monedaSimbolo: moneda?.simbolo ?? seleccionada?.moneda.simbolo ?? '',
    valor: valores.valor ?? 0,
    flete: valores.flete ?? 0,
    demasGastos: valores.demasGastos ?? 0,
    beneficioImaginario: valores.beneficioImaginario ?? 0,
    sumaAsegurada: seleccionada?.sumaAsegurada ?? sumaVivo,
    formaDePago: o.formaDePagoNombre || null,
    cuotas: seleccionada?.cuotas ?? valores.cuotas,
    condicionFiscal: condicionesFiscales(o.paisPolizaId).find((c) => c.clave === valores.condicionFiscal)?.nombre ?? null,
    comisionProductor: seleccionada?.comisionProductor.valor ?? valores.comisionProductor,
    recargoAdmin: seleccionada?.recargoAdmin.valor ?? valores.recargoAdmin,
    dctoComercial: seleccionada ? dctoDeOferta(seleccionada) : (valores.dctoComercial ?? 0),
  };
  return { resumen, datos };
}
