import * as z from 'zod';
import { LAYOUT_TYPES, type LayoutPresets } from '#web/lib/layout-presets.ts';

/** The /settings form. Messages are i18n keys. */
export const settingsSchema = z.object({
  layoutType: z.enum(LAYOUT_TYPES),
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'settings.validation.color' }),
  container: z.enum(['boxed', 'fluid']),
  containerWidth: z
    .number({ error: 'settings.validation.width' })
    .int({ error: 'settings.validation.width' })
    .min(960, { error: 'settings.validation.width' })
    .max(1920, { error: 'settings.validation.width' }),
  toolbar: z.boolean(),
  scrollTop: z.boolean(),
});
export type SettingsValues = z.infer<typeof settingsSchema>;

/** The form shows the colour in use: the user's, else the portal's. */
export const toFormValues = (presets: LayoutPresets, colorInUse: string): SettingsValues => ({
  layoutType: presets.layoutType,
  primaryColor: presets.primaryColor ?? colorInUse,
  container: presets.container,
  containerWidth: presets.containerWidth,
  toolbar: presets.toolbar,
  scrollTop: presets.scrollTop,
});

/**
 * The presets to store. The colour is kept only when it differs from the tenant's: saving the form
 * untouched must not pin today's tenant colour as if the user had chosen it.
 */
export const toPresets = (values: SettingsValues, tenantColor: string): LayoutPresets => {
  const chosen = values.primaryColor.toUpperCase();
  return {
    layoutType: values.layoutType,
    container: values.container,
    containerWidth: values.containerWidth,
    toolbar: values.toolbar,
    scrollTop: values.scrollTop,
    ...(chosen !== tenantColor.toUpperCase() ? { primaryColor: chosen } : {}),
  };
};
