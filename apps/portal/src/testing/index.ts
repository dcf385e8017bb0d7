/**
 * Story and test support for the portal (mirrors packages/ui/src/testing): providers for the
 * Storybook preview, the sandbox-backed MSW handlers and spies, and the shell harness. Only
 * stories, tests and `.storybook` import it; lint keeps production code out.
 */
export { StoryProviders } from './StoryProviders';
export type { StorySession } from './StoryProviders';
export { apiUrl, floatingA11y, refuse, spyOn, storyApi } from './storyApi';
export type { StoryApiOptions } from './storyApi';
export { ShellHarness } from './ShellHarness';
/** Story parameters for visual capture (Chromatic reads them; see the ui library's testing). */
export { notAState } from '../../../../packages/ui/src/testing/visual';
