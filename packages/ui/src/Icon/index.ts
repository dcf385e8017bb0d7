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
export { ChevronDownIcon, CheckIcon, MinusIcon } from './Icon';
