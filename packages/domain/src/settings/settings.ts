/**
 * Appearance and layout settings (spec §3 'Settings', §9): the defaults and how saved settings are laid
 * over them. The web validates saved values with the contracts schema before merging; this merge still
 * ignores anything whose type does not match the default, so an old or hand-edited value never breaks
 * the shell.
 */
export const THEME_IDS = [
  'tirr',
  'legacy',
  'sunset',
  'greeny',
  'beach',
  'tech',
  'sweetHues',
  'deepOcean',
  'slate',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** A palette: a theme's light palette, or the dark variant (navbar and footer). */
export type PaletteId = ThemeId | `${ThemeId}Dark`;
export const PALETTE_IDS: readonly PaletteId[] = THEME_IDS.flatMap((id) => [id, `${id}Dark` as const]);

export const LAYOUT_STYLES = ['layout1', 'layout2', 'layout3'] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];

/** Section titles of the menu: the original ones or the later 'Mercado de …' variant (spec §1). */
export const MENU_VARIANTS = ['classic', 'markets'] as const;
export type MenuVariant = (typeof MENU_VARIANTS)[number];

export interface Settings {
  layout: {
    style: LayoutStyle;
    mode: 'fullwidth' | 'boxed';
    scroll: 'body' | 'content';
    navbar: { display: boolean; folded: boolean; position: 'left' | 'right' };
    toolbar: { display: boolean; position: 'above' | 'below' };
    footer: { display: boolean };
    leftSidePanel: { display: boolean };
    rightSidePanel: { display: boolean };
  };
  customScrollbars: boolean;
  animations: boolean;
  direction: 'ltr' | 'rtl';
  theme: { main: PaletteId; navbar: PaletteId; toolbar: PaletteId; footer: PaletteId };
  language: 'es' | 'en';
  menuVariant: MenuVariant;
  quickSettings: { notifications: boolean; cloudSync: boolean; retroThrusters: boolean };
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export const DEFAULT_SETTINGS: Settings = {
  layout: {
    style: 'layout1',
    mode: 'fullwidth',
    scroll: 'body',
    navbar: { display: true, folded: false, position: 'left' },
    toolbar: { display: true, position: 'above' },
    footer: { display: true },
    leftSidePanel: { display: false },
    rightSidePanel: { display: false },
  },
  customScrollbars: false,
  animations: true,
  direction: 'ltr',
  theme: { main: 'tirr', navbar: 'tirrDark', toolbar: 'tirr', footer: 'tirrDark' },
  language: 'es',
  menuVariant: 'markets',
  quickSettings: { notifications: true, cloudSync: false, retroThrusters: false },
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeValue(base: unknown, saved: unknown): unknown {
  if (saved === undefined || saved === null) return base;
  if (isPlainObject(base)) {
    if (!isPlainObject(saved)) return base;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(base)) out[key] = mergeValue(base[key], saved[key]);
    return out;
  }
  return typeof saved === typeof base ? saved : base;
}

/** Defaults + saved: every saved value of the right type wins, unknown keys are dropped. */
export function mergeSettings<T extends object = Settings>(defaults: T, saved: unknown): T {
  return mergeValue(defaults, saved) as T;
}

/** The settings a layout style starts from (choosing a layout applies its preset, then the user adjusts). */
export function layoutPreset(style: LayoutStyle, current: Settings['layout']): Settings['layout'] {
  switch (style) {
    case 'layout1':
      return {
        ...current,
        style,
        navbar: { ...current.navbar, display: true },
        toolbar: { display: true, position: 'above' },
      };
    case 'layout2':
      return {
        ...current,
        style,
        navbar: { ...current.navbar, display: true },
        toolbar: { display: true, position: 'below' },
      };
    case 'layout3':
      return {
        ...current,
        style,
        mode: 'boxed',
        navbar: { ...current.navbar, display: true, folded: true },
        toolbar: { display: true, position: 'below' },
        leftSidePanel: { display: true },
      };
  }
}
