import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
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

/**
 * Mantine's dimmed text (gray 6, #868e96) is 3.3:1 on white, under WCAG AA's 4.5:1 for body text: the
 * portal's is darker, 5.4:1 on white and 4.9:1 on the lightest grays its cards and main area use.
 */
export const DIMMED_CLARO = '#646b72';

export const variablesCss: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_CLARO },
  dark: {},
});
