import { Image } from '@mantine/core';
import type { Tenant } from '#shared/tenants/tenant.ts';

/** The logo of a tenant (or a company's own logo when its configuration gives one). */
export function TenantLogo({ tenant, src, height = 40 }: { tenant: Tenant; src?: string | undefined; height?: number }) {
  return <Image src={src || tenant.theme.logo} alt={tenant.nombre} h={height} w="auto" fit="contain" />;
}
