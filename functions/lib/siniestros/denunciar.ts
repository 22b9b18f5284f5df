import type { Denuncia } from '#shared/contract/schemas/siniestro.ts';
import { ESTADO_INICIAL } from '#shared/siniestros/estados.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { nextNumber } from '../data/model/counters.ts';
import type { TenantDb } from '../data/model/db.ts';
import { auditar } from '../data/plataforma.ts';
import { Siniestro, type SiniestroItem } from '../data/siniestros.ts';
import { hoyNegocio } from '../data/tarifario.ts';
import { ValidationError } from '../http/errors.ts';
import { enviarCorreo } from '../ports/correo.ts';
import { publishEvent } from '../ports/eventos.ts';
import { adoptarArchivos } from './archivos.ts';
import { correosDenuncia } from './correos.ts';
import { certificadoDenunciable, datosDelCertificado, llamantePublico, noEncontrado } from './certificado.ts';

/**
 * Files a claim against an issued certificate, a specific trip's or a floating policy's (from the
 * public notice or from inside the portal):
 * the certificate must match number and tax id again, the date cannot be in the future, uploads are
 * checked and moved, the claim number comes from the tenant's counter, the claimant and the claims
 * team get an e-mail and SiniestroDenunciado goes on the bus.
 */
export const denunciar = async (
  tenant: Tenant,
  db: TenantDb,
  denuncia: Denuncia,
  origen: SiniestroItem['origen'],
  autor: { id: number | string; email?: string },
): Promise<{ id: number; numero: string }> => {
  const c = await certificadoDenunciable(db, denuncia.numeroCertificado, denuncia.cif);
  if (!c || c.certificado.id !== denuncia.idCertificado) throw noEncontrado(denuncia.numeroCertificado);
  if (denuncia.fechaOcurrencia > hoyNegocio()) {
    throw new ValidationError([{ path: 'fechaOcurrencia', message: 'La fecha de ocurrencia no puede ser posterior a hoy' }]);
  }

  const id = await nextNumber(db, 'siniestro');
  const datos = datosDelCertificado(c);
  const ahora = new Date().toISOString();
  const numero = `S-${ahora.slice(0, 4)}-${String(id).padStart(6, '0')}`;
  // The uploads of a notice were signed for the signed-in user, or for whoever proved this certificate.
  const llamante = origen === 'publico' ? llamantePublico(c) : `usuario:${autor.id}`;
  const archivos = await adoptarArchivos(db, { llamante, destino: 'denuncia' }, id, denuncia);
  const siniestro: SiniestroItem = {
    id,
    numero,
    version: 1,
    estado: ESTADO_INICIAL,
    origen,
    ...datos,
    cobertura: denuncia.cobertura,
    fechaOcurrencia: denuncia.fechaOcurrencia,
    fechaDenuncia: ahora,
    lugarOcurrencia: denuncia.lugarOcurrencia,
    ubicacionActualMercaderia: denuncia.ubicacionActualMercaderia,
    descripcion: denuncia.descripcion,
    comentarios: denuncia.comentarios,
    contacto: denuncia.contacto,
    montoReclamado: denuncia.montoReclamado,
    idResponsable: null,
    idLiquidador: null,
    idRedLiquidador: null,
    reserva: null,
    indemnizaciones: [],
    archivos,
  };
  await db.write([
    ...Siniestro.create(siniestro),
    ...auditar({ entidad: 'siniestro', id, accion: 'denunciar', por: autor, hacia: ESTADO_INICIAL, detalle: { origen } }),
  ]);

  const [alDenunciante, alEquipo] = correosDenuncia(tenant, siniestro);
  await Promise.all([
    enviarCorreo(alDenunciante),
    enviarCorreo(alEquipo),
    publishEvent(tenant.id, 'SiniestroDenunciado', {
      id,
      numero,
      idCertificado: siniestro.idCertificado,
      tipoCertificado: datos.certificado.tipo,
      numeroCertificado: siniestro.numeroCertificado,
      montoReclamado: siniestro.montoReclamado,
      origen,
      idAseguradora: siniestro.aseguradoraId,
      productorId: siniestro.productorId,
    }),
  ]);
  return { id, numero };
};
