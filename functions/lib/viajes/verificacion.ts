import type { Tenant } from '#shared/tenants/tenant.ts';

/** The public page that verifies a certificate by its code, on the tenant's own subdomain. */
export const urlVerificacion = (tenant: Tenant, codigo: string): string =>
  `${(process.env.PUBLIC_URL_TEMPLATE ?? 'https://{tenant}.portal-carga.example').replace('{tenant}', tenant.id)}/verificar/${codigo}`;
