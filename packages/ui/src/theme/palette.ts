/**
 * Layer 1: raw colours. Nothing outside `theme/` reads these directly; components use the
 * semantic roles in `roles.ts`, so a theme can remap a role without touching a component.
 *
 * A calm, trustworthy blue with cool neutrals: friendly for a church office, never flashy.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  blue: {
    50: '#f0f6fd',
    100: '#dbe8f7',
    200: '#b6d0ee',
    300: '#84b0e1',
    400: '#4f8acb',
    500: '#2f6fb8',
    600: '#1f5fa8',
    700: '#1a4f8b',
    800: '#143d6b',
    900: '#0e2a4a',
  },
  gray: {
    50: '#f6f8fa',
    100: '#eef1f4',
    200: '#dde2e8',
    300: '#c5ccd4',
    400: '#a0a9b3',
    500: '#7d8792',
    600: '#59636e',
    700: '#3f4750',
    800: '#2a3038',
    900: '#1b1f24',
  },
  red: {
    50: '#fdf1f0',
    100: '#fadcd9',
    300: '#ee8f86',
    500: '#d1382d',
    600: '#b3261e',
    700: '#8e1d17',
    800: '#6b150f',
  },
  green: {
    50: '#effaf2',
    100: '#d3f0db',
    300: '#74c98c',
    500: '#2a9d4b',
    600: '#1a7f37',
    700: '#146a2d',
    800: '#0f5122',
  },
  amber: {
    50: '#fff8e6',
    100: '#ffedbf',
    300: '#f5c451',
    500: '#d9950b',
    600: '#b57a00',
    700: '#945f00',
    800: '#7a4d00',
  },
} as const;

export type Palette = typeof palette;
