import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { generatePalette, legible, PRIMARY_SHADE, sobre } from './palette.ts';

/** The name of every dialog's close button (an icon alone says nothing to a screen reader), per locale. */
const CERRAR: Record<Tenant['locale'], string> = { 'es-AR': 'Cerrar', 'pt-BR': 'Fechar' };

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
    // Plain objects, not Modal.extend(): importing the components here would put them in the first load.
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': CERRAR[tenant.locale] } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': CERRAR[tenant.locale] } } },
    },
  });

/**
 * Mantine's dimmed text (gray 6, #868e96) is 3.3:1 on white, under WCAG AA's 4.5:1 for body text: the
 * portal's is darker, 5.4:1 on white and 4.9:1 on the lightest grays its cards and main area use.
 */
export const DIMMED_CLARO = '#646b72';

/** The grey of the main area behind cards: the darkest background text and links sit on. */
const FONDO_GRIS = '#f1f3f5';

/**
 * WCAG AA (4.5:1) for what Mantine paints in a colour on a light background: links (the brand colour
 * on the grey main area) and the "light" variant's text on its own 10–12 % tint (badges, alerts, light
 * buttons). A tenant's brand, say a light green, keeps its hue, darkened only as far as needed.
 */
export const variablesCss: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_CLARO,
    '--mantine-color-anchor': legible(theme.colors.brand?.[PRIMARY_SHADE] ?? '#228be6', FONDO_GRIS),
    ...Object.fromEntries(
      Object.entries(theme.colors).map(([nombre, tonos]) => [
        `--mantine-color-${nombre}-light-color`,
        legible(tonos[PRIMARY_SHADE], sobre(tonos[PRIMARY_SHADE], 0.12, FONDO_GRIS)),
      ]),
    ),
  },
  dark: {},
});
