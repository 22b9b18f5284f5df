import { getDashboard } from '#shared/contract/operations/dashboard.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { counterValues, TENANT_SCOPE } from '#lib/data/model/counters.ts';
import { alcancePartesDe } from '#lib/clientes/alcance.ts';
import { clientesTotal } from '#lib/data/clientes.ts';
import { alcanceDe } from '#lib/viajes/cotizador.ts';

const redondear = (n: number) => Math.round(n * 100) / 100;

/**
 * The figures of the user's company, each block only for who may see it: one BatchGet of the
 * counters the certificate, claim, user and party writes keep, however many items there are.
 */
export const handler = operationHandler(getDashboard, async (_req, principal) => {
  const { db, permisos } = principal;
  const a = alcanceDe(principal);
  const scope = { ambito: a.scope, ambitoId: a.empresaId };
  // The parties counted are the ones the user sees: a producer's own, or the tenant's.
  const partes = alcancePartesDe(principal);
  const [usuarios, clientes, cotizados, enAprobacion, emitidos, premio, abiertos, monto] = await counterValues(db, [
    { ...TENANT_SCOPE, metrica: 'usuarios' },
    clientesTotal(partes.todas ? undefined : partes.empresaId),
    { ...scope, metrica: `ve.estado.${ESTADOS.cotizado.id}` },
    { ...scope, metrica: `ve.estado.${ESTADOS.enAprobacion.id}` },
    { ...scope, metrica: `ve.estado.${ESTADOS.emitido.id}` },
    { ...scope, metrica: 've.premioEmitidoUsd' },
    { ...scope, metrica: 'siniestros.abiertos' },
    { ...scope, metrica: 'siniestros.montoAbiertoUsd' },
  ]);
  return {
    usuarios: permisos.has('usuarios.ver') ? usuarios! : null,
    clientes: clientes!,
    certificados: permisos.has('viajesEspecificos.consultar')
      ? { cotizados: cotizados!, enAprobacion: enAprobacion!, emitidos: emitidos!, premioEmitidoUsd: redondear(premio!) }
      : null,
    siniestros: permisos.has('siniestros.consultar') ? { abiertos: abiertos!, montoReclamadoUsd: redondear(monto!) } : null,
  };
});
