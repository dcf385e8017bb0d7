/**
 * Story parameters for components that use @floating-ui/react's `FloatingFocusManager` or
 * `FloatingPortal` (Dialog, Menu).
 *
 * The one axe exception in the library, and its reason: floating-ui inserts invisible focus
 * guards (`<span tabindex="0" aria-hidden="true" data-floating-ui-focus-guard>`) that never
 * keep focus; the moment one receives it, focus moves on to a real element (keeping Tab inside
 * a modal dialog, or in page order after a portalled menu). axe's `aria-hidden-focus` flags them
 * anyway; both the floating-ui maintainers (floating-ui#2462, #2758) and axe-core (#4832)
 * call it a false positive. Only the guards are excluded: the rule still runs on every other
 * `aria-hidden` element.
 *
 * Use as `parameters: { a11y: floatingA11y }` in a story's meta. Stories import it; the
 * package entry does not, so it never reaches the bundle.
 */
export const floatingA11y = {
  config: {
    rules: [
      {
        id: 'aria-hidden-focus',
        selector: '[aria-hidden="true"]:not([data-floating-ui-focus-guard])',
      },
    ],
  },
};
