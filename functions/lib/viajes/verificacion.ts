import type { Tenant } from '#shared/tenants/tenant.ts';

/** An absolute address of a page of the tenant's portal, on its own subdomain (for documents and e-mails). */
export const urlPortal = (tenant: Tenant, ruta: string): string =>
  `${(process.env.PUBLIC_URL_TEMPLATE ?? 'https://{tenant}.portal-carga.example').replace('{tenant}', tenant.id)}${ruta}`;

/** The public page that verifies a certificate by its code. */
export const urlVerificacion = (tenant: Tenant, codigo: string): string => urlPortal(tenant, `/verificar/${codigo}`);

/** What a paper prints to verify it: the code and its page, or nothing before the certificate has a code. */
export const verificacionDePapel = (tenant: Tenant, codigo: string | null | undefined): { codigo: string; url: string } | null =>
  codigo ? { codigo, url: urlVerificacion(tenant, codigo) } : null;
