import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Permission } from '#shared/auth/permissions.ts';
import { permissionsOf } from '#shared/auth/roles.ts';
import { findTenant, tenantFromHost } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { ForbiddenError, UnauthorizedError } from '../http/errors.ts';
import { TenantTable } from '../data/table.ts';
import { usuarios, type UsuarioItem } from '../data/usuarios.ts';
import { empresas } from '../data/empresas.ts';
import type { Empresa } from '#shared/contract/schemas/empresa.ts';

export interface Principal {
  tenant: Tenant;
  table: TenantTable;
  usuario: UsuarioItem;
  /** The company the user works under for this request (header x-empresa-id, else the first). */
  empresaId: number;
  empresa: Empresa;
  permisos: ReadonlySet<Permission>;
}

export interface PublicCaller {
  tenant: Tenant;
  table: TenantTable;
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

const claimsOf = (event: APIGatewayProxyEventV2): Claims | undefined =>
  (event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } }).authorizer?.jwt?.claims;

const header = (event: APIGatewayProxyEventV2, name: string): string | undefined => {
  const found = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === name);
  return found?.[1];
};

/**
 * Tenant and user from the claims the authorizer verified (API Gateway's JWT authorizer in the
 * cloud, the local gateway's jose check locally). Never from the body or the query string.
 */
export const resolvePrincipal = async (event: APIGatewayProxyEventV2): Promise<Principal> => {
  const claims = claimsOf(event);
  const tenant = findTenant(String(claims?.['custom:tenant'] ?? ''));
  const userId = Number(claims?.['custom:userId']);
  if (!claims || !tenant || !Number.isInteger(userId)) throw new UnauthorizedError();

  const table = new TenantTable(tenant.id);
  const requested = Number(header(event, 'x-empresa-id'));
  const pedida = Number.isInteger(requested) && requested > 0 ? requested : undefined;
  // The SPA always names its company: read it beside the user instead of after.
  const [usuario, empresaPedida] = await Promise.all([
    usuarios(table).get(userId),
    pedida ? empresas(table).get(pedida) : Promise.resolve(undefined),
  ]);
  if (!usuario) throw new UnauthorizedError();
  if (!usuario.estado) throw new ForbiddenError('Tu usuario está desactivado. Consultá con el administrador.');

  const fila = pedida ? usuario.empresas.find((e) => e.idEmpresa === pedida) : usuario.empresas[0];
  if (!fila) throw new ForbiddenError('No tenés acceso a la empresa seleccionada.');
  const empresa = empresaPedida ?? (await empresas(table).get(fila.idEmpresa));
  if (!empresa) throw new ForbiddenError('No tenés acceso a la empresa seleccionada.');

  const roles = usuario.empresas.filter((e) => e.idEmpresa === fila.idEmpresa).map((e) => e.idRol);
  return { tenant, table, usuario, empresaId: fila.idEmpresa, empresa, permisos: new Set(permissionsOf(roles)) };
};

/**
 * Public callers: the tenant is the host name's first label. Behind CloudFront the viewer's host
 * arrives as x-tenant-host (set by a CloudFront function), locally as the Host header.
 */
export const resolvePublicCaller = (event: APIGatewayProxyEventV2): PublicCaller => {
  const host = header(event, 'x-tenant-host') ?? header(event, 'host');
  const tenant = tenantFromHost(host);
  if (!tenant) throw new ForbiddenError('Portal desconocido.');
  return { tenant, table: new TenantTable(tenant.id) };
};
