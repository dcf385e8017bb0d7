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
export function createIcon(displayName: string, shapes: () => ReactNode) {
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
        {shapes()}
      </svg>
    );
  }
  IconComponent.displayName = displayName;
  return IconComponent;
}

export const EyeIcon = /* @__PURE__ */ createIcon('EyeIcon', () => (
  <>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </>
));

export const EyeOffIcon = /* @__PURE__ */ createIcon('EyeOffIcon', () => (
  <>
    <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94" />
    <path d="M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19" />
    <path d="M14.12 14.12a3 3 0 1 1-4.24-4.24" />
    <path d="M1 1l22 22" />
  </>
));

export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', () => (
  <path d="M18 6 6 18M6 6l12 12" />
));

export const InfoIcon = /* @__PURE__ */ createIcon('InfoIcon', () => (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>
));

export const SuccessIcon = /* @__PURE__ */ createIcon('SuccessIcon', () => (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>
));

export const WarningIcon = /* @__PURE__ */ createIcon('WarningIcon', () => (
  <>
    <path d="M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z" />
    <path d="M12 9v4M12 17h.01" />
  </>
));

export const DangerIcon = /* @__PURE__ */ createIcon('DangerIcon', () => (
  <>
    <path d="M7.86 2h8.28L22 7.86v8.28L16.14 22H7.86L2 16.14V7.86z" />
    <path d="M12 8v4M12 16h.01" />
  </>
));

export const ExternalLinkIcon = /* @__PURE__ */ createIcon('ExternalLinkIcon', () => (
  <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3" />
));

export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDownIcon', () => (
  <path d="m6 9 6 6 6-6" />
));

export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', () => (
  <path d="M20 6 9 17l-5-5" />
));

export const MinusIcon = /* @__PURE__ */ createIcon('MinusIcon', () => <path d="M5 12h14" />);
