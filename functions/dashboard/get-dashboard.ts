import { getDashboard } from '#shared/contract/operations/dashboard.ts';
import { estaAbierto } from '#shared/siniestros/estados.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { certificados } from '#lib/data/certificados.ts';
import { clientes } from '#lib/data/clientes.ts';
import { siniestros } from '#lib/data/siniestros.ts';
import { usuarios } from '#lib/data/usuarios.ts';
import { alcanceDe } from '#lib/viajes/cotizador.ts';

const USD = 840;
const redondear = (n: number) => Math.round(n * 100) / 100;

/** Real figures from the table for the user's company; each block only for who may see it. */
export const handler = operationHandler(getDashboard, async (_req, principal) => {
  const { table, permisos } = principal;
  const a = alcanceDe(principal);
  const [usuariosTotal, clientesTotal, certs, claims] = await Promise.all([
    permisos.has('usuarios.ver') ? usuarios(table).count() : Promise.resolve(null),
    clientes(table).count(),
    permisos.has('viajesEspecificos.consultar') ? certificados(table).deEmpresa(a.scope, a.empresaId) : Promise.resolve(null),
    permisos.has('siniestros.consultar') ? siniestros(table).deEmpresa(a.scope, a.empresaId) : Promise.resolve(null),
  ]);
  const emitidos = certs?.filter((c) => c.estado === ESTADOS.emitido.id) ?? [];
  const abiertos = claims?.filter((s) => estaAbierto(s.estado)) ?? [];
  return {
    usuarios: usuariosTotal,
    clientes: clientesTotal,
    certificados: certs && {
      cotizados: certs.filter((c) => c.estado === ESTADOS.cotizado.id).length,
      enAprobacion: certs.filter((c) => c.estado === ESTADOS.enAprobacion.id).length,
      emitidos: emitidos.length,
      premioEmitidoUsd: redondear(emitidos.filter((c) => c.oferta.moneda.id === USD).reduce((t, c) => t + c.oferta.premio, 0)),
    },
    siniestros: claims && {
      abiertos: abiertos.length,
      montoReclamadoUsd: redondear(abiertos.reduce((t, s) => t + s.montoReclamado, 0)),
    },
  };
});
