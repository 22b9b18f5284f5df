import { listClientes } from '#shared/contract/operations/clientes.ts';
import { normalizar, soloAlfanumerico } from '#shared/text/normalizar.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { pagina } from '#lib/http/pagina.ts';
import { catalogo } from '#lib/data/catalogos.ts';
import { Cliente, ClienteCif, toCliente, type ClienteFila } from '#lib/data/clientes.ts';
import { counterValues, TENANT_SCOPE } from '#lib/data/model/counters.ts';
import type { Page, TenantDb } from '#lib/data/model/db.ts';

/** A search answers a handful of rows: it runs on every keystroke of the quote's party selectors. */
const MAX_BUSQUEDA = 10;

/** Something typed like a tax id (mostly digits) is looked up exactly; anything else is a name prefix. */
const pareceCif = (filtro: string) => /^[\d\s./-]{6,}$/.test(filtro) || /^[A-Za-z]{3,4}\d{6}\w{0,3}$/.test(filtro);

const porCif = async (db: TenantDb, filtro: string, productorId?: number): Promise<Page<ClienteFila>> => {
  const reserva = await db.get(ClienteCif, { cif: soloAlfanumerico(filtro) });
  const c = reserva ? await db.get(Cliente, { id: reserva.clienteId }) : undefined;
  const visible = c && (productorId === undefined || c.productorId === productorId);
  return { items: visible ? [Cliente.spec.row(c)] : [], cursor: null };
};

/**
 * One page of parties by name (all, or a producer's). With `filtro` the answer is a begins_with on
 * the normalised name, or an exact CIF, and at most 10 rows.
 */
export const handler = operationHandler(listClientes, async ({ query }, { db }) => {
  const { filtro, productorId } = query;
  const size = filtro ? Math.min(query.size, MAX_BUSQUEDA) : query.size;
  const options = { limit: size, cursor: query.cursor, ...(filtro ? { prefix: [normalizar(filtro)] } : {}) };
  const [page, paises, totales] = await Promise.all([
    filtro && pareceCif(filtro)
      ? porCif(db, filtro, productorId)
      : productorId
        ? db.query(Cliente, 'byProductor', { productorId }, options)
        : db.query(Cliente, 'byNombre', {}, options),
    catalogo(db, 'paises'),
    filtro
      ? Promise.resolve(null)
      : counterValues(db, [
          { ...(productorId ? { ambito: 'productor', ambitoId: productorId } : TENANT_SCOPE), metrica: 'clientes' },
        ]),
  ]);
  const pais = (id: number) => paises.find((p) => p.id === id) ?? { id, nombre: '', bandera: '' };
  return pagina(page, size, totales ? totales[0]! : null, (c) =>
    toCliente(c, (({ id, nombre, bandera }) => ({ id, nombre, bandera }))(pais(c.paisId))),
  );
});
