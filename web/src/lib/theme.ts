import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { generatePalette, PRIMARY_SHADE } from './palette.ts';

/** The Mantine theme of a tenant: its brand colour as a generated palette named "brand". */
export const themeFor = (tenant: Tenant): MantineThemeOverride =>
  createTheme({
    primaryColor: 'brand',
    primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
    colors: { brand: generatePalette(tenant.theme.primaryColor) },
    autoContrast: true,
    fontFamily: 'Inter, "Segoe UI", Helvetica, Arial, sans-serif',
    headings: { fontFamily: 'Inter, "Segoe UI", Helvetica, Arial, sans-serif', fontWeight: '600' },
    defaultRadius: 'md',
    cursorType: 'pointer',
  });
