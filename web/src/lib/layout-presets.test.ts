import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRESETS,
  effectivePrimaryColor,
  LAYOUT_PRESETS_KEY,
  readLayoutPresets,
  resetLayoutPresets,
  saveLayoutPresets,
} from './layout-presets.ts';
import { APP_VERSION } from './version.ts';

describe('layout presets (spec 1 §4, §9)', () => {
  it('defaults to the dark sidebar, boxed at 1200 px, with no colour of its own, toolbar and scroll-to-top shown', () => {
    expect(readLayoutPresets()).toEqual({
      layoutType: 'dark-sidebar',
      container: 'boxed',
      containerWidth: 1200,
      toolbar: true,
      scrollTop: true,
    });
  });

  it('are stored under a key that carries the app version', () => {
    expect(LAYOUT_PRESETS_KEY).toBe(`layout-config-${APP_VERSION}`);
    saveLayoutPresets({ layoutType: 'light-header', container: 'fluid', containerWidth: 1400, primaryColor: '#123456' });
    expect(JSON.parse(window.localStorage.getItem(LAYOUT_PRESETS_KEY) ?? '{}')).toMatchObject({ layoutType: 'light-header' });
    expect(readLayoutPresets()).toEqual({
      layoutType: 'light-header',
      container: 'fluid',
      containerWidth: 1400,
      primaryColor: '#123456',
      // Presets saved before the optional parts existed read them as shown.
      toolbar: true,
      scrollTop: true,
    });
    saveLayoutPresets({ ...DEFAULT_PRESETS, toolbar: false });
    expect(readLayoutPresets()).toMatchObject({ toolbar: false, scrollTop: true });
  });

  it("ignores another version's presets and anything that no longer parses", () => {
    window.localStorage.setItem('layout-config-0.0.1', JSON.stringify({ layoutType: 'light-sidebar' }));
    expect(readLayoutPresets()).toEqual(DEFAULT_PRESETS);
    window.localStorage.setItem(LAYOUT_PRESETS_KEY, '{"layoutType":"sideways"}');
    expect(readLayoutPresets()).toEqual(DEFAULT_PRESETS);
    window.localStorage.setItem(LAYOUT_PRESETS_KEY, 'not json');
    expect(readLayoutPresets()).toEqual(DEFAULT_PRESETS);
    for (const bad of [
      { containerWidth: 1921 },
      { containerWidth: 1200.5 },
      { primaryColor: 'red' },
      { toolbar: 'yes' },
      { container: 'wide' },
    ]) {
      window.localStorage.setItem(LAYOUT_PRESETS_KEY, JSON.stringify({ ...DEFAULT_PRESETS, ...bad }));
      expect(readLayoutPresets()).toEqual(DEFAULT_PRESETS);
    }
  });

  it('keeps only its own fields and refuses to save what it would not read back', () => {
    window.localStorage.setItem(LAYOUT_PRESETS_KEY, JSON.stringify({ ...DEFAULT_PRESETS, extra: 'x'.repeat(10) }));
    expect(readLayoutPresets()).toEqual(DEFAULT_PRESETS);
    expect(() => saveLayoutPresets({ ...DEFAULT_PRESETS, containerWidth: 500 })).toThrow();
  });

  it('reset forgets them', () => {
    saveLayoutPresets({ ...DEFAULT_PRESETS, layoutType: 'dark-header' });
    resetLayoutPresets();
    expect(window.localStorage.getItem(LAYOUT_PRESETS_KEY)).toBeNull();
    expect(readLayoutPresets()).toEqual(DEFAULT_PRESETS);
  });

  it("the user's colour wins, else the tenant's, else #50CD89", () => {
    expect(effectivePrimaryColor({ primaryColor: '#112233' }, '#1B4F9C')).toBe('#112233');
    expect(effectivePrimaryColor({}, '#1B4F9C')).toBe('#1B4F9C');
    expect(effectivePrimaryColor({}, undefined)).toBe('#50CD89');
  });
});
