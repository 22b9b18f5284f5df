import { listClientes } from '#shared/contract/operations/clientes.ts';
import { normalizar, soloAlfanumerico } from '#shared/text/normalizar.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ForbiddenError } from '#lib/http/errors.ts';
import { pagina } from '#lib/http/pagina.ts';
import { alcancePartesDe, alcanzaProductor } from '#lib/clientes/alcance.ts';
import { catalogo } from '#lib/data/catalogos.ts';
import { Cliente, ClienteCif, clientesTotal, toCliente, type ClienteFila } from '#lib/data/clientes.ts';
import { counterValues } from '#lib/data/model/counters.ts';
import type { Page, TenantDb } from '#lib/data/model/db.ts';

/** A search answers a handful of rows: it runs on every keystroke of the quote's party selectors. */
const MAX_BUSQUEDA = 10;

/** Something typed like a tax id (mostly digits) is looked up exactly; anything else is a name prefix. */
const pareceCif = (filtro: string) => /^[\d\s./-]{6,}$/.test(filtro) || /^[A-Za-z]{3,4}\d{6}\w{0,3}$/.test(filtro);

/** A producer's party with this exact CIF: its reservation names it. */
const porCifDe = async (db: TenantDb, productorId: number, cif: string): Promise<Page<ClienteFila>> => {
  const reserva = await db.get(ClienteCif, { productorId, cif });
  const c = reserva ? await db.get(Cliente, { id: reserva.clienteId }) : undefined;
  return { items: c ? [Cliente.spec.row(c)] : [], cursor: null };
};

const SIN_ACCESO = 'No tenés acceso a los tomadores y beneficiarios de esa empresa.';

/**
 * One page of the parties the caller reaches, by name: a producer's own (its working company's),
 * every party of the tenant for an insurer or the administration, or those of one producer they
 * name. With `filtro` the answer is a begins_with on the normalised name, or an exact CIF, and at
 * most 10 rows.
 */
export const handler = operationHandler(listClientes, async ({ query }, principal) => {
  const { db } = principal;
  const alcance = alcancePartesDe(principal);
  const { filtro } = query;
  if (query.productorId !== undefined && !(await alcanzaProductor(db, alcance, query.productorId)))
    throw new ForbiddenError(SIN_ACCESO);
  // Without a producer named, a producer reads its own parties; only insurers and the administration read them all.
  const productorId = query.productorId ?? (alcance.todas ? undefined : alcance.empresaId);
  const size = filtro ? Math.min(query.size, MAX_BUSQUEDA) : query.size;
  const options = { limit: size, cursor: query.cursor, ...(filtro ? { prefix: [normalizar(filtro)] } : {}) };
  const cif = soloAlfanumerico(filtro);
  const [page, paises, totales] = await Promise.all([
    filtro && pareceCif(filtro)
      ? productorId !== undefined
        ? porCifDe(db, productorId, cif)
        : db.query(Cliente, 'byCif', { cif }, { limit: size, cursor: query.cursor })
      : productorId !== undefined
        ? db.query(Cliente, 'byProductor', { productorId }, options)
        : db.query(Cliente, 'byNombre', {}, options),
    catalogo(db, 'paises'),
    filtro ? Promise.resolve(null) : counterValues(db, [clientesTotal(productorId)]),
  ]);
  const pais = (id: number) => paises.find((p) => p.id === id) ?? { id, nombre: '', bandera: '' };
  return pagina(page, size, totales ? totales[0]! : null, (c) =>
    toCliente(c, (({ id, nombre, bandera }) => ({ id, nombre, bandera }))(pais(c.paisId))),
  );
});
