import { veParte } from '#shared/clientes/alcance.ts';
import { terminosDe } from '#shared/clientes/terminos.ts';
import { condicionAplicable } from '#shared/certificados/carga.ts';
import { cotizarCarga, type ResultadoCarga } from '#shared/certificados/precio-carga.ts';
import { cotizarContenedores, type ResultadoContenedores } from '#shared/certificados/precio-contenedores.ts';
import type { PolizaPrecio } from '#shared/certificados/tipos.ts';
import type { CotizacionCargaRequest } from '#shared/contract/schemas/certificado-carga.ts';
import type { CotizacionContenedoresRequest } from '#shared/contract/schemas/certificado-contenedores.ts';
import { beneficioImaginarioMaximo } from '#shared/viajes-especificos/suma-asegurada.ts';
import type { Principal } from '../auth/principal.ts';
import { alcancePartesDe, alcanzaProductor } from '../clientes/alcance.ts';
import { catalogo, exigirCatalogos, type ReferenciaCatalogo } from '../data/catalogos.ts';
import { Cliente, type ClienteItem } from '../data/clientes.ts';
import { Emisor } from '../data/emisores.ts';
import { Poliza, type PolizaItem } from '../data/polizas.ts';
import { hoyNegocio } from '../data/tarifario.ts';
import { ValidationError } from '../http/errors.ts';
import { enServidor } from '../http/dominio.ts';
import { exclusionesDe } from '../polizas/vista.ts';
import { alcanceCargaDe } from './alcance.ts';

export const CLIENTE_INEXISTENTE = 'El cliente no existe';
export const POLIZA_INEXISTENTE = 'La póliza no existe';
export const POLIZA_NO_ASOCIADA = 'La póliza no está asociada al cliente';
export const BENEFICIARIO_INEXISTENTE = 'El beneficiario no existe';

/** Everything a certificate is priced from, read and checked, and the server's price. */
export interface Cotizado<R> {
  cliente: ClienteItem;
  /** The client's company: who of the client sees the certificate. */
  clienteEmpresaId: number;
  poliza: PolizaItem;
  beneficiario: ClienteItem | null;
  resultado: R;
}
export type CargaCotizada = Cotizado<ResultadoCarga>;
export type ContenedoresCotizado = Cotizado<ResultadoContenedores>;

/**
 * Whether the principal may quote for (or name) this party: a client's users their own client; the
 * administration and insurers any; a producing company its own parties (and its sub-producers'), and
 * the tenant's parties (the clients the administration registered, which have no producer).
 */
export const puedeUsar = async (p: Principal, parte: ClienteItem): Promise<boolean> => {
  const a = alcanceCargaDe(p);
  if (a.tipo === 'empresaCliente') return parte.empresaClienteId === a.id;
  if (a.tipo !== 'emisor' || parte.productorId === null) return true;
  const partes = alcancePartesDe(p);
  return veParte(partes, parte) || alcanzaProductor(p.db, partes, parte.productorId);
};

const aPrecio = (p: PolizaItem, simbolo: string): PolizaPrecio => ({
  id: p.id,
  numero: p.numero,
  ramo: p.ramo,
  tasa: p.tasa,
  primaMinima: p.primaMinima,
  limitesPorEmbarque: p.limitesPorEmbarque,
  vigenciaDesde: p.vigenciaDesde,
  vigenciaHasta: p.vigenciaHasta,
  endosos: p.endosos,
  anulada: p.anulada,
  moneda: { id: p.monedaId, simbolo },
  exclusiones: exclusionesDe(p),
});

/** What both kinds' requests name: the client, the policy and endorsement, the beneficiary. */
type Partes = Pick<CotizacionCargaRequest, 'clienteId' | 'polizaId' | 'endosoId' | 'beneficiarioId'>;

/**
 * Reads the client, the policy, the beneficiary and the issuer of a request and checks the caller may
 * use them (400 on the field otherwise, never telling another company's party exists). The policy
 * must be associated with the client: its terms price it. The issuer is the caller's working company,
 * whatever its type: a producing company may carry commercial conditions too.
 */
const leerPartes = async (p: Principal, body: Partes) => {
  const { db } = p;
  const [cliente, poliza, beneficiarioLeido, emisor, monedas] = await Promise.all([
    db.get(Cliente, { id: body.clienteId }),
    db.get(Poliza, { id: body.polizaId }),
    body.beneficiarioId && body.beneficiarioId !== body.clienteId ? db.get(Cliente, { id: body.beneficiarioId }) : null,
    db.get(Emisor, { id: p.empresa.id }),
    catalogo(db, 'monedas'),
  ]);
  const errores: { path: string; message: string }[] = [];
  if (!cliente || !(await puedeUsar(p, cliente))) errores.push({ path: 'clienteId', message: CLIENTE_INEXISTENTE });
  // Terms live on a completed client, which has its company (its users' scope): both or neither.
  const terminos = cliente?.empresaClienteId !== undefined && poliza ? terminosDe(cliente, poliza.id) : null;
  if (!poliza) errores.push({ path: 'polizaId', message: POLIZA_INEXISTENTE });
  else if (cliente && !terminos) errores.push({ path: 'polizaId', message: POLIZA_NO_ASOCIADA });
  const beneficiario = (body.beneficiarioId === body.clienteId ? cliente : beneficiarioLeido) ?? null;
  if (body.beneficiarioId && (!beneficiario || !(await puedeUsar(p, beneficiario))))
    errores.push({ path: 'beneficiarioId', message: BENEFICIARIO_INEXISTENTE });
  if (errores.length || !cliente || cliente.empresaClienteId === undefined || !poliza) throw new ValidationError(errores);
  const simbolo = monedas.find((m) => m.id === poliza.monedaId)?.simbolo ?? '';
  const aplicaA = { polizaId: poliza.id, endosoId: body.endosoId, beneficiarioId: body.beneficiarioId };
  return { cliente, clienteEmpresaId: cliente.empresaClienteId, poliza, beneficiario, emisor, terminos, simbolo, aplicaA };
};

const referenciasCarga = (body: CotizacionCargaRequest): ReferenciaCatalogo[] => [
  { path: 'mercaderiaId', catalogo: 'tiposMercaderia', id: body.mercaderiaId, message: 'La mercadería no existe' },
  { path: 'origenId', catalogo: 'paises', id: body.origenId, message: 'El país de origen no existe' },
  { path: 'destinoId', catalogo: 'paises', id: body.destinoId, message: 'El país de destino no existe' },
  ...body.transporteIds.map((id, i) => ({
    path: `transporteIds.${i}`,
    catalogo: 'modosTransporte' as const,
    id,
    message: 'El medio de transporte no existe',
  })),
];

/**
 * Prices a cargo request on the server from the client's policy terms and the issuer's transport
 * condition, with the catalogues in effect on the pricing day. A markup chosen by a caller who may not
 * see markups is ignored (the suggested one applies).
 */
export const cotizarCargaEnServidor = async (p: Principal, body: CotizacionCargaRequest): Promise<CargaCotizada> => {
  const hoy = hoyNegocio();
  await exigirCatalogos(p.db, referenciasCarga(body), hoy);
  const { emisor, terminos, simbolo, aplicaA, ...partes } = await leerPartes(p, body);
  const { poliza } = partes;
  const condicion = emisor ? condicionAplicable(emisor.condicionesComerciales.transporte, aplicaA) : null;
  const resultado = enServidor(() =>
    cotizarCarga({
      poliza: aPrecio(poliza, simbolo),
      endosoId: body.endosoId,
      terminos,
      condicion,
      embarque: {
        componentes: {
          valor: body.valor,
          demasGastos: body.demasGastos,
          flete: body.flete,
          beneficioImaginario: body.beneficioImaginario,
          esMercaderiaUsada: body.esMercaderiaUsada,
        },
        transporteIds: body.transporteIds,
        mercaderiaId: body.mercaderiaId,
        origenId: body.origenId,
        destinoId: body.destinoId,
        fechaSalida: body.fechaSalida,
      },
      markup: p.permisos.has('markup.consultar') ? body.markup : null,
      hoy,
      beneficioImaginarioMaximo: beneficioImaginarioMaximo(p.tenant, { empresaId: p.empresa.id, paisPolizaId: poliza.paisId }),
    }),
  );
  return { ...partes, resultado };
};

/**
 * Prices a container request on the server from the issuer's container condition of the policy (the
 * most specific for the endorsement and beneficiary); none is a 409 (sinCondicionContenedores).
 */
export const cotizarContenedoresEnServidor = async (
  p: Principal,
  body: CotizacionContenedoresRequest,
): Promise<ContenedoresCotizado> => {
  const hoy = hoyNegocio();
  await exigirCatalogos(
    p.db,
    body.contenedores.map((c, i) => ({
      path: `contenedores.${i}.idTipo`,
      catalogo: 'tiposContenedor',
      id: c.idTipo,
      message: 'El tipo de contenedor no existe',
    })),
    hoy,
  );
  const { emisor, simbolo, aplicaA, terminos: _terminos, ...partes } = await leerPartes(p, body);
  const condicion = emisor ? condicionAplicable(emisor.condicionesComerciales.contenedores, aplicaA) : null;
  const resultado = enServidor(() =>
    cotizarContenedores({
      poliza: aPrecio(partes.poliza, simbolo),
      endosoId: body.endosoId,
      condicion,
      viaje: { fechaSalida: body.fechaSalida, fechaLlegada: body.fechaLlegada, fechaDevolucion: body.fechaDevolucion },
      contenedores: body.contenedores,
      hoy,
    }),
  );
  return { ...partes, resultado };
};
