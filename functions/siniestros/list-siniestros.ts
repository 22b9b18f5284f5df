import { listSiniestros } from '#shared/contract/operations/siniestros.ts';
import { soloAlfanumerico } from '#shared/text/normalizar.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { pagina } from '#lib/http/pagina.ts';
import { counterValues, type CounterRef } from '#lib/data/model/counters.ts';
import type { Page, QueryOptions } from '#lib/data/model/db.ts';
import { comentariosDe, Siniestro, siniestrosTotal, type SiniestroFila } from '#lib/data/siniestros.ts';
import { ValidationError } from '#lib/http/errors.ts';
import { alcanceSiniestrosDe, alcanzaSiniestro, empresasDe } from '#lib/siniestros/acceso.ts';
import { empresasDeSiniestros, fila } from '#lib/siniestros/vista.ts';

const SOLO_CERTIFICADO_O_FECHAS = 'Los usuarios de un cliente filtran sus denuncias por certificado o por fechas';

/**
 * One page of the company's claims (producer, insurer or a floating certificate's client), newest report first. Each filter is its
 * own access pattern; the comment counts and the named companies of the page come in one BatchGet each.
 */
export const handler = operationHandler(listSiniestros, async ({ query }, principal) => {
  const { db } = principal;
  const { scope, empresaId } = alcanceSiniestrosDe(principal);
  const fechas =
    query.desde || query.hasta
      ? { range: { gte: query.desde ? [query.desde] : undefined, lte: query.hasta ? [query.hasta] : undefined } }
      : {};
  const options: QueryOptions = { limit: query.size, cursor: query.cursor, order: query.direccion, ...fechas };
  // A client's claims have one index (by report date): its users filter by certificate or dates only.
  const filtroDeCliente = query.beneficiario ? 'beneficiario' : query.estado ? 'estado' : null;
  if (scope === 'empresaCliente' && filtroDeCliente) {
    throw new ValidationError([{ path: filtroDeCliente, message: SOLO_CERTIFICADO_O_FECHAS }]);
  }

  let consulta: Promise<Page<SiniestroFila>>;
  let total: CounterRef | null = null;
  if (query.certificado) {
    consulta = db
      .query(Siniestro, 'byCertificado', { numeroCertificado: query.certificado.trim().toUpperCase() }, options)
      .then((page) => ({ ...page, items: page.items.filter((s) => alcanzaSiniestro(principal, s)) }));
  } else if (query.beneficiario) {
    const beneficiarioCif = soloAlfanumerico(query.beneficiario);
    consulta =
      scope === 'productor'
        ? db.query(Siniestro, 'byProductorBeneficiario', { productorId: empresaId, beneficiarioCif }, options)
        : db.query(Siniestro, 'byAseguradoraBeneficiario', { aseguradoraId: empresaId, beneficiarioCif }, options);
  } else if (query.estado) {
    const estado = query.estado;
    consulta =
      scope === 'productor'
        ? db.query(Siniestro, 'byProductorEstado', { productorId: empresaId, estado }, options)
        : db.query(Siniestro, 'byAseguradoraEstado', { aseguradoraId: empresaId, estado }, options);
    total = siniestrosTotal(scope, empresaId, estado);
  } else {
    consulta =
      scope === 'productor'
        ? db.query(Siniestro, 'byProductor', { productorId: empresaId }, options)
        : scope === 'aseguradora'
          ? db.query(Siniestro, 'byAseguradora', { aseguradoraId: empresaId }, options)
          : db.query(Siniestro, 'byCliente', { clienteEmpresaId: empresaId }, options);
    total = siniestrosTotal(scope, empresaId);
  }
  const [page, totales] = await Promise.all([
    consulta,
    total && !query.desde && !query.hasta ? counterValues(db, [total]) : null,
  ]);
  const [empresas, comentarios] = await Promise.all([
    empresasDeSiniestros(db, page.items.flatMap(empresasDe)),
    counterValues(
      db,
      page.items.map((s) => comentariosDe(s.id)),
    ),
  ]);
  const cantidad = new Map(page.items.map((s, i) => [s.id, comentarios[i] ?? 0]));
  return pagina(page, query.size, totales ? totales[0]! : null, (s) => ({
    ...fila(s, empresas),
    cantidadComentarios: cantidad.get(s.id) ?? 0,
  }));
});
