import type { CertificadoAnual, CertificadoAnualFila } from '#shared/contract/schemas/rating-anual.ts';
import { documentoAnual } from '#shared/rating-anual/estados.ts';
import { estadoPorId } from '#shared/viajes-especificos/estados.ts';
import type { CertificadoAnualFilaItem, CertificadoAnualItem } from '../data/certificados-anuales.ts';

/** Spec 2 §3.10 estado {id, value, nombre, texto, colorName}. */
const estado = (id: number) => {
  const e = estadoPorId(id);
  return { id, value: id, nombre: e.nombre, texto: e.nombre, colorName: e.colorName };
};

/** The documents a state has: the quotation until issued (kept after), the certificate once issued. */
const documentos = (c: CertificadoAnualItem): CertificadoAnual['documentos'] =>
  documentoAnual(c.estado) === 'certificado' ? ['certificado', 'cotizacion'] : ['cotizacion'];

export const toCertificadoAnual = (c: CertificadoAnualItem): CertificadoAnual => ({
  id: c.id,
  nroCertificado: c.nroCertificado,
  fechaEstado: c.fechaEstado,
  estado: estado(c.estado),
  deducibles: c.oferta.deducibles.map((d) => ({ label: d.cobertura, value: d.deducible })),
  entidad: { tomador: c.tomador, beneficiario: c.beneficiario },
  mae: { moneda: c.oferta.prima.moneda, monto: c.request.mae.monto },
  cotizacionSeleccionada: c.oferta,
  cotizacion: c.request,
  tomadorEsBeneficiario: c.tomadorEsBeneficiario,
  nroReferenciaInterna: c.nroReferenciaInterna,
  productor: c.productor,
  solicitudAprobacion: c.solicitudAprobacion,
  decision: c.decision,
  fechaEmision: c.fechaEmision,
  documentos: documentos(c),
  version: c.version,
});

export const toFilaAnual = (f: CertificadoAnualFilaItem): CertificadoAnualFila => f;
