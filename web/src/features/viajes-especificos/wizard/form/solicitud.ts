/** The quote form to and from the API: the quote request, the save payload and the form of a saved certificate. */
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import type { Certificado, CotizacionRequest, GuardarRequest, Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { TIPOS_RIESGO, type TipoRiesgoId } from './constantes.ts';
import { type CotizacionForm, sumaAseguradaDe } from './cotizacion.ts';
import { cuotasHabilitadas, impuestoDe, type Palanca } from './paso-cobertura.ts';

/** Who is quoting: the tenant's lever and the user's parent-level producer (spec 3 §6, sent as NivelSuperiorId). */
export interface OpcionesSolicitud {
  palanca: Palanca;
  nivelSuperiorId: number | null;
  coberturaId?: number | null;
}

/**
 * The quote request (spec 3 §3.3). Only the tenant's lever travels: recargoAdmin for a standard
 * tenant, comisionProductor for the bank and embedded ones. The lever and the commercial discount are
 * sent only when re-pricing one coverage (`coberturaId`); a quote of every coverage sends null and 0,
 * and each insurer uses its default. NivelFinalId is the chosen producer, NivelSuperiorId the user's
 * parent level. Impuesto is null until an offer is chosen (see `aGuardar`).
 */
export const aSolicitud = (v: CotizacionForm, opciones: OpcionesSolicitud): CotizacionRequest => {
  const repricing = opciones.coberturaId !== undefined && opciones.coberturaId !== null;
  const palanca = repricing ? v[opciones.palanca] : null;
  return {
    ValorFactura: v.valor ?? 0,
    DemasGastos: v.demasGastos ?? 0,
    GastoEnvio: v.flete ?? 0,
    BeneficioImaginario: v.beneficioImaginario ?? 0,
    SumaAsegurada: sumaAseguradaDe(v),
    MonedaId: v.monedaId ?? 840,
    EsMercaderiaUsada: !v.esNueva,
    MercaderiaId: v.mercaderiaId ?? 0,
    OperacionId: v.idTipoRiesgo,
    TransporteId: v.idModoTransporte ?? 0,
    OrigenId: v.origenId ?? 0,
    DestinoId: v.destinoId ?? 0,
    FechaSalida: v.fechaSalida,
    Km: v.km,
    ContinuacionViaje: v.continuacionViaje,
    FormaDePagoId: v.formaDePago,
    Cuotas: cuotasHabilitadas(v.formaDePago) ? (v.cuotas ?? 1) : 1,
    ...(v.condicionFiscal ? { CondicionFiscal: v.condicionFiscal } : {}),
    ...(opciones.palanca === 'recargoAdmin' ? { recargoAdmin: palanca } : { comisionProductor: palanca }),
    dctoComercial: repricing ? (v.dctoComercial ?? 0) : 0,
    Impuesto: null,
    NivelSuperiorId: opciones.nivelSuperiorId,
    NivelFinalId: v.productorId,
    TomadorId: v.tomador?.id ?? null,
    BeneficiarioId: v.esBeneficiario ? (v.tomador?.id ?? null) : (v.beneficiario?.id ?? null),
    CoberturaId: repricing ? opciones.coberturaId : null,
  };
};

/** The save payload: the request with the chosen offer's coverage and taxes (and Id when the quote exists). */
export const aGuardar = (
  v: CotizacionForm,
  oferta: Pick<Oferta, 'cobertura' | 'premio' | 'calculoPremio'>,
  opciones: Omit<OpcionesSolicitud, 'coberturaId'> & { id?: number | null },
): GuardarRequest => {
  const base = aSolicitud(v, { ...opciones, coberturaId: oferta.cobertura.id });
  return {
    ...base,
    Impuesto: impuestoDe(oferta),
    CoberturaId: oferta.cobertura.id,
    TomadorId: v.tomador?.id ?? 0,
    ...(opciones.id ? { Id: opciones.id } : {}),
  };
};

/** The form of a saved certificate (edit, clone, issue). */
export const desdeCertificado = (c: Certificado, hoy: string): CotizacionForm => {
  const tomador = c.tomador ? aCliente(c.tomador) : null;
  const beneficiario = c.beneficiario ? aCliente(c.beneficiario) : null;
  return {
    productorId: c.productor.id,
    tomador,
    esBeneficiario: !beneficiario || beneficiario.id === tomador?.id,
    beneficiario: beneficiario && beneficiario.id !== tomador?.id ? beneficiario : null,
    idTipoRiesgo: (TIPOS_RIESGO as readonly number[]).includes(c.tipoOperacion.id) ? (c.tipoOperacion.id as TipoRiesgoId) : 201,
    idModoTransporte: c.medioTransporte.id,
    origenId: c.paisOrigen.id,
    destinoId: c.paisDestino.id,
    fechaSalida: c.fechaSalida.slice(0, 10) || hoy,
    km: c.solicitud.Km,
    continuacionViaje: c.solicitud.ContinuacionViaje,
    mercaderiaId: c.mercaderia.id,
    esNueva: c.mercaderia.esNueva,
    monedaId: c.sumaAsegurada.moneda.id,
    valor: c.sumaAsegurada.valorFactura,
    flete: c.sumaAsegurada.gastoEnvio,
    demasGastos: c.sumaAsegurada.demasGastos,
    beneficioImaginario: c.sumaAsegurada.beneficioImaginario,
    formaDePago: c.pago.metodo,
    cuotas: cuotasHabilitadas(c.pago.metodo) ? c.pago.cuotas : null,
    condicionFiscal: c.solicitud.CondicionFiscal ?? null,
    comisionProductor: c.comisionProductor,
    recargoAdmin: c.recargoAdmin,
    dctoComercial: c.solicitud.dctoComercial,
  };
};

const aCliente = (p: { id: number; nombre: string; cif: string }): Cliente => ({
  id: p.id,
  nombre: p.nombre,
  cif: p.cif,
  logo: null,
  markup: null,
  pais: { id: 0, nombre: '', bandera: '' },
  email: null,
  productorId: null,
});
