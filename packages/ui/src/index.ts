// Theme: tokens in three layers (palette -> semantic roles -> themes) and the global styles.
export {
  palette,
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
  createTheme,
  lightTheme,
  themes,
  GlobalStyle,
  type Palette,
  type Breakpoint,
  type ColorRoles,
  type Theme,
  type ThemeName,
} from './theme';

// Components
export { Alert, type AlertProps, type AlertVariant } from './Alert';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Card, type CardPadding, type CardPartProps, type CardProps } from './Card';
export {
  EyeIcon,
  EyeOffIcon,
  CloseIcon,
  InfoIcon,
  SuccessIcon,
  WarningIcon,
  DangerIcon,
  ExternalLinkIcon,
  icons,
  type IconProps,
} from './Icon';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from './IconButton';
export { Link, type LinkProps, type LinkVariant } from './Link';
export { SafeHtml, sanitizeHtml, type SafeHtmlProps } from './SafeHtml';
export {
  SnackbarProvider,
  useSnackbar,
  SNACKBAR_AUTO_HIDE_MS,
  SNACKBAR_LONG_MS,
  type SnackbarApi,
  type SnackbarOptions,
  type SnackbarSeverity,
} from './Snackbar';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner';
export { TextField, type TextFieldProps } from './TextField';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
