import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.normal};
    color: ${({ theme }) => theme.color.text.default};
    background-color: ${({ theme }) => theme.color.background.default};
    -webkit-font-smoothing: antialiased;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  code,
  kbd,
  pre,
  samp {
    font-family: ${({ theme }) => theme.font.mono};
  }

  /*
   * The hidden attribute always hides: a component's own display (flex, grid...) would otherwise win over
   * the browser's [hidden] rule and leave a collapsed panel shown and reachable.
   */
  [hidden]:not([hidden='until-found']) {
    display: none !important;
  }

  /* Keyboard focus is always visible; pointer focus is not outlined. */
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
