import type { CertificadoSiniestro } from '#shared/contract/schemas/siniestro.ts';
import { esDenunciable, esNumeroAnual, estadoDenunciable } from '#shared/siniestros/certificado.ts';
import {
  CertificadoCarga,
  CertificadoCargaIndice,
  RAMOS_CERTIFICADO,
  type CertificadoCargaItem,
} from '../data/certificados-carga.ts';
import { numeroBuscado } from '../data/busquedas.ts';
import { CertificadoVE, type CertificadoItem } from '../data/certificados.ts';
import type { TenantDb } from '../data/model/db.ts';
import { NotFoundError } from '../http/errors.ts';

/** A certificate a claim can be filed against, of either kind, as read. */
export type Denunciable =
  { tipo: 'viajeEspecifico'; certificado: CertificadoItem } | { tipo: 'flotante'; certificado: CertificadoCargaItem };

/**
 * The issued (or declared) certificate a claim is filed against, only when its number and a tax id
 * of one of its parties match: a specific trip's beneficiary or policyholder, a floating policy's
 * beneficiary or client (the policy's insured, with its tax id as issued). Otherwise nothing, so a lookup reveals no more than
 * "not found". The number is looked up in every kind at once (one single-item Query each, on the
 * exact number; the prefixes differ, so at most one answers); only a match in a claimable state reads
 * on: the specific trip or the floating certificate.
 */
export const certificadoDenunciable = async (db: TenantDb, numero: string, cif: string): Promise<Denunciable | undefined> => {
  const buscado = numeroBuscado(numero);
  const [ve, ...flotantes] = await Promise.all([
    db.query(CertificadoVE, 'byNumero', { nroCertificado: buscado }, { limit: 1 }),
    ...RAMOS_CERTIFICADO.map((ramo) => db.query(CertificadoCargaIndice, 'byNumero', { ramo, numero: buscado }, { limit: 1 })),
  ]);
  const [filaVe] = ve.items;
  if (filaVe) {
    const c = await db.get(CertificadoVE, { id: filaVe.id });
    return c && esDenunciable(c.estado, [c.beneficiario?.cif, c.tomador?.cif], cif)
      ? { tipo: 'viajeEspecifico', certificado: c }
      : undefined;
  }
  const filaCarga = flotantes.flatMap((p) => p.items)[0];
  // The row knows the state: a quote, a cancelled or a baja certificate costs no further read.
  if (!filaCarga || !estadoDenunciable(filaCarga.estado)) return undefined;
  const c = await db.get(CertificadoCarga, { id: filaCarga.id });
  return c && esDenunciable(c.estado, [c.beneficiario?.cif, c.cliente.cif], cif)
    ? { tipo: 'flotante', certificado: c }
    : undefined;
};

/** The public notice's upload slots are tied to the certificate proved; the kinds' ids overlap, so the kind is part of it. */
export const llamantePublico = (d: Denunciable) =>
  d.tipo === 'viajeEspecifico' ? `certificado:${d.certificado.id}` : `certificado-flotante:${d.certificado.id}`;

/**
 * What a claim keeps of its certificate. A floating certificate's coverage is its policy's, as the
 * certificate recorded it when saved; without a beneficiary, the claim's beneficiary is the client,
 * the insured whose goods travel.
 */
export const datosDelCertificado = (d: Denunciable) => {
  if (d.tipo === 'viajeEspecifico') {
    const c = d.certificado;
    const parte = (p: CertificadoItem['tomador']) => (p ? { cif: p.cif, nombre: p.nombre } : null);
    const certificado: CertificadoSiniestro = {
      tipo: 'viajeEspecifico',
      poliza: null,
      aseguradora: c.oferta.cobertura.aseguradora,
      asegurado: parte(c.tomador),
      cobertura: c.oferta.cobertura.nombre,
    };
    return {
      idCertificado: c.id,
      numeroCertificado: c.nroCertificado as string,
      productorId: c.productor.id,
      aseguradoraId: c.oferta.cobertura.idAseguradora,
      beneficiario: parte(c.beneficiario) ?? { cif: '', nombre: '' },
      documentoCertificado: c.documentos.asegurado ?? null,
      certificado,
    };
  }
  const c = d.certificado;
  const asegurado = { cif: c.cliente.cif ?? '', nombre: c.cliente.nombre };
  const certificado: CertificadoSiniestro = {
    tipo: c.ramo,
    poliza: c.poliza.numero,
    aseguradora: c.poliza.aseguradora,
    asegurado,
    cobertura: c.poliza.cobertura ?? '',
  };
  return {
    idCertificado: c.id,
    numeroCertificado: c.nroCertificado as string,
    productorId: c.emisorId,
    aseguradoraId: c.aseguradoraId,
    clienteEmpresaId: c.clienteEmpresaId,
    beneficiario: c.beneficiario ? { cif: c.beneficiario.cif, nombre: c.beneficiario.nombre } : asegurado,
    documentoCertificado: c.documentos.certificado ?? null,
    certificado,
  };
};

export const NO_ENCONTRADO = 'No encontramos su certificado. Verifique que los datos ingresados sean correctos.';
export const ANUAL_NO_DENUNCIABLE =
  'Los certificados de rating anual (FA-) no admiten denuncias de siniestro: denuncie el siniestro con el número del certificado del embarque (CC- o CT-) o del viaje específico (VE-).';

/** The 404 of a lookup that found nothing claimable: an annual rating's number says why (esNumeroAnual). */
export const noEncontrado = (numero: string) => new NotFoundError(esNumeroAnual(numero) ? ANUAL_NO_DENUNCIABLE : NO_ENCONTRADO);
