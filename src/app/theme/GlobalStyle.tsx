import { createGlobalStyle } from 'styled-components';

/**
 * Page basics, and the theme's colours as CSS custom properties (`--relay-color-*`), which the
 * shared form components read.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    --relay-color-text: ${({ theme }) => theme.colors.text};
    --relay-color-muted: ${({ theme }) => theme.colors.muted};
    --relay-color-border: ${({ theme }) => theme.colors.borderStrong};
    --relay-color-focus: ${({ theme }) => theme.colors.focus};
    --relay-color-danger: ${({ theme }) => theme.colors.danger};
    --relay-color-danger-surface: ${({ theme }) => theme.colors.dangerSurface};
    --relay-color-success: ${({ theme }) => theme.colors.success};
    --relay-color-success-surface: ${({ theme }) => theme.colors.successSurface};
    --relay-color-primary: ${({ theme }) => theme.colors.primary};
    --relay-color-on-primary: ${({ theme }) => theme.colors.onPrimary};
    --relay-color-surface: ${({ theme }) => theme.colors.surface};
    --relay-color-disabled: ${({ theme }) => theme.colors.disabled};
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html, body, #root {
    height: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 15px;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  button, input, select, textarea {
    font: inherit;
  }

  /* No control or picture may widen the page on a narrow screen (issue 23). */
  input, select, textarea, img, video {
    max-width: 100%;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
