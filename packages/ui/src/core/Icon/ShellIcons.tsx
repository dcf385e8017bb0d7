import { createIcon } from './Icon';

/**
 * The shell's and the signed-in pages' icons. A module of their own: the login page (the entry
 * chunk) needs only the few in Icon.tsx, and a module lands in a chunk whole.
 */
export const MenuIcon = /* @__PURE__ */ createIcon('MenuIcon', () => (
  <path d="M3 12h18M3 6h18M3 18h18" />
));

export const SearchIcon = /* @__PURE__ */ createIcon('SearchIcon', () => (
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.35-4.35" />
  </>
));

export const DashboardIcon = /* @__PURE__ */ createIcon('DashboardIcon', () => (
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>
));

export const SyncIcon = /* @__PURE__ */ createIcon('SyncIcon', () => (
  <>
    <path d="M23 4v6h-6M1 20v-6h6" />
    <path d="M3.51 9a9 9 0 0 1 14.85-3.36L23 10M1 14l4.64 4.36A9 9 0 0 0 20.49 15" />
  </>
));

export const IntegrationIcon = /* @__PURE__ */ createIcon('IntegrationIcon', () => (
  <>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </>
));

export const ToolsIcon = /* @__PURE__ */ createIcon('ToolsIcon', () => (
  <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />
));

export const LogsIcon = /* @__PURE__ */ createIcon('LogsIcon', () => (
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
  </>
));

export const UserIcon = /* @__PURE__ */ createIcon('UserIcon', () => (
  <>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>
));

export const UsersIcon = /* @__PURE__ */ createIcon('UsersIcon', () => (
  <>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </>
));

export const UserPlusIcon = /* @__PURE__ */ createIcon('UserPlusIcon', () => (
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="8.5" cy="7" r="4" />
    <path d="M20 8v6M23 11h-6" />
  </>
));

export const LogOutIcon = /* @__PURE__ */ createIcon('LogOutIcon', () => (
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
));

export const MoreIcon = /* @__PURE__ */ createIcon('MoreIcon', () => (
  <>
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
    <circle cx="5" cy="12" r="1" />
  </>
));

export const ArrowLeftIcon = /* @__PURE__ */ createIcon('ArrowLeftIcon', () => (
  <path d="M19 12H5M12 19l-7-7 7-7" />
));

export const CollapseIcon = /* @__PURE__ */ createIcon('CollapseIcon', () => (
  <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />
));

export const ExpandIcon = /* @__PURE__ */ createIcon('ExpandIcon', () => (
  <path d="m13 17 5-5-5-5M6 17l5-5-5-5" />
));

export const CreditCardIcon = /* @__PURE__ */ createIcon('CreditCardIcon', () => (
  <>
    <rect x="1" y="4" width="22" height="16" rx="2" />
    <path d="M1 10h22" />
  </>
));

export const BellIcon = /* @__PURE__ */ createIcon('BellIcon', () => (
  <path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0" />
));

export const HelpIcon = /* @__PURE__ */ createIcon('HelpIcon', () => (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3M12 17h.01" />
  </>
));

export const ChatIcon = /* @__PURE__ */ createIcon('ChatIcon', () => (
  <path d="M21 11.5a8.38 8.38 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.38 8.38 0 0 1-3.8-.9L3 21l1.9-5.7a8.38 8.38 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.38 8.38 0 0 1 3.8-.9h.5a8.48 8.48 0 0 1 8 8v.5z" />
));

export const ReturnIcon = /* @__PURE__ */ createIcon('ReturnIcon', () => (
  <>
    <path d="M9 14 4 9l5-5" />
    <path d="M20 20v-7a4 4 0 0 0-4-4H4" />
  </>
));

/** Every icon by name, for the gallery story and for lookups. */
