import type { GuardarRequest } from '#shared/contract/schemas/viaje-especifico.ts';
import { puedeEditar, siguienteEstado, type Accion } from '#shared/viajes-especificos/estados.ts';
import { condicionFiscalPredeterminada } from '#shared/viajes-especificos/impuestos.ts';
import type { Principal } from '../auth/principal.ts';
import { alcancePartesDe } from '../clientes/alcance.ts';
import {
  CertificadoVE,
  pendienteVE,
  Vencimiento,
  type CertificadoItem,
  type SolicitudAprobacionItem,
} from '../data/certificados.ts';
import { nextNumber } from '../data/model/counters.ts';
import { ConditionFailed } from '../data/model/db.ts';
import { auditar } from '../data/plataforma.ts';
import { hoyNegocio } from '../data/tarifario.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { publishEvent } from '../ports/eventos.ts';
import { contextoDe, exigirCatalogosViaje, ofertaElegida } from './cotizador.ts';
import { alcanceDe, alcanza } from './alcance.ts';
import { partesDe } from './partes.ts';

export const sumarDias = (dia: string, dias: number) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

/** The expiry day of a quote saved (or approved) today; null when the tenant keeps quotes open (the default). */
export const venceElDe = (tenant: Pick<Principal['tenant'], 'vencimientoCotizacionDias'>): string | null =>
  tenant.vencimientoCotizacionDias === null ? null : sumarDias(hoyNegocio(), tenant.vencimientoCotizacionDias);

export const EXCESO_REQUIERE_APROBACION = 'La cobertura elegida tiene riesgo excedido: solicitá aprobación.';

/**
 * Saves a quote (new, or an existing one still quoted) with the chosen offer priced again on the
 * server. `accion` 'guardar' leaves it cotizado; 'solicitarAprobacion' puts it en aprobación with the
 * answers of the excess form. The write is conditional on the state and version read; the insured
 * and producer copies are rendered by the documents function when the event arrives.
 */
export const guardarCertificado = async (
  principal: Principal,
  body: GuardarRequest,
  accion: Extract<Accion, 'guardar' | 'solicitarAprobacion'>,
  solicitud: SolicitudAprobacionItem | null,
): Promise<CertificadoItem> => {
  const { db, tenant, usuario } = principal;
  const alcance = alcanceDe(principal);
  const [ctx, partes, anterior] = await Promise.all([
    contextoDe(principal),
    partesDe(db, alcancePartesDe(principal), body.TomadorId, body.BeneficiarioId),
    body.Id ? db.get(CertificadoVE, { id: body.Id }, { consistent: true }) : Promise.resolve(undefined),
  ]);
  await exigirCatalogosViaje(principal, body, ctx.hoy);
  const oferta = ofertaElegida(body, ctx);
  if (accion === 'guardar' && oferta.validaciones.length) throw new ConflictError(EXCESO_REQUIERE_APROBACION);
  if (body.Id && (!anterior || !alcanza(alcance, anterior))) throw new NotFoundError('La cotización no existe.');
  if (anterior && !puedeEditar(anterior.estado))
    throw new ConflictError('Solo se puede modificar una cotización en estado Cotizado.');

  const estado = anterior
    ? siguienteEstado(anterior.estado, accion)
    : siguienteEstado(1, accion === 'guardar' ? 'guardar' : 'guardarConExceso');
  const now = new Date().toISOString();
  // The browser's SumaAsegurada and Impuesto are never stored: the server's figures are in the offer it priced.
  const { Id: _id, observacion: _obs, SumaAsegurada: _suma, Impuesto: _impuesto, ...pedido } = body;
  // Keep the fiscal condition the quote was priced with, so edit and clone restore it.
  const request = { ...pedido, CondicionFiscal: pedido.CondicionFiscal ?? condicionFiscalPredeterminada(ctx.paisPolizaId).clave };
  const item: CertificadoItem = {
    id: anterior?.id ?? (await nextNumber(db, 'viaje-especifico')),
    estado,
    fechaEstado: now,
    nroCertificado: null,
    codigoVerificacion: null,
    request,
    oferta,
    versiones: ctx.versiones,
    productor: anterior?.productor ?? { id: alcance.empresaId, nombre: alcance.nombre },
    creadoPor: anterior?.creadoPor ?? { id: usuario.id, email: usuario.email },
    ...partes,
    emision: null,
    solicitudAprobacion: solicitud,
    venceEl: estado === 10 ? venceElDe(tenant) : null,
    documentos: anterior?.documentos ?? {},
    version: (anterior?.version ?? 0) + 1,
    creado: anterior?.creado ?? now,
  };

  try {
    await db.write([
      ...(anterior
        ? CertificadoVE.put(item, { previous: anterior, when: { estado: anterior.estado, version: anterior.version } })
        : CertificadoVE.create(item)),
      ...(anterior?.venceEl ? Vencimiento.delete({ venceEl: anterior.venceEl, id: anterior.id }) : []),
      ...(item.venceEl ? Vencimiento.create({ venceEl: item.venceEl, id: item.id }) : []),
      ...pendienteVE(item, anterior ?? null),
      ...auditar({
        entidad: 'viaje-especifico',
        id: item.id,
        accion: accion === 'guardar' ? (anterior ? 'modificar' : 'cotizar') : 'solicitarAprobacion',
        por: usuario,
        desde: anterior?.estado ?? null,
        hacia: estado,
      }),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed)
      throw new ConflictError('La cotización cambió mientras la editabas. Recargá y volvé a intentar.');
    throw err;
  }
  await publishEvent(tenant.id, accion === 'guardar' ? 'CotizacionGuardada' : 'AprobacionSolicitada', {
    id: item.id,
    version: item.version,
    idAseguradora: item.oferta.cobertura.idAseguradora,
    codigos: item.oferta.validaciones.map((v) => v.codigo),
  });
  return item;
};
