import type { VisibilidadPrecio } from '#shared/certificados/carga.ts';
import type { CertificadoAnual, CertificadoAnualFila } from '#shared/contract/schemas/rating-anual.ts';
import { documentoAnual } from '#shared/rating-anual/estados.ts';
import { cotizacionAnualVisible, filaAnualVisible, ofertaAnualVisible } from '#shared/rating-anual/visibilidad.ts';
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

export const toCertificadoAnual = (c: CertificadoAnualItem, v: VisibilidadPrecio): CertificadoAnual => ({
  id: c.id,
  nroCertificado: c.nroCertificado,
  fechaEstado: c.fechaEstado,
  estado: estado(c.estado),
  deducibles: c.oferta.deducibles.map((d) => ({ label: d.cobertura, value: d.deducible })),
  entidad: { tomador: c.tomador, beneficiario: c.beneficiario },
  mae: { moneda: c.oferta.prima.moneda, monto: c.request.mae.monto },
  cotizacionSeleccionada: ofertaAnualVisible(c.oferta, v),
  cotizacion: cotizacionAnualVisible(c.request, v),
  tomadorEsBeneficiario: c.tomadorEsBeneficiario,
  nroReferenciaInterna: c.nroReferenciaInterna,
  productor: c.productor,
  solicitudAprobacion: c.solicitudAprobacion,
  decision: c.decision,
  fechaEmision: c.fechaEmision,
  codigoVerificacion: c.codigoVerificacion ?? null,
  documentos: documentos(c),
  version: c.version,
});

/** The row's own columns, picked (a projected row also carries patched attributes such as document keys). */
export const toFilaAnual =
  (v: VisibilidadPrecio) =>
  (f: CertificadoAnualFilaItem): CertificadoAnualFila =>
    filaAnualVisible(
      {
        id: f.id,
        nroCertificado: f.nroCertificado,
        fechaEstado: f.fechaEstado,
        estado: f.estado,
        tomador: f.tomador,
        beneficiario: f.beneficiario,
        mae: f.mae,
        prima: f.prima,
        premio: f.premio,
        aseguradoraId: f.aseguradoraId,
      },
      v,
    );
