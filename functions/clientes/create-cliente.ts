import { createCliente } from '#shared/contract/operations/clientes.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, ValidationError } from '#lib/http/errors.ts';
import { catalogo } from '#lib/data/catalogos.ts';
import { Cliente, ClienteCif, toCliente, type ClienteItem } from '#lib/data/clientes.ts';
import { assertEmpresasDelTenant } from '#lib/data/empresas.ts';
import { nextNumber } from '#lib/data/model/counters.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { once } from '#lib/idempotency/idempotency.ts';

const CIF_EN_USO = 'Ya existe un tomador o beneficiario con ese CIF.';

export const handler = operationHandler(createCliente, async ({ body, headers }, principal) =>
  once(principal, 'create-cliente', headers, body, async () => {
    const { db, usuario } = principal;
    const pais = (await catalogo(db, 'paises')).find((p) => p.id === body.idPais);
    if (!pais) throw new ValidationError([{ path: 'idPais', message: 'El país no existe' }]);
    if (body.productorId) await assertEmpresasDelTenant(db, [body.productorId], () => 'productorId');
    if (await db.get(ClienteCif, { cif: body.cif })) throw new ConflictError(CIF_EN_USO);

    const nuevo: ClienteItem = {
      id: await nextNumber(db, 'cliente'),
      nombre: body.nombre,
      cif: body.cif,
      paisId: body.idPais,
      email: body.email || null,
      logo: null,
      markup: body.markup ?? null,
      productorId: body.productorId ?? null,
      creado: new Date().toISOString(),
    };
    try {
      await db.write([
        ...Cliente.create(nuevo),
        ...ClienteCif.create({ cif: nuevo.cif, clienteId: nuevo.id }),
        ...auditar({ entidad: 'cliente', id: nuevo.id, accion: 'crear', por: usuario }),
      ]);
    } catch (err) {
      if (err instanceof ConditionFailed) throw new ConflictError(CIF_EN_USO);
      throw err;
    }
    return toCliente(Cliente.spec.row(nuevo), { id: pais.id, nombre: pais.nombre, bandera: pais.bandera });
  }),
);
