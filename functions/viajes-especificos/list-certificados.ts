import { listCertificados } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { certificados, type CertificadoItem } from '#lib/data/certificados.ts';
import { normalizar } from '#lib/data/clientes.ts';
import { alcanceDe } from '#lib/viajes/cotizador.ts';
import { urlsDe } from '#lib/viajes/urls.ts';
import { toCertificado } from '#lib/viajes/vista.ts';

const claveOrden: Record<string, (c: CertificadoItem) => number | string> = {
  fechaEstado: (c) => c.fechaEstado,
  id: (c) => c.id,
  premio: (c) => c.oferta.premio,
  sumaAsegurada: (c) => c.oferta.sumaAsegurada,
};

/**
 * The certificates the principal's company reaches (a producer's own, an insurer's coverages), read
 * from that company's index partition; filters, sort and paging apply on the server.
 */
export const handler = operationHandler(listCertificados, async ({ query }, principal) => {
  const alcance = alcanceDe(principal);
  const todos = await certificados(principal.table).deEmpresa(alcance.scope, alcance.empresaId);
  const filtro = normalizar(query.filtro);
  const filtrados = todos.filter(
    (c) =>
      (query.estado === undefined || c.estado === query.estado) &&
      (query.nivelSuperiorId === undefined || c.productor.id === query.nivelSuperiorId) &&
      (query.idDeclaracion === undefined || (c as { idDeclaracion?: number }).idDeclaracion === query.idDeclaracion) &&
      (!filtro ||
        normalizar(
          [
            c.id,
            c.nroCertificado,
            c.tomador?.nombre,
            c.tomador?.cif,
            c.emision?.nroReferenciaInterna,
            c.oferta.cobertura.nombre,
          ].join(' '),
        ).includes(filtro)),
  );
  const key = claveOrden[query.orden] ?? claveOrden.fechaEstado!;
  const signo = query.direccion === 'asc' ? 1 : -1;
  filtrados.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * signo || b.id - a.id);
  const pagina = filtrados.slice(query.page * query.size, (query.page + 1) * query.size);
  const data = await Promise.all(
    pagina.map(async (c) => {
      const v = toCertificado(c, [], await urlsDe(c));
      return {
        id: v.id,
        nroCertificado: v.nroCertificado,
        estado: v.estado,
        fechaEstado: v.fechaEstado,
        tomador: v.tomador,
        sumaAsegurada: v.sumaAsegurada,
        premio: v.premio,
        seguridad: v.seguridad,
        tipoOperacion: v.tipoOperacion,
        medioTransporte: v.medioTransporte,
        nroReferenciaInterna: v.nroReferenciaInterna,
        urlAsegurado: v.urlAsegurado,
        urlCopiaPAS: v.urlCopiaPAS,
        urlConstancia: v.urlConstancia,
      };
    }),
  );
  return { data, meta: { total: filtrados.length, page: query.page, size: query.size, nextCursor: null } };
});
