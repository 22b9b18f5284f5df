import type { Pais } from '#shared/catalogos/schemas.ts';
import { createCliente } from '#shared/contract/operations/clientes.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, ValidationError } from '#lib/http/errors.ts';
import { catalogos } from '#lib/data/catalogos.ts';
import { clientes, normalizar, toCliente, type ClienteItem } from '#lib/data/clientes.ts';
import { ConditionFailed } from '#lib/data/table.ts';
import { assertEmpresasDelTenant } from '#lib/data/validar-empresas.ts';
import { idempotencyKey, once } from '#lib/idempotency/idempotency.ts';

const CIF_EN_USO = 'Ya existe un tomador o beneficiario con ese CIF.';

export const handler = operationHandler(createCliente, async ({ body, headers }, { table, usuario }) =>
  once(table, 'create-cliente', idempotencyKey(headers), body, async () => {
    const pais = (await catalogos(table).list<Pais>('paises')).find((p) => p.id === body.idPais);
    if (!pais) throw new ValidationError([{ path: 'idPais', message: 'El país no existe' }]);
    if (body.productorId) await assertEmpresasDelTenant(table, [body.productorId], () => 'productorId');
    const repo = clientes(table);
    if (await repo.idByCif(body.cif)) throw new ConflictError(CIF_EN_USO);

    const nuevo: ClienteItem = {
      id: await table.nextNumber('cliente'),
      nombre: body.nombre,
      cif: body.cif,
      paisId: body.idPais,
      email: body.email || null,
      logo: null,
      markup: body.markup ?? null,
      productorId: body.productorId ?? null,
      busqueda: normalizar(`${body.nombre} ${body.cif}`),
      creado: new Date().toISOString(),
    };
    try {
      await table.transact([
        ...repo.createItems(nuevo),
        { put: table.auditItem({ entity: 'cliente', id: nuevo.id, action: 'crear', by: usuario }) },
      ]);
    } catch (err) {
      if (err instanceof ConditionFailed) throw new ConflictError(CIF_EN_USO);
      throw err;
    }
    return toCliente(nuevo, pais);
  }),
);
