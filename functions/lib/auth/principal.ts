import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Permission } from '#shared/auth/permissions.ts';
import { permissionsOf } from '#shared/auth/roles.ts';
import type { Empresa as EmpresaVista } from '#shared/contract/schemas/empresa.ts';
import { findTenant, tenantFromHost } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { ForbiddenError, UnauthorizedError } from '../http/errors.ts';
import { Empresa, vistaEmpresa } from '../data/empresas.ts';
import { TenantDb } from '../data/model/db.ts';
import { Usuario, type UsuarioItem } from '../data/usuarios.ts';

export interface Principal {
  tenant: Tenant;
  db: TenantDb;
  usuario: UsuarioItem;
  /** The company the user works under for this request (header x-empresa-id, else the first). */
  empresaId: number;
  empresa: EmpresaVista;
  permisos: ReadonlySet<Permission>;
}

export interface PublicCaller {
  tenant: Tenant;
  db: TenantDb;
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

const claimsOf = (event: APIGatewayProxyEventV2): Claims | undefined =>
  (event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } }).authorizer?.jwt?.claims;

export const header = (event: APIGatewayProxyEventV2, name: string): string | undefined => {
  const found = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === name);
  return found?.[1];
};

const SIN_ACCESO = 'No tenés acceso a la empresa seleccionada.';

/**
 * Tenant and user from the claims the authorizer verified (API Gateway's JWT authorizer in the
 * cloud, the local gateway's jose check locally). Never from the body or the query string. The
 * user and the company the SPA names are read together in one BatchGet.
 */
export const resolvePrincipal = async (event: APIGatewayProxyEventV2): Promise<Principal> => {
  const claims = claimsOf(event);
  const tenant = findTenant(String(claims?.['custom:tenant'] ?? ''));
  const userId = Number(claims?.['custom:userId']);
  if (!claims || !tenant || !Number.isSafeInteger(userId) || userId <= 0) throw new UnauthorizedError();

  const db = new TenantDb(tenant.id);
  const requested = Number(header(event, 'x-empresa-id'));
  const pedida = Number.isSafeInteger(requested) && requested > 0 ? requested : undefined;
  const [usuario, empresaPedida] = (await db.getMany([
    { entity: Usuario, key: { id: userId } },
    ...(pedida ? [{ entity: Empresa, key: { id: pedida } }] : []),
  ])) as [UsuarioItem | undefined, EmpresaVista | undefined];
  if (!usuario) throw new UnauthorizedError();
  if (!usuario.estado) throw new ForbiddenError('Tu usuario está desactivado. Consultá con el administrador.');

  const fila = pedida ? usuario.empresas.find((e) => e.idEmpresa === pedida) : usuario.empresas[0];
  if (!fila) throw new ForbiddenError(SIN_ACCESO);
  const empresa = empresaPedida ?? (await db.get(Empresa, { id: fila.idEmpresa }));
  if (!empresa) throw new ForbiddenError(SIN_ACCESO);

  const roles = usuario.empresas.filter((e) => e.idEmpresa === fila.idEmpresa).map((e) => e.idRol);
  return {
    tenant,
    db,
    usuario,
    empresaId: fila.idEmpresa,
    empresa: vistaEmpresa(empresa),
    permisos: new Set(permissionsOf(roles)),
  };
};

/**
 * Public callers: the tenant is the host name's first label. Behind CloudFront the viewer's host
 * arrives as x-tenant-host (set by a CloudFront function), locally as the Host header.
 */
export const resolvePublicCaller = (event: APIGatewayProxyEventV2): PublicCaller => {
  const tenant = tenantFromHost(header(event, 'x-tenant-host') ?? header(event, 'host'));
  if (!tenant) throw new ForbiddenError('Portal desconocido.');
  return { tenant, db: new TenantDb(tenant.id) };
};
