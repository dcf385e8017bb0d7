/**
 * Story parameters for visual capture (`npm run test:visual`, and Chromatic's modes).
 *
 * `desktopOnly`: a story of a part that exists only at desktop width (the expanded sidebar, the
 * desktop shell forced with `layout: 'desktop'`) is captured at 1280 px only; at 375 px the
 * portal shows its phone counterpart, which has stories of its own.
 * Use as `parameters: { chromatic: desktopOnly }`.
 */
export const desktopOnly = { modes: { phone: { disable: true } } };

/**
 * `notAState`: an interaction story whose last frame is not a state (it navigated away, or ends
 * blank on purpose) is not captured. Chromatic reads this parameter; our own capture reads the
 * tag `'!visual'`, and the story run fails a story that has one without the other.
 * Use as `tags: ['!visual'], parameters: { chromatic: notAState }`.
 */
export const notAState = { disableSnapshot: true };
