import type {} from './styled';

export { palette, type Palette } from './palette';
export {
  lightColor,
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
  foundations,
  type Breakpoint,
  type ColorRoles,
} from './roles';
export { createTheme, lightTheme, themes, type Theme, type ThemeName } from './themes';
export { GlobalStyle } from './GlobalStyle';
