import type { DefaultTheme } from 'styled-components';
import { foundations, lightColor, type ColorRoles } from './roles';

/** Layer 3: a theme is the shared foundations plus overrides of the semantic colour roles. */
type ColorOverrides = { readonly [K in keyof ColorRoles]?: Partial<ColorRoles[K]> };

/** Builds a theme from the light roles and the few roles it changes. */
export function createTheme(overrides: ColorOverrides = {}) {
  const color: ColorRoles = {
    text: { ...lightColor.text, ...overrides.text },
    background: { ...lightColor.background, ...overrides.background },
    border: { ...lightColor.border, ...overrides.border },
  };
  return { ...foundations, color };
}

export const lightTheme = createTheme();

export type Theme = typeof lightTheme;

/** Adding a theme: a name here and one `createTheme({ ...overrides })` entry below. */
export type ThemeName = 'light';

export const themes: Record<ThemeName, DefaultTheme> = {
  light: lightTheme,
};
