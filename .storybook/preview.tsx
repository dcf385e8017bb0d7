import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { GlobalStyle, themes, type ThemeName } from '@flocksync/ui';
import { StoryProviders } from '@/app/StoryProviders';

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
 * starts at) and
 * `parameters.routePattern` (the pattern the story's component is mounted on).
 */
type RouteParameter = string | { pathname: string; search?: string; state?: unknown };

const withRouter: Decorator = (Story, { parameters }) => {
  const route = (parameters.route as RouteParameter | undefined) ?? '/';
  const pathname = typeof route === 'string' ? route.split('?')[0] : route.pathname;
  const pattern = (parameters.routePattern as string | undefined) ?? pathname;
  return (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={pattern} element={<Story />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>
  );
};

/** Session and API client for portal page stories (in-memory storage, MSW-backed fetch). */
const withPortal: Decorator = (Story, { parameters }) => (
  <StoryProviders session={parameters.session}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withPortal, withRouter, withTheme],
  loaders: [mswLoader()],
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
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story test.
    a11y: { test: 'error' },
  },
};

export default preview;
