import { describe, expect, it } from 'vitest';
import { DEFAULT_PRESETS } from '#web/lib/layout-presets.ts';
import { settingsSchema, toFormValues, toPresets } from './settings-form.ts';

describe('settings form', () => {
  it('shows the colour in use and stores it only when the user changed it', () => {
    const values = toFormValues(DEFAULT_PRESETS, '#1B4F9C');
    expect(values.primaryColor).toBe('#1B4F9C');
    expect(toPresets(values, '#1b4f9c')).toEqual(DEFAULT_PRESETS);
    expect(toPresets({ ...values, primaryColor: '#ff0000' }, '#1B4F9C').primaryColor).toBe('#FF0000');
  });

  it('rejects a colour that is not #RRGGBB and a width out of range', () => {
    const base = toFormValues(DEFAULT_PRESETS, '#50CD89');
    expect(settingsSchema.safeParse({ ...base, primaryColor: 'red' }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...base, containerWidth: 500 }).success).toBe(false);
    expect(settingsSchema.safeParse(base).success).toBe(true);
  });
});
