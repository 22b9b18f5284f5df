import { local } from './storage.ts';
import { APP_VERSION } from './version.ts';

/** Layout types of the shell (spec 3 §2.10); dark-sidebar is the base layout (spec 1 §4). */
export const LAYOUT_TYPES = ['dark-sidebar', 'light-sidebar', 'dark-header', 'light-header'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** The product's default brand colour (spec 1 §9), used only when neither the user nor the tenant gives one. */
export const DEFAULT_PRIMARY_COLOR = '#50CD89';
/** Spec 1 §9 and 3 §9: container width 1200 px. */
export const DEFAULT_CONTAINER_WIDTH = 1200;

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface LayoutPresets {
  layoutType: LayoutType;
  /** Only set when the user picked a colour; absent means "the tenant's colour" (see effectivePrimaryColor). */
  primaryColor?: string;
  /** boxed: the content is centred at containerWidth; fluid: it takes the whole width. */
  container: 'boxed' | 'fluid';
  containerWidth: number;
  /** The optional parts of the shell (spec 3 §2.10); presets stored before they existed read as shown. */
  toolbar: boolean;
  scrollTop: boolean;
}
/** What may be saved: the optional parts may be left out, they default to shown. */
export type LayoutPresetsInput = Omit<LayoutPresets, 'toolbar' | 'scrollTop'> &
  Partial<Pick<LayoutPresets, 'toolbar' | 'scrollTop'>>;

const CONTAINERS: readonly string[] = ['boxed', 'fluid'];
const optionalFlag = (v: unknown): boolean | undefined => (v === undefined ? true : typeof v === 'boolean' ? v : undefined);

/**
 * Checked by hand rather than with zod: these six fields are read before the first paint, which
 * then carries no validation library (decision 0176). Anything else stored under the key is dropped.
 */
const parseLayoutPresets = (v: unknown): LayoutPresets | undefined => {
  if (typeof v !== 'object' || v === null) return undefined;
  const r = v as Record<string, unknown>;
  const toolbar = optionalFlag(r.toolbar);
  const scrollTop = optionalFlag(r.scrollTop);
  const width = r.containerWidth;
  if (
    !LAYOUT_TYPES.includes(r.layoutType as LayoutType) ||
    !CONTAINERS.includes(r.container as string) ||
    !(typeof width === 'number' && Number.isInteger(width) && width >= 960 && width <= 1920) ||
    !(r.primaryColor === undefined || (typeof r.primaryColor === 'string' && HEX.test(r.primaryColor))) ||
    toolbar === undefined ||
    scrollTop === undefined
  )
    return undefined;
  return {
    layoutType: r.layoutType as LayoutType,
    ...(r.primaryColor === undefined ? {} : { primaryColor: r.primaryColor as string }),
    container: r.container as LayoutPresets['container'],
    containerWidth: width,
    toolbar,
    scrollTop,
  };
};

export const DEFAULT_PRESETS: LayoutPresets = {
  layoutType: 'dark-sidebar',
  container: 'boxed',
  containerWidth: DEFAULT_CONTAINER_WIDTH,
  toolbar: true,
  scrollTop: true,
};

/**
 * Versioned key: a new release may change what the presets mean, so an old release's choices are
 * left behind instead of being misread.
 */
export const LAYOUT_PRESETS_KEY = `layout-config-${APP_VERSION}`;

/** The stored presets, or the defaults when there are none or they no longer parse. */
export const readLayoutPresets = (): LayoutPresets => {
  const raw = local.get(LAYOUT_PRESETS_KEY);
  if (!raw) return DEFAULT_PRESETS;
  try {
    return parseLayoutPresets(JSON.parse(raw)) ?? DEFAULT_PRESETS;
  } catch {
    return DEFAULT_PRESETS;
  }
};

export const saveLayoutPresets = (presets: LayoutPresetsInput): void => {
  const parsed = parseLayoutPresets(presets);
  if (!parsed) throw new Error('Invalid layout presets');
  local.set(LAYOUT_PRESETS_KEY, JSON.stringify(parsed));
};

export const resetLayoutPresets = (): void => local.remove(LAYOUT_PRESETS_KEY);

/**
 * The colour the portal paints with. The user's explicit choice wins; otherwise the tenant's brand
 * colour, NOT the product default: each tenant is a white-label portal whose colour is part of its
 * contract, and a user who never touched the setting must not see a bank's portal turn green.
 * #50CD89 is only the last resort (and happens to be the default tenant's colour).
 */
export const effectivePrimaryColor = (presets: Pick<LayoutPresets, 'primaryColor'>, tenantColor: string | undefined): string =>
  presets.primaryColor ?? (tenantColor && HEX.test(tenantColor) ? tenantColor : DEFAULT_PRIMARY_COLOR);
