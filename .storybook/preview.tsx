import type { Decorator, Preview } from '@storybook/react-vite';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { GlobalStyle, loadSanitizer, themes, type ThemeName } from '@flocksync/ui';
import { StoryProviders } from '@/testing';
import { startStoryClock } from './clock';
import {
  applySandboxFault,
  NO_FAULT,
  sandboxFaultGlobalType,
  withSandboxFault,
} from './sandboxFault';

/** Theme from the toolbar (light by default; later themes appear in the menu automatically). */
const withTheme: Decorator = (Story, { globals }) => {
  const theme = themes[(globals.theme as ThemeName) ?? 'light'] ?? themes.light;
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Story />
    </ThemeProvider>
  );
};

/** Shows where a story navigated to, so play functions can assert on redirects. */
function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location">
      Navigated to {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * A memory router driven by `parameters.route` (the URL, or location with `state`, the story
 * starts at) and `parameters.routePattern` (the pattern the story's component is mounted on).
 * A data router (`createMemoryRouter`), like the portal's `createBrowserRouter`, so pages may
 * use `useBlocker`; any other path shows the LocationProbe.
 */
type RouteParameter = string | { pathname: string; search?: string; state?: unknown };

/** The story as the decorator last rendered it: route elements are fixed when the router is made. */
const CurrentStory = createContext<ReactNode>(null);

function StoryElement() {
  return useContext(CurrentStory);
}

function StoryRouter({ route, pattern }: { route: RouteParameter; pattern: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: pattern, element: <StoryElement /> },
        { path: '*', element: <LocationProbe /> },
      ],
      { initialEntries: [route] },
    ),
  );
  return <RouterProvider router={router} />;
}

const withRouter: Decorator = (Story, { parameters }) => {
  const route = (parameters.route as RouteParameter | undefined) ?? '/';
  const pathname = typeof route === 'string' ? route.split('?')[0] : route.pathname;
  const pattern = (parameters.routePattern as string | undefined) ?? pathname ?? '/';
  return (
    <CurrentStory.Provider value={<Story />}>
      <StoryRouter key={`${JSON.stringify(route)} ${pattern}`} route={route} pattern={pattern} />
    </CurrentStory.Provider>
  );
};

/** Session and API client for portal page stories (in-memory storage, MSW-backed fetch). */
const withPortal: Decorator = (Story, { parameters }) => (
  <StoryProviders session={parameters.session}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  // Every story is captured at 375 and 1280 px unless it says `'!visual'` (see visual.setup.ts).
  tags: ['visual'],
  // The first is innermost: a fault from the toolbar restarts the whole story (router included).
  decorators: [withPortal, withRouter, withTheme, withSandboxFault],
  // The sanitiser loads on demand in the portal; a story has it before its first frame, so a
  // server message never shows its one empty frame in a capture.
  loaders: [mswLoader(), async () => ({ sanitizer: await loadSanitizer() })],
  beforeEach: [() => startStoryClock(), applySandboxFault],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.keys(themes),
        dynamicTitle: true,
      },
    },
    sandboxFault: sandboxFaultGlobalType,
  },
  initialGlobals: { theme: 'light', sandboxFault: NO_FAULT },
  parameters: {
    layout: 'centered',
    // The sidebar a designer walks: the MDX pages first, then the library from its primitives
    // up, one section per feature folder of packages/ui (in the product's order; a new one lands
    // before Pages), and the portal's pages last, in the order a person meets them. Inline
    // literals only: Storybook reads this statically to build the sidebar.
    options: {
      storySort: {
        method: 'alphabetical',
        order: [
          'Foundations',
          ['Tokens', 'Writing a story', 'Sandbox'],
          'Catalogue',
          ['Dialogs', 'Banners & snackbars'],
          'Core',
          'Shell',
          'Account',
          'Sync',
          'Conflicts',
          'Billing',
          'Logs',
          'Toolkit',
          'Admin',
          '*',
          'Pages',
          [
            'Login',
            'Sign up',
            'Forgot password',
            'Reset password',
            'Activate account',
            'Shell',
            ['Layout', 'Top banner', 'Account warnings'],
            'Dashboard',
            'Sync',
            ['Sync page', 'Resolve broken pairs'],
            'Integrations',
            ['Overview', 'Setup CCB', 'Setup Mailchimp'],
            '*',
            '403 Unauthorized',
            'Not found',
            'Coming soon',
          ],
        ],
      },
    },
    // Docs pages list their sections in a side column (the catalogue pages are long).
    docs: { toc: { headingSelector: 'h2, h3', title: 'On this page' } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story test.
    a11y: { test: 'error' },
    // Chromatic captures every story at both widths, like `npm run test:visual`; a story of a
    // one-width part turns a mode off (`chromatic: { modes: { phone: { disable: true } } }`), and a
    // story whose last frame is not a state (tag `'!visual'`) sets `disableSnapshot: true`.
    chromatic: {
      modes: { phone: { viewport: 'phone' }, desktop: { viewport: 'desktop' } },
      prefersReducedMotion: 'reduce',
      pauseAnimationAtEnd: true,
    },
    // The widths every layout must hold. A story picks one with
    // `globals: { viewport: { value: 'phone' } }`; the Vitest addon then sizes the test
    // browser to it (the default there is 1200 x 900).
    viewport: {
      options: {
        phone: {
          name: 'Phone (375 px)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
