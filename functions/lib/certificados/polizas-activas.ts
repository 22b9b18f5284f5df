import { tiposPreciados } from '#shared/certificados/contenedores.ts';
import { MAX_CONDICIONES as MAX_TERMINOS } from '#shared/clientes/limites.ts';
import type { PistaCondicion, PolizaActiva } from '#shared/contract/schemas/polizas-activas.ts';
import { MAX_POLIZAS_ACTIVAS } from '#shared/contract/schemas/polizas-activas.ts';
import { estadoPoliza } from '#shared/polizas/reglas.ts';
import type { Principal } from '../auth/principal.ts';
import { catalogo } from '../data/catalogos.ts';
import type { RamoCertificado } from '../data/certificados-carga.ts';
import { Cliente } from '../data/clientes.ts';
import { Emisor } from '../data/emisores.ts';
import { empresasPorId } from '../data/empresas.ts';
import { Poliza, type PolizaItem } from '../data/polizas.ts';
import { hoyNegocio } from '../data/tarifario.ts';
import { NotFoundError } from '../http/errors.ts';
import { puedeUsar } from './precio.ts';

// A client's policies are its commercial terms, at most MAX_TERMINOS: the answer is bounded by them.
const MAX = Math.min(MAX_POLIZAS_ACTIVAS, MAX_TERMINOS);

/**
 * The client's policies of one line in force today that the certificate form offers: those associated
 * with the client (its terms price them), not annulled, started and not ended. Each carries the working
 * company's issuer conditions for it, as hints (the server prices with the same rule). A client the
 * caller may not use answers 404, as one that does not exist.
 */
export const polizasActivas = async (
  principal: Principal,
  clienteId: number,
  ramo: RamoCertificado,
): Promise<{ data: PolizaActiva[] }> => {
  const { db } = principal;
  const [cliente, emisor] = await Promise.all([db.get(Cliente, { id: clienteId }), db.get(Emisor, { id: principal.empresa.id })]);
  if (!cliente || cliente.empresaClienteId === undefined || !(await puedeUsar(principal, cliente)))
    throw new NotFoundError('El cliente no existe.');
  const ids = (cliente.condicionesComerciales ?? []).slice(0, MAX).map((t) => t.polizaId);
  const hoy = hoyNegocio();
  const polizas = (await db.getMany(ids.map((id) => ({ entity: Poliza, key: { id } }))))
    .map((p) => p as PolizaItem | undefined)
    .filter(
      (p): p is PolizaItem => p !== undefined && p.ramo === ramo && estadoPoliza(p, hoy) === 'vigente' && p.vigenciaDesde <= hoy,
    );
  const [aseguradoras, monedas] = await Promise.all([
    empresasPorId(
      db,
      polizas.map((p) => p.aseguradoraId),
    ),
    catalogo(db, 'monedas'),
  ]);
  const markup = principal.permisos.has('markup.consultar');
  const pistas = (polizaId: number): PistaCondicion[] => {
    if (!emisor) return [];
    const aplica = (c: { polizaId: number; endosoId: number; beneficiarioId: number }) => ({
      polizaId: c.polizaId,
      endosoId: c.endosoId,
      beneficiarioId: c.beneficiarioId,
    });
    const { transporte, contenedores } = emisor.condicionesComerciales;
    return ramo === 'transporte'
      ? transporte
          .filter((c) => c.polizaId === polizaId)
          .map((c) => ({
            ...aplica(c),
            ...(markup
              ? { markup: { asignacion: c.asignacion, sugerido: c.markup, minimo: c.markupMinimo, maximo: c.markupMaximo } }
              : {}),
          }))
      : contenedores.filter((c) => c.polizaId === polizaId).map((c) => ({ ...aplica(c), tiposContenedor: tiposPreciados(c) }));
  };
  return {
    data: polizas
      .sort((a, b) => b.vigenciaDesde.localeCompare(a.vigenciaDesde) || b.id - a.id)
      .map((p) => ({
        id: p.id,
        numero: p.numero,
        ramo: p.ramo,
        moneda: { id: p.monedaId, simbolo: monedas.find((m) => m.id === p.monedaId)?.simbolo ?? '' },
        aseguradora: { id: p.aseguradoraId, nombre: aseguradoras.get(p.aseguradoraId)?.nombre ?? `#${p.aseguradoraId}` },
        vigenciaDesde: p.vigenciaDesde,
        vigenciaHasta: p.vigenciaHasta,
        endosos: p.endosos.map((e) => ({
          id: e.id,
          nombre: e.nombre,
          vigenciaDesde: e.vigenciaDesde,
          vigenciaHasta: e.vigenciaHasta,
        })),
        condiciones: pistas(p.id),
      })),
  };
};
