import type { CertificadoAnual } from '#shared/contract/schemas/rating-anual.ts';
import { contextoAnual, solicitudAnual } from '#shared/rating-anual/fixtures.ts';
import { cotizarAnual } from '#shared/rating-anual/motor.ts';

/** The screens' tests price with the server's engine over the seeded tariff. */
export const CTX = contextoAnual();
export const TOMADOR = {
  id: 9,
  nombre: 'Frigorífico del Plata S.A.',
  cif: '30710000011',
  logo: null,
  markup: null,
  email: null,
  productorId: 10,
  pais: { id: 32, nombre: 'Argentina', bandera: '/ar.svg' },
};
/** Dangerous goods: Aseguradora del Sur's coverage refuses them, the others price them. */
export const SOLICITUD = solicitudAnual({
  mae: { monto: 20_000_000, idMoneda: 840 },
  mercaderias: [
    { id: 8, porcentaje: 70 },
    { id: 9, porcentaje: 30 },
  ],
});
export const OFERTAS = cotizarAnual(SOLICITUD, CTX);
export const REFUSADA = OFERTAS.find((o) => o.validaciones.length > 0)!;
export const LIMPIA = OFERTAS.find((o) => o.validaciones.length === 0)!;

/** A saved quote (Cotizado) of that request with the chosen offer. */
export const certificadoAnual = (c: Partial<CertificadoAnual> = {}): CertificadoAnual => ({
  id: 5,
  nroCertificado: null,
  fechaEstado: '2026-11-20T12:00:00.000Z',
  estado: { id: 10, value: 10, nombre: 'Cotizado', texto: 'Cotizado', colorName: '#FFAA00' },
  deducibles: [],
  entidad: {
    tomador: { id: TOMADOR.id, nombre: TOMADOR.nombre, cif: TOMADOR.cif },
    beneficiario: { id: TOMADOR.id, nombre: TOMADOR.nombre, cif: TOMADOR.cif },
  },
  mae: { moneda: { id: 840, simbolo: 'U$S' }, monto: 20_000_000 },
  cotizacionSeleccionada: LIMPIA,
  cotizacion: SOLICITUD,
  tomadorEsBeneficiario: true,
  nroReferenciaInterna: null,
  productor: { id: 10, nombre: 'Transportes del Sur SA' },
  solicitudAprobacion: null,
  decision: null,
  fechaEmision: null,
  codigoVerificacion: null,
  documentos: ['cotizacion'],
  version: 1,
  ...c,
});
