import { createIcon } from '../Icon/Icon';

/**
 * The few extra icons the sync page needs, built with the Icon set's own `createIcon` (24x24
 * strokes in `currentColor`).
 */
export const FilterIcon = /* @__PURE__ */ createIcon('FilterIcon', () => (
  <path d="M22 3H2l8 9.46V19l4 2v-8.54z" />
));

export const PlusIcon = /* @__PURE__ */ createIcon('PlusIcon', () => <path d="M12 5v14M5 12h14" />);

export const PencilIcon = /* @__PURE__ */ createIcon('PencilIcon', () => (
  <path d="M17 3a2.83 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z" />
));

export const TrashIcon = /* @__PURE__ */ createIcon('TrashIcon', () => (
  <>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
    <path d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />
  </>
));

export const RefreshIcon = /* @__PURE__ */ createIcon('RefreshIcon', () => (
  <>
    <path d="M21 2v6h-6" />
    <path d="M21 13a9 9 0 1 1-3-7.7L21 8" />
  </>
));

export const syncIcons = { FilterIcon, PlusIcon, PencilIcon, TrashIcon, RefreshIcon };
