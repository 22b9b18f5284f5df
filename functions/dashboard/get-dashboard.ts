import { getDashboard } from '#shared/contract/operations/dashboard.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { counterValues, TENANT_SCOPE } from '#lib/data/model/counters.ts';
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
  const [usuarios, clientes, cotizados, enAprobacion, emitidos, premio, abiertos, monto] = await counterValues(db, [
    { ...TENANT_SCOPE, metrica: 'usuarios' },
    { ...TENANT_SCOPE, metrica: 'clientes' },
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
