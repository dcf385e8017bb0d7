import { palette } from './palette';

/**
 * Layer 2: semantic roles. Components read only these (`theme.color.background.danger`), never
 * the palette. A theme (layer 3, `themes.ts`) overrides roles, so every text/background pair
 * below is chosen to pass WCAG 2.x AA (4.5:1) in the light theme; keep that true when adding one.
 */
export const lightColor = {
  text: {
    /** Body copy and headings on any background role. */
    default: palette.gray[900],
    /** Secondary copy: hints, captions, meta data (passes AA on every background role). */
    muted: palette.gray[600],
    /** Text on `background.emphasis` (primary buttons, selected items). */
    onEmphasis: palette.white,
    /** Inline links and link-like buttons. */
    link: palette.blue[600],
    /** Error messages and destructive actions. */
    danger: palette.red[600],
    /** Confirmation messages. */
    success: palette.green[700],
    /** Cautionary messages (a dark amber: the bright one is unreadable on white). */
    warning: palette.amber[800],
    /** Text on `background.inverse` (tooltips). */
    onInverse: palette.white,
  },
  background: {
    /** The page and most surfaces (cards, inputs). */
    default: palette.white,
    /** A quiet surface that sets itself apart from the page: hover rows, secondary buttons. */
    subtle: palette.gray[50],
    /** Recessed areas: wells, code, pressed states. */
    inset: palette.gray[100],
    /** The one strong accent: primary buttons, selected states. */
    emphasis: palette.blue[600],
    /** `emphasis` under the pointer or while pressed. */
    emphasisHover: palette.blue[700],
    /** A strong danger surface with `text.onEmphasis` on it (counts of problems). */
    dangerEmphasis: palette.red[600],
    /** Tint behind error messages and a hovered destructive action. */
    danger: palette.red[50],
    /** Tint behind success messages. */
    success: palette.green[50],
    /** Tint behind warnings. */
    warning: palette.amber[50],
    /** Tint behind neutral information. */
    info: palette.blue[50],
    /** Disabled controls. */
    disabled: palette.gray[100],
    /** A dark surface for short floating text (tooltips). */
    inverse: palette.gray[900],
    /** The dimmed page behind a modal dialog (translucent `gray[900]`). */
    backdrop: 'rgba(27, 31, 36, 0.5)',
  },
  border: {
    /** Control outlines (inputs, secondary buttons): 3:1 against the page (WCAG 1.4.11). */
    default: palette.gray[500],
    /** Decorative dividers and card edges. */
    muted: palette.gray[200],
    /** The keyboard focus ring. */
    focus: palette.blue[500],
    /** Invalid fields and the edge of error messages. */
    danger: palette.red[600],
    /** The edge of success messages. */
    success: palette.green[600],
    /** The edge of warnings. */
    warning: palette.amber[600],
    /** The edge of neutral information. */
    info: palette.blue[500],
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The colour roles every theme provides (values are any CSS colour). */
export type ColorRoles = Widen<typeof lightColor>;

/** Spacing scale in px, indexed: `space[4]` is 16px. */
export const space = ['0', '4px', '8px', '12px', '16px', '24px', '32px', '48px', '64px'] as const;

export const radius = {
  /** Inputs, buttons, small chips. */
  small: '4px',
  /** Cards, alerts. */
  medium: '8px',
  /** Large panels and dialogs. */
  large: '12px',
  /** Pills and circles. */
  full: '9999px',
} as const;

export const font = {
  /** The operating system's own UI font: familiar, fast, no web font to load. */
  family:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  /** Codes, ids and keys. */
  mono: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export const fontSize = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '20px',
  xxl: '24px',
  xxxl: '32px',
} as const;

export const fontWeight = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeight = {
  /** Headings and single-line controls. */
  tight: 1.25,
  /** Body copy. */
  normal: 1.5,
} as const;

export const shadow = {
  small: '0 1px 2px rgba(27, 31, 36, 0.08)',
  medium: '0 3px 8px rgba(27, 31, 36, 0.12)',
  large: '0 8px 24px rgba(27, 31, 36, 0.16)',
} as const;

export const zIndex = {
  base: 0,
  dropdown: 1000,
  sticky: 1100,
  overlay: 1200,
  modal: 1300,
  toast: 1400,
  tooltip: 1500,
} as const;

/** Min widths in px; the mobile layout applies up to `mobileMax` (below 770 px). */
export const breakpoints = {
  xs: 0,
  sm: 468,
  md: 768,
  lg: 992,
  xl: 1200,
  mobileMax: 769,
} as const;

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Media query strings for styled-components: `${media.mobile} { ... }`. */
export const media = {
  /** The mobile layout: viewports up to 769 px wide. */
  mobile: `@media (max-width: ${breakpoints.mobileMax}px)`,
  /** Everything wider than the mobile layout. */
  desktop: `@media (min-width: ${breakpoints.mobileMax + 1}px)`,
  /** From a breakpoint up. */
  up: (breakpoint: Breakpoint) => `@media (min-width: ${breakpoints[breakpoint]}px)`,
  /** Below a breakpoint. */
  down: (breakpoint: Breakpoint) => `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`,
  /** People who asked the system for less motion. */
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Everything except colour: shared by all themes. */
export const foundations = {
  space,
  radius,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  shadow,
  zIndex,
  breakpoints,
  media,
} as const;
