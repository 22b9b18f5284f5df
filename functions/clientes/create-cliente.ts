import { createCliente } from '#shared/contract/operations/clientes.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, ForbiddenError, ValidationError } from '#lib/http/errors.ts';
import { alcancePartesDe, duenoDeParteNuevaPara } from '#lib/clientes/alcance.ts';
import { catalogo } from '#lib/data/catalogos.ts';
import { Cliente, ClienteCif, reservaDeCif, SIN_PRODUCTOR, toCliente, type ClienteItem } from '#lib/data/clientes.ts';
import { empresasPorId } from '#lib/data/empresas.ts';
import { nextNumber } from '#lib/data/model/counters.ts';
import { ConditionFailed, type TenantDb } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { once } from '#lib/idempotency/idempotency.ts';

const CIF_EN_USO = 'Ya existe un tomador o beneficiario con ese CIF.';
const DE_OTRA_EMPRESA = 'No podés crear tomadores ni beneficiarios de otra empresa.';

/** A producer named by an administrator must be a producing company of the tenant. */
const assertProductor = async (db: TenantDb, productorId: number) => {
  const empresa = (await empresasPorId(db, [productorId])).get(productorId);
  const message = !empresa ? 'La empresa no existe' : empresa.tipo === 'aseguradora' ? 'La empresa no es un productor' : null;
  if (message) throw new ValidationError([{ path: 'productorId', message }]);
};

/**
 * Creates a party owned by the caller's producer company (or the producer an administrator names).
 * The CIF is unique among one owner's parties: the 409 only ever speaks of a party the caller sees.
 */
export const handler = operationHandler(createCliente, async ({ body, headers }, principal) =>
  once(principal, 'create-cliente', headers, body, async () => {
    const { db, usuario } = principal;
    const productorId = await duenoDeParteNuevaPara(db, alcancePartesDe(principal), body.productorId);
    if (productorId === undefined) throw new ForbiddenError(DE_OTRA_EMPRESA);
    const pais = (await catalogo(db, 'paises')).find((p) => p.id === body.idPais);
    if (!pais) throw new ValidationError([{ path: 'idPais', message: 'El país no existe' }]);
    if (productorId !== null && productorId !== principal.empresaId) await assertProductor(db, productorId);
    if (await db.get(ClienteCif, { productorId: productorId ?? SIN_PRODUCTOR, cif: body.cif })) {
      throw new ConflictError(CIF_EN_USO);
    }

    const nuevo: ClienteItem = {
      id: await nextNumber(db, 'cliente'),
      nombre: body.nombre,
      cif: body.cif,
      paisId: body.idPais,
      email: body.email || null,
      logo: null,
      markup: body.markup ?? null,
      productorId,
      creado: new Date().toISOString(),
    };
    try {
      await db.write([
        ...Cliente.create(nuevo),
        ...ClienteCif.create(reservaDeCif(nuevo)),
        ...auditar({ entidad: 'cliente', id: nuevo.id, accion: 'crear', por: usuario }),
      ]);
    } catch (err) {
      if (err instanceof ConditionFailed) throw new ConflictError(CIF_EN_USO);
      throw err;
    }
    return toCliente(Cliente.spec.row(nuevo), { id: pais.id, nombre: pais.nombre, bandera: pais.bandera });
  }),
);
