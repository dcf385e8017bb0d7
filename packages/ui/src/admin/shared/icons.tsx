import { createIcon } from '../../core/Icon/Icon';

/** Marks a role 1 (admin) row. */
export const ShieldIcon = /* @__PURE__ */ createIcon('ShieldIcon', () => (
  <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
));

/** Copies the activation link. */
export const CopyIcon = /* @__PURE__ */ createIcon('CopyIcon', () => (
  <>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>
));
