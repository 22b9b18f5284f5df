import * as z from 'zod/mini';
import { alcancesDelToken, permisosDeMaquina, type Alcance } from '#shared/auth/maquinas.ts';
import { permissionsOf } from '#shared/auth/roles.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import { UnauthorizedError } from '../http/errors.ts';
import { ClienteMaquina, ClienteMaquinaIndice, clientIdSchema, type ClienteMaquinaItem } from '../data/clientes-maquina.ts';
import { Empresa, vistaEmpresa } from '../data/empresas.ts';
import type { ItemOf } from '../data/model/entity.ts';
import { TenantDb } from '../data/model/db.ts';
import type { Principal } from './principal.ts';

/** The system tenant's items: where a machine client's tenant and company are found. */
const SISTEMA = new TenantDb('_system');

export interface PrincipalMaquina extends Principal {
  maquina: { clientId: string; alcances: Alcance[]; cuotaPorMinuto: number };
}

/**
 * A machine caller (record 0165) from what the authorizer verified: the token's client id and scope
 * claim. Tenant and company come from the client's items, read fresh on every request, so a disabled
 * or deleted client's unexpired tokens stop working at once. The scopes are the token's that the
 * portal still grants the client; the permissions those scopes give, cut to the client's role.
 */
export const resolveMaquina = async (clientId: unknown, scope: unknown): Promise<PrincipalMaquina> => {
  const id = z.safeParse(clientIdSchema, clientId);
  if (!id.success) throw new UnauthorizedError();
  const indice = await SISTEMA.get(ClienteMaquinaIndice, { clientId: id.data });
  const tenant = indice && findTenant(indice.tenant);
  if (!indice || !tenant) throw new UnauthorizedError();

  const db = new TenantDb(tenant.id);
  const [cliente, empresa] = (await db.getMany([
    { entity: ClienteMaquina, key: { empresaId: indice.empresaId, clientId: id.data } },
    { entity: Empresa, key: { id: indice.empresaId } },
  ])) as [ClienteMaquinaItem | undefined, ItemOf<typeof Empresa> | undefined];
  if (!cliente?.activo || !empresa) throw new UnauthorizedError();

  const alcances = alcancesDelToken(scope).filter((a) => cliente.alcances.includes(a));
  const vista = vistaEmpresa(empresa);
  return {
    tenant,
    db,
    // The client acts as a user that never signs in: handlers record and notify it as they would a person.
    usuario: {
      id: cliente.usuarioId,
      nombre: cliente.nombre,
      apellido: '',
      email: cliente.correoAvisos,
      paisId: vista.paisId,
      estado: true,
      empresas: [{ idEmpresa: cliente.empresaId, idRol: cliente.idRol }],
      version: 1,
      creado: cliente.creado,
      modificado: cliente.creado,
    },
    empresaId: cliente.empresaId,
    empresa: vista,
    permisos: permisosDeMaquina(alcances, permissionsOf([cliente.idRol])),
    maquina: { clientId: cliente.clientId, alcances, cuotaPorMinuto: cliente.cuotaPorMinuto },
  };
};
