import type { GuardarCotizacionAnual } from '#shared/contract/schemas/rating-anual.ts';
import { estadoAlGuardarAnual } from '#shared/rating-anual/estados.ts';
import type { Principal } from '../auth/principal.ts';
import { guardarCertificadoAnual, type CertificadoAnualItem } from '../data/certificados-anuales.ts';
import { nextNumber } from '../data/model/counters.ts';
import { auditar } from '../data/plataforma.ts';
import { publishEvent } from '../ports/eventos.ts';
import { alcancePartesDe } from '../clientes/alcance.ts';
import { partesDe } from '../viajes/partes.ts';
import { contextoAnualDe, ofertaAnualElegida } from './contexto.ts';
import { ENTIDAD_ANUAL, eventoAnual } from './transicion.ts';

export const nombreUsuario = (p: Principal) => `${p.usuario.nombre} ${p.usuario.apellido}`.trim() || p.usuario.email;

/**
 * Saves an annual quote priced on the server with the chosen coverage: Cotizado, or En Aprobación
 * when it comes with the approval request (2 §4.5). The tomador and the beneficiary must be clients
 * the caller's company reaches (partesDe: 400 otherwise); a tomador that is also the beneficiary is
 * stored as both.
 */
export const guardarCotizacionAnual = async (principal: Principal, body: GuardarCotizacionAnual) => {
  const { db, tenant, usuario, empresa } = principal;
  const { ctx, versiones } = await contextoAnualDe(principal);
  const oferta = ofertaAnualElegida(body.cotizacion, body.coberturaId, ctx);
  const beneficiarioId = body.tomadorEsBeneficiario ? null : body.beneficiarioId;
  const [{ tomador, beneficiario }, id] = await Promise.all([
    partesDe(db, alcancePartesDe(principal), body.tomadorId, beneficiarioId, {
      tomador: 'tomadorId',
      beneficiario: 'beneficiarioId',
    }),
    nextNumber(db, 'certificado-anual'),
  ]);
  const ahora = new Date().toISOString();
  const nuevo: CertificadoAnualItem = {
    id,
    estado: estadoAlGuardarAnual(body.solicitudAprobacion !== null),
    fechaEstado: ahora,
    nroCertificado: null,
    nroReferenciaInterna: body.nroReferenciaInterna || null,
    request: body.cotizacion,
    oferta,
    versiones,
    productor: { id: empresa.id, nombre: empresa.nombre },
    creadoPor: { id: usuario.id, email: usuario.email },
    tomador,
    beneficiario,
    tomadorEsBeneficiario: body.tomadorEsBeneficiario,
    solicitudAprobacion: body.solicitudAprobacion
      ? { ...body.solicitudAprobacion, fecha: ahora, usuario: nombreUsuario(principal) }
      : null,
    decision: null,
    fechaEmision: null,
    codigoVerificacion: null,
    eliminado: null,
    documentos: {},
    version: 1,
    creado: ahora,
  };
  await db.write([
    ...guardarCertificadoAnual(null, nuevo),
    ...auditar({ entidad: ENTIDAD_ANUAL, id, accion: 'guardar', por: usuario, desde: null, hacia: nuevo.estado }),
  ]);
  await publishEvent(tenant.id, nuevo.solicitudAprobacion ? 'AprobacionSolicitada' : 'CotizacionGuardada', eventoAnual(nuevo));
  return nuevo;
};
