import { TIPOS_CONTENEDOR } from '#shared/catalogos/data.ts';
import type { Verificacion } from '#shared/contract/schemas/verificacion.ts';
import { vigenciaAnual } from '#shared/rating-anual/vigencia.ts';
import { ESTADOS, estadoPorId } from '#shared/viajes-especificos/estados.ts';
import { nombrePais, nombreTransporte } from '#shared/viajes-especificos/nombres.ts';
import { formatearDinero } from '#shared/viajes-especificos/redondeo.ts';
import { hoyNegocio } from '../data/catalogos.ts';
import type { CertificadoItem } from '../data/certificados.ts';
import type { CertificadoAnualItem } from '../data/certificados-anuales.ts';
import type { CertificadoCargaItem } from '../data/certificados-carga.ts';
import type { CotizacionEmbarcacionItem } from '../data/embarcaciones.ts';

/**
 * What the public page answers for each kind of certificate: only the key data a third party checks
 * (whether it is in force, number, state, dates, insurer, coverage, insured, route or scope, sum
 * insured), never a price nor a tax id. Each answers null when the item is not an issued certificate.
 */

const enVigor = (estado: number) => estado === ESTADOS.emitido.id || estado === ESTADOS.declarado.id;
// The day of the business's calendar, not UTC's: issued at 22:00 in Buenos Aires is that day.
const dia = (iso: string) => hoyNegocio(new Date(iso));
const dinero = (simbolo: string, monto: number) => `${simbolo} ${formatearDinero(monto)}`;
const ruta = (origenId: number, destinoId: number, transporteIds: number[]) =>
  `${nombrePais(origenId)} - ${nombrePais(destinoId)} (${transporteIds.map(nombreTransporte).join(', ')})`;

export const verificacionViaje = (c: CertificadoItem): Verificacion | null => {
  if (!c.nroCertificado || !c.emision) return null;
  const r = c.request;
  return {
    tipo: 'viaje-especifico',
    valido: enVigor(c.estado),
    nroCertificado: c.nroCertificado,
    estado: estadoPorId(c.estado).nombre,
    fechaEmision: dia(c.emision.fecha),
    fechaSalida: r.FechaSalida,
    vigencia: null,
    aseguradora: c.oferta.cobertura.aseguradora,
    cobertura: c.oferta.cobertura.nombre,
    tomador: c.tomador?.nombre ?? '',
    trayecto: ruta(r.OrigenId, r.DestinoId, [r.TransporteId]),
    sumaAsegurada: dinero(c.oferta.moneda.simbolo, c.oferta.sumaAsegurada),
  };
};

const contenedores = (lineas: { idTipo: number; cantidad: number }[]) =>
  lineas
    .map((l) => `${l.cantidad} × ${TIPOS_CONTENEDOR.find((t) => t.id === l.idTipo)?.nombre ?? `tipo ${l.idTipo}`}`)
    .join(', ');

/** A certificate under a floating policy (cargo or containers): in force while issued or declared, not once given baja. */
export const verificacionFlotante = (c: CertificadoCargaItem): Verificacion | null => {
  if (!c.nroCertificado || !c.fechaEmision) return null;
  const comun = {
    valido: enVigor(c.estado),
    nroCertificado: c.nroCertificado,
    estado: estadoPorId(c.estado).nombre,
    fechaEmision: dia(c.fechaEmision),
    fechaSalida: c.request.fechaSalida,
    aseguradora: c.poliza.aseguradora,
    cobertura: c.poliza.cobertura ?? `Póliza ${c.poliza.numero}`,
    tomador: c.cliente.nombre,
  };
  return c.ramo === 'transporte'
    ? {
        ...comun,
        tipo: 'carga',
        vigencia: null,
        trayecto: ruta(c.request.origenId, c.request.destinoId, c.request.transporteIds),
        sumaAsegurada: dinero(c.resultado.moneda.simbolo, c.resultado.sumaAsegurada),
      }
    : {
        ...comun,
        tipo: 'contenedores',
        // The containers are covered from the trip's start until they are returned.
        vigencia: { desde: c.request.fechaSalida, hasta: c.request.fechaDevolucion },
        trayecto: contenedores(c.request.contenedores),
        // Containers are insured by type and number, not for a sum.
        sumaAsegurada: null,
      };
};

/** An annual floating certificate: in force from its issue for a year (a deleted quote was never issued). */
export const verificacionAnual = (c: CertificadoAnualItem, ahora = new Date()): Verificacion | null => {
  if (!c.nroCertificado || !c.fechaEmision) return null;
  const simbolo = c.oferta.prima.moneda.simbolo;
  const vigencia = vigenciaAnual(c.fechaEmision);
  return {
    tipo: 'anual',
    valido: !c.eliminado && enVigor(c.estado) && hoyNegocio(ahora) <= vigencia.hasta,
    nroCertificado: c.nroCertificado,
    estado: estadoPorId(c.estado).nombre,
    fechaEmision: dia(c.fechaEmision),
    fechaSalida: null,
    vigencia,
    aseguradora: c.oferta.cobertura.aseguradora,
    cobertura: c.oferta.cobertura.nombre,
    tomador: c.tomador.nombre,
    trayecto: 'Flotante anual',
    // Each shipment is insured up to its transport's maximum liability.
    sumaAsegurada: `${c.request.transportes
      .map((t) => `${nombreTransporte(t.id)}: ${dinero(simbolo, t.responsabilidadMaxima)}`)
      .join('; ')} por embarque`,
  };
};

/** A paid boat policy: in force during its year, expired after it. */
export const verificacionEmbarcacion = (q: CotizacionEmbarcacionItem, ahora = new Date()): Verificacion | null => {
  if (q.estado !== 'pagada' || !q.poliza) return null;
  const vigente = ahora.toISOString() < q.poliza.vigencia.hasta;
  return {
    tipo: 'embarcacion',
    valido: vigente,
    nroCertificado: q.poliza.numero,
    estado: vigente ? 'Vigente' : 'Vencida',
    fechaEmision: dia(q.poliza.fecha),
    fechaSalida: null,
    vigencia: q.poliza.vigencia,
    aseguradora: q.aseguradora.nombre,
    cobertura: q.cobertura.nombre,
    tomador: q.tomador.nombre,
    trayecto: `Embarcación ${q.nombre}`,
    sumaAsegurada: dinero(q.moneda.simbolo, q.sumaAsegurada),
  };
};
