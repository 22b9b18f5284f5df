import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { generatePalette, PRIMARY_SHADE } from './palette.ts';

/** The Mantine theme of a tenant: its brand colour (or the one the user chose) as a generated palette named "brand". */
export const themeFor = (tenant: Tenant, primaryColor: string = tenant.theme.primaryColor): MantineThemeOverride =>
  createTheme({
    primaryColor: 'brand',
    primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
    colors: { brand: generatePalette(primaryColor) },
    autoContrast: true,
    fontFamily: 'Inter, "Segoe UI", Helvetica, Arial, sans-serif',
    headings: { fontFamily: 'Inter, "Segoe UI", Helvetica, Arial, sans-serif', fontWeight: '600' },
    defaultRadius: 'md',
    cursorType: 'pointer',
  });
