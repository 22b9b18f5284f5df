import { estadoAlGuardarCarga } from '#shared/certificados/carga.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import type { Principal } from '../auth/principal.ts';
import { guardarCertificadoCarga, type CertificadoCargaItem } from '../data/certificados-carga.ts';
import { empresasPorId } from '../data/empresas.ts';
import { nextNumber } from '../data/model/counters.ts';
import { auditar } from '../data/plataforma.ts';
import { publishEvent } from '../ports/eventos.ts';
import type { Cotizado } from './precio.ts';
import { respuestaTransicion } from './transicion.ts';
import { ENTIDAD_CARGA } from './vista.ts';

const PRODUCTORAS: readonly string[] = ['productor', 'broker', 'partner'];

/** The kind's part of a new certificate: its kind, the request as stored and the server's price. */
export type Propio = CertificadoCargaItem extends infer C
  ? C extends CertificadoCargaItem
    ? Pick<C, 'ramo' | 'request' | 'resultado'>
    : never
  : never;

/**
 * Saves a quote of either kind priced on the server (any price in the body was dropped by the
 * contract): cotizado, or en aprobación when it exceeds the policy, with the note for the insurer.
 * The client's company, the policy's insurer and the caller's company are recorded: they decide who
 * sees it. Both kinds take their ids from one sequence, so an id names one certificate of one kind.
 */
export const guardarNuevo = async (
  principal: Principal,
  cotizado: Omit<Cotizado<unknown>, 'resultado'>,
  propio: Propio,
  texto: { nroReferenciaInterna: string | null; endosoId: number | null; observacion: string },
) => {
  const { db, tenant, usuario, empresa } = principal;
  const { cliente, clienteEmpresaId, poliza, beneficiario } = cotizado;
  const [aseguradoras, id] = await Promise.all([empresasPorId(db, [poliza.aseguradoraId]), nextNumber(db, 'certificado-carga')]);
  const ahora = new Date().toISOString();
  const endoso = poliza.endosos.find((e) => e.id === texto.endosoId);
  const nuevo: CertificadoCargaItem = {
    id,
    ...propio,
    estado: estadoAlGuardarCarga(propio.resultado),
    fechaEstado: ahora,
    nroCertificado: null,
    nroReferenciaInterna: texto.nroReferenciaInterna || null,
    cliente: { id: cliente.id, nombre: cliente.nombre, cif: cliente.cif },
    clienteEmpresaId,
    polizaId: poliza.id,
    aseguradoraId: poliza.aseguradoraId,
    poliza: {
      numero: poliza.numero,
      paisId: poliza.paisId,
      aseguradora: aseguradoras.get(poliza.aseguradoraId)?.nombre ?? `#${poliza.aseguradoraId}`,
      cobertura: poliza.cobertura.nombre,
    },
    endoso: endoso ? { id: endoso.id, nombre: endoso.nombre } : null,
    emisorId: empresa.id,
    emisor: empresa.nombre,
    productorId: PRODUCTORAS.includes(empresa.tipo) ? empresa.id : null,
    beneficiario: beneficiario ? { id: beneficiario.id, nombre: beneficiario.nombre, cif: beneficiario.cif } : null,
    observacion: texto.observacion || null,
    decision: null,
    baja: null,
    fechaEmision: null,
    codigoVerificacion: null,
    idDeclaracion: null,
    documentos: {},
    version: 1,
    creado: ahora,
    creadoPor: { id: usuario.id, email: usuario.email },
  };
  await db.write([
    ...guardarCertificadoCarga(null, nuevo),
    ...auditar({ entidad: ENTIDAD_CARGA, id, accion: 'guardar', por: usuario, desde: null, hacia: nuevo.estado }),
  ]);
  const enAprobacion = nuevo.estado === ESTADOS.enAprobacion.id;
  await publishEvent(tenant.id, enAprobacion ? 'AprobacionSolicitada' : 'CotizacionGuardada', {
    id,
    ramo: nuevo.ramo,
    version: nuevo.version,
    estado: nuevo.estado,
    aseguradoraId: nuevo.aseguradoraId,
    emisorId: nuevo.emisorId,
  });
  return respuestaTransicion(nuevo);
};
