import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface IconProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** Width and height (a number is px). Defaults to 1em, so icons follow the text size. */
  size?: number | string;
  /**
   * What the icon means, for an icon that stands alone. Without it the icon is decorative and
   * hidden from assistive technology (the usual case: the text next to it says it all).
   */
  label?: string;
}

/** Builds a 24x24 stroke icon that draws in `currentColor`. */
export function createIcon(displayName: string, shapes: ReactNode) {
  function IconComponent({ size = '1em', label, ...rest }: IconProps) {
    const a11y = label
      ? ({ role: 'img', 'aria-label': label } as const)
      : ({ 'aria-hidden': true } as const);
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...a11y}
        {...rest}
      >
        {shapes}
      </svg>
    );
  }
  IconComponent.displayName = displayName;
  return IconComponent;
}

export const EyeIcon = createIcon(
  'EyeIcon',
  <>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = createIcon(
  'EyeOffIcon',
  <>
    <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94" />
    <path d="M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19" />
    <path d="M14.12 14.12a3 3 0 1 1-4.24-4.24" />
    <path d="M1 1l22 22" />
  </>,
);

export const CloseIcon = createIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);

export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);

export const SuccessIcon = createIcon(
  'SuccessIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);

export const WarningIcon = createIcon(
  'WarningIcon',
  <>
    <path d="M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);

export const DangerIcon = createIcon(
  'DangerIcon',
  <>
    <path d="M7.86 2h8.28L22 7.86v8.28L16.14 22H7.86L2 16.14V7.86z" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);

export const ExternalLinkIcon = createIcon(
  'ExternalLinkIcon',
  <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3" />,
);

export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);

export const CheckIcon = createIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);

export const MinusIcon = createIcon('MinusIcon', <path d="M5 12h14" />);

export const MenuIcon = createIcon('MenuIcon', <path d="M3 12h18M3 6h18M3 18h18" />);

export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.35-4.35" />
  </>,
);

export const DashboardIcon = createIcon(
  'DashboardIcon',
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>,
);

export const SyncIcon = createIcon(
  'SyncIcon',
  <>
    <path d="M23 4v6h-6M1 20v-6h6" />
    <path d="M3.51 9a9 9 0 0 1 14.85-3.36L23 10M1 14l4.64 4.36A9 9 0 0 0 20.49 15" />
  </>,
);

export const IntegrationIcon = createIcon(
  'IntegrationIcon',
  <>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </>,
);

export const ToolsIcon = createIcon(
  'ToolsIcon',
  <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />,
);

export const LogsIcon = createIcon(
  'LogsIcon',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
  </>,
);

export const UserIcon = createIcon(
  'UserIcon',
  <>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>,
);

export const UsersIcon = createIcon(
  'UsersIcon',
  <>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </>,
);

export const UserPlusIcon = createIcon(
  'UserPlusIcon',
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="8.5" cy="7" r="4" />
    <path d="M20 8v6M23 11h-6" />
  </>,
);

export const LogOutIcon = createIcon(
  'LogOutIcon',
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);

export const MoreIcon = createIcon(
  'MoreIcon',
  <>
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
    <circle cx="5" cy="12" r="1" />
  </>,
);

export const ArrowLeftIcon = createIcon('ArrowLeftIcon', <path d="M19 12H5M12 19l-7-7 7-7" />);

export const CollapseIcon = createIcon('CollapseIcon', <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />);

export const ExpandIcon = createIcon('ExpandIcon', <path d="m13 17 5-5-5-5M6 17l5-5-5-5" />);

export const CreditCardIcon = createIcon(
  'CreditCardIcon',
  <>
    <rect x="1" y="4" width="22" height="16" rx="2" />
    <path d="M1 10h22" />
  </>,
);

export const BellIcon = createIcon(
  'BellIcon',
  <path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0" />,
);

export const HelpIcon = createIcon(
  'HelpIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3M12 17h.01" />
  </>,
);

export const ChatIcon = createIcon(
  'ChatIcon',
  <path d="M21 11.5a8.38 8.38 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.38 8.38 0 0 1-3.8-.9L3 21l1.9-5.7a8.38 8.38 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.38 8.38 0 0 1 3.8-.9h.5a8.48 8.48 0 0 1 8 8v.5z" />,
);

export const ReturnIcon = createIcon(
  'ReturnIcon',
  <>
    <path d="M9 14 4 9l5-5" />
    <path d="M20 20v-7a4 4 0 0 0-4-4H4" />
  </>,
);

/** Every icon by name, for the gallery story and for lookups. */
export const icons = {
  EyeIcon,
  EyeOffIcon,
  CloseIcon,
  InfoIcon,
  SuccessIcon,
  WarningIcon,
  DangerIcon,
  ExternalLinkIcon,
  ChevronDownIcon,
  CheckIcon,
  MinusIcon,
  MenuIcon,
  SearchIcon,
  DashboardIcon,
  SyncIcon,
  IntegrationIcon,
  ToolsIcon,
  LogsIcon,
  UserIcon,
  UsersIcon,
  UserPlusIcon,
  LogOutIcon,
  MoreIcon,
  ArrowLeftIcon,
  CollapseIcon,
  ExpandIcon,
  CreditCardIcon,
  BellIcon,
  HelpIcon,
  ChatIcon,
  ReturnIcon,
};
