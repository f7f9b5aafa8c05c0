/**
 * Appearance and layout settings (docs/product.md §3 'Settings', §9): the defaults and how saved settings are laid
 * over them. The merge validates every saved value (type, and the allowed choices of each enumerated
 * setting) and ignores anything else, so an old or hand-edited value never breaks the shell. (It is the
 * web's only validation of settings read from the browser's storage: no schema library on first load.)
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

/** Section titles of the menu: the original ones or the later 'Mercado de …' variant (docs/product.md §1). */
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
  /** Left to right only: Tirr serves Spanish and English (ADR 0137). */
  direction: 'ltr';
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

/** The allowed values of each enumerated setting, by its dotted path. */
const SETTING_CHOICES: Readonly<Record<string, readonly string[]>> = {
  'layout.style': LAYOUT_STYLES,
  'layout.mode': ['fullwidth', 'boxed'],
  'layout.scroll': ['body', 'content'],
  'layout.navbar.position': ['left', 'right'],
  'layout.toolbar.position': ['above', 'below'],
  // A right-to-left direction saved by an earlier release reads as 'ltr' (ADR 0137).
  direction: ['ltr'],
  'theme.main': PALETTE_IDS,
  'theme.navbar': PALETTE_IDS,
  'theme.toolbar': PALETTE_IDS,
  'theme.footer': PALETTE_IDS,
  language: ['es', 'en'],
  menuVariant: MENU_VARIANTS,
};

function mergeValue(base: unknown, saved: unknown, path: string): unknown {
  if (saved === undefined || saved === null) return base;
  if (isPlainObject(base)) {
    if (!isPlainObject(saved)) return base;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(base)) out[key] = mergeValue(base[key], saved[key], path ? `${path}.${key}` : key);
    return out;
  }
  if (typeof saved !== typeof base) return base;
  const choices = SETTING_CHOICES[path];
  return choices && !choices.includes(saved as string) ? base : saved;
}

/** Defaults + saved: every saved value of the right type wins, unknown keys are dropped. */
export function mergeSettings<T extends object = Settings>(defaults: T, saved: unknown): T {
  return mergeValue(defaults, saved, '') as T;
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
