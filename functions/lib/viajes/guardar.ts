import type { GuardarRequest } from '#shared/contract/schemas/viaje-especifico.ts';
import { puedeEditar, siguienteEstado, type Accion } from '#shared/viajes-especificos/estados.ts';
import { condicionFiscalPredeterminada } from '#shared/viajes-especificos/impuestos.ts';
import type { Principal } from '../auth/principal.ts';
import { certificados, type CertificadoItem, type SolicitudAprobacionItem } from '../data/certificados.ts';
import { ConditionFailed } from '../data/table.ts';
import { hoyNegocio } from '../data/tarifario.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { alcanceDe, alcanza, contextoDe, ofertaElegida } from './cotizador.ts';
import { generarDocumentos } from './documentos.ts';
import { partesDe } from './partes.ts';

const sumarDias = (dia: string, dias: number) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

export const EXCESO_REQUIERE_APROBACION = 'La cobertura elegida tiene riesgo excedido: solicitá aprobación.';

/**
 * Saves a quote (new, or an existing one still quoted) with the chosen offer priced again on the
 * server. `accion` 'guardar' leaves it cotizado; 'solicitarAprobacion' puts it en aprobación with the
 * answers of the excess form. The write is conditional on the state and version read, and renders
 * the insured and producer copies.
 */
export const guardarCertificado = async (
  principal: Principal,
  body: GuardarRequest,
  accion: Extract<Accion, 'guardar' | 'solicitarAprobacion'>,
  solicitud: SolicitudAprobacionItem | null,
): Promise<CertificadoItem> => {
  const { table, tenant, usuario } = principal;
  const alcance = alcanceDe(principal);
  const [ctx, partes] = await Promise.all([contextoDe(principal), partesDe(table, body.TomadorId, body.BeneficiarioId)]);
  const oferta = ofertaElegida(body, ctx);
  if (accion === 'guardar' && oferta.validaciones.length) throw new ConflictError(EXCESO_REQUIERE_APROBACION);

  const repo = certificados(table);
  const anterior = body.Id ? await repo.get(body.Id, true) : undefined;
  if (body.Id && (!anterior || !alcanza(alcance, anterior))) throw new NotFoundError('La cotización no existe.');
  if (anterior && !puedeEditar(anterior.estado))
    throw new ConflictError('Solo se puede modificar una cotización en estado Cotizado.');

  const estado = anterior
    ? siguienteEstado(anterior.estado, accion)
    : siguienteEstado(1, accion === 'guardar' ? 'guardar' : 'guardarConExceso');
  const hoy = hoyNegocio();
  const now = new Date().toISOString();
  const { Id: _id, observacion: _obs, ...pedido } = body;
  // Keep the fiscal condition the quote was priced with, so edit and clone restore it.
  const request = { ...pedido, CondicionFiscal: pedido.CondicionFiscal ?? condicionFiscalPredeterminada(ctx.paisPolizaId).clave };
  const base: CertificadoItem = {
    id: anterior?.id ?? (await table.nextNumber('viaje-especifico')),
    estado,
    fechaEstado: now,
    nroCertificado: null,
    codigoVerificacion: null,
    request,
    oferta,
    productor: anterior?.productor ?? { id: alcance.empresaId, nombre: alcance.nombre },
    creadoPor: anterior?.creadoPor ?? { id: usuario.id, email: usuario.email },
    ...partes,
    emision: null,
    solicitudAprobacion: solicitud,
    venceEl: estado === 10 ? sumarDias(hoy, tenant.validezCotizacionDias) : null,
    documentos: {},
    version: (anterior?.version ?? 0) + 1,
    creado: anterior?.creado ?? now,
  };
  const item: CertificadoItem = { ...base, documentos: await generarDocumentos(tenant, base, ['asegurado', 'pas']) };

  try {
    await table.transact([
      anterior
        ? { put: repo.item(item), expected: { estado: anterior.estado, version: anterior.version } }
        : { put: repo.item(item), create: true },
      ...(anterior?.venceEl ? [{ delete: repo.vencimientoKey(anterior) }] : []),
      ...(item.venceEl ? [{ put: repo.vencimientoItem(item) }] : []),
      {
        put: table.auditItem({
          entity: 'viaje-especifico',
          id: item.id,
          action: accion === 'guardar' ? (anterior ? 'modificar' : 'cotizar') : 'solicitarAprobacion',
          by: usuario,
          from: anterior?.estado ?? null,
          to: estado,
        }),
      },
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed)
      throw new ConflictError('La cotización cambió mientras la editabas. Recargá y volvé a intentar.');
    throw err;
  }
  return item;
};
