import { veParte } from '#shared/clientes/alcance.ts';
import { terminosDe } from '#shared/clientes/terminos.ts';
import { condicionAplicable } from '#shared/certificados/carga.ts';
import { cotizarCarga, type ResultadoCarga } from '#shared/certificados/precio-carga.ts';
import type { PolizaPrecio } from '#shared/certificados/tipos.ts';
import type { CotizacionCargaRequest } from '#shared/contract/schemas/certificado-carga.ts';
import { beneficioImaginarioMaximo } from '#shared/viajes-especificos/suma-asegurada.ts';
import type { Principal } from '../auth/principal.ts';
import { alcancePartesDe, alcanzaProductor } from '../clientes/alcance.ts';
import { catalogo } from '../data/catalogos.ts';
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

/** Everything a cargo certificate is priced from, read and checked, and the server's price. */
export interface CargaCotizada {
  cliente: ClienteItem;
  /** The client's company: who of the client sees the certificate. */
  clienteEmpresaId: number;
  poliza: PolizaItem;
  beneficiario: ClienteItem | null;
  resultado: ResultadoCarga;
}

/**
 * Whether the principal may quote for (or name) this party: a client's users their own client; the
 * administration and insurers any; a producing company its own parties (and its sub-producers'), and
 * the tenant's parties (the clients the administration registered, which have no producer).
 */
const puedeUsar = async (p: Principal, parte: ClienteItem): Promise<boolean> => {
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

/**
 * Reads the client, the policy, the beneficiary and the issuer's condition of a request, checks the
 * caller may use them (400 on the field otherwise, never telling another company's party exists) and
 * prices it on the server. The policy must be associated with the client: its terms price it.
 * A markup chosen by a caller who may not see markups is ignored (the suggested one applies).
 */
export const cotizarCargaEnServidor = async (p: Principal, body: CotizacionCargaRequest): Promise<CargaCotizada> => {
  const { db } = p;
  const esEmisor = p.empresa.tipo === 'emisor';
  const [cliente, poliza, beneficiarioLeido, emisor, monedas] = await Promise.all([
    db.get(Cliente, { id: body.clienteId }),
    db.get(Poliza, { id: body.polizaId }),
    body.beneficiarioId && body.beneficiarioId !== body.clienteId ? db.get(Cliente, { id: body.beneficiarioId }) : null,
    esEmisor ? db.get(Emisor, { id: p.empresa.id }) : null,
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

  const condicion = emisor
    ? condicionAplicable(emisor.condicionesComerciales.transporte, {
        polizaId: poliza.id,
        endosoId: body.endosoId,
        beneficiarioId: body.beneficiarioId,
      })
    : null;
  const simbolo = monedas.find((m) => m.id === poliza.monedaId)?.simbolo ?? '';
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
      hoy: hoyNegocio(),
      beneficioImaginarioMaximo: beneficioImaginarioMaximo(p.tenant, { empresaId: p.empresa.id, paisPolizaId: poliza.paisId }),
    }),
  );
  return { cliente, clienteEmpresaId: cliente.empresaClienteId, poliza, beneficiario, resultado };
};
