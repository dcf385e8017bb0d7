import type { ReactNode } from 'react';
import type { IconProps } from '../Icon';

/**
 * The few extra icons the sync page needs, drawn like the Icon set (24x24 strokes in
 * `currentColor`). Kept in their own module so the shared Icon file stays untouched.
 */
function createIcon(displayName: string, shapes: ReactNode) {
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

export const FilterIcon = createIcon('FilterIcon', <path d="M22 3H2l8 9.46V19l4 2v-8.54z" />);

export const PlusIcon = createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);

export const PencilIcon = createIcon(
  'PencilIcon',
  <path d="M17 3a2.83 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z" />,
);

export const TrashIcon = createIcon(
  'TrashIcon',
  <>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
    <path d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />
  </>,
);

export const RefreshIcon = createIcon(
  'RefreshIcon',
  <>
    <path d="M21 2v6h-6" />
    <path d="M21 13a9 9 0 1 1-3-7.7L21 8" />
  </>,
);

export const syncIcons = { FilterIcon, PlusIcon, PencilIcon, TrashIcon, RefreshIcon };
