import * as z from 'zod/mini';
import { empresaSchema, type Empresa as EmpresaVista } from '#shared/contract/schemas/empresa.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { ROL_NO_ADMITIDO, rolAdmitidoEn, type EmpresaRol } from '#shared/auth/otorgar.ts';
import { defineEntity, type ItemOf } from './model/entity.ts';
import { ValidationError } from '../http/errors.ts';
import type { TenantDb } from './model/db.ts';

const empresaItemSchema = z.extend(empresaSchema, { orden: z.optional(z.string()) });

/** The company as the contract shows it (what a session, a list row and a name lookup read). */
export const vistaEmpresa = ({
  id,
  cif,
  nombre,
  tipo,
  paisId,
  nivel,
  nivelSuperiorId,
  clienteId,
  configuracion,
}: z.output<typeof empresaItemSchema>): EmpresaVista => ({
  id,
  cif,
  nombre,
  tipo,
  paisId,
  ...(nivel !== undefined ? { nivel } : {}),
  ...(nivelSuperiorId !== undefined ? { nivelSuperiorId } : {}),
  ...(clienteId !== undefined ? { clienteId } : {}),
  configuracion,
});

/** A company of the tenant: insurer, producer, broker or partner. */
export const Empresa = defineEntity(empresaItemSchema)({
  name: 'empresa',
  description: 'Una empresa del tenant (aseguradora, productor, broker o partner).',
  usedBy: 'principal (BatchGet con el usuario), get-me, list-empresas, nombres de empresas en listas',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byNombre: {
      index: 'gsi1',
      pk: [],
      sk: ['orden', 'id'],
      description: 'list-empresas por nombre; filtro = comienzo del nombre',
    },
    byTipo: { index: 'gsi2', pk: ['tipo'], sk: ['orden', 'id'], description: 'list-empresas de un tipo, por nombre' },
  },
  pad: { id: 10 },
  derive: (e) => ({ orden: normalizar(e.nombre) }),
  row: vistaEmpresa,
});

/** The companies named by some rows (responsible, adjuster, ...), in one BatchGet. */
export const empresasPorId = async (db: TenantDb, ids: (number | null | undefined)[]): Promise<Map<number, EmpresaVista>> => {
  const unicos = [...new Set(ids.filter((id): id is number => typeof id === 'number' && id > 0))];
  const items = await db.getMany(unicos.map((id) => ({ entity: Empresa, key: { id } })));
  return new Map(items.flatMap((e) => (e ? [[Number(e.id), vistaEmpresa(e as ItemOf<typeof Empresa>)]] : [])));
};

/**
 * Refuses the company + role pairs of a user that name no company of this tenant, or a role that does
 * not fit the company's type (shared/auth/otorgar.ts): a 400 on the row, not a 500 later.
 */
export const assertEmpresasDelTenant = async (db: TenantDb, empresas: readonly EmpresaRol[]) => {
  const existen = await empresasPorId(
    db,
    empresas.map((e) => e.idEmpresa),
  );
  const errors = empresas.flatMap(({ idEmpresa, idRol }, i) => {
    const empresa = existen.get(idEmpresa);
    if (!empresa) return [{ path: `empresas.${i}.idEmpresa`, message: 'La empresa no existe' }];
    return rolAdmitidoEn(empresa.tipo, idRol) ? [] : [{ path: `empresas.${i}.idRol`, message: ROL_NO_ADMITIDO }];
  });
  if (errors.length) throw new ValidationError(errors);
};

/** The sequence of the companies the API registers (issuers, clients' companies). */
export const NUMERACION_EMPRESAS = 'empresa';
/** Registered companies number from here: below are the companies a seed writes by hand. */
const PRIMER_ID_EMPRESA = 1000;
/** The id of the n-th registered company. */
export const idDeEmpresa = (numero: number): number => PRIMER_ID_EMPRESA + numero;
