/** The Relay look: calm neutrals, one teal accent, clear focus rings. */
export const theme = {
  colors: {
    primary: '#0f766e',
    primaryHover: '#115e59',
    primarySurface: '#e6f4f1',
    onPrimary: '#ffffff',
    text: '#1f2933',
    muted: '#52606d',
    border: '#d3d9e0',
    borderStrong: '#9aa5b1',
    background: '#f4f6f8',
    surface: '#ffffff',
    header: '#102a43',
    onHeader: '#f0f4f8',
    onHeaderMuted: '#bcccdc',
    focus: '#1565c0',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    success: '#1e6b34',
    successSurface: '#e7f5ec',
    disabled: '#e4e7eb',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radii: { small: '4px', medium: '8px', large: '12px' },
  shadows: {
    card: '0 1px 2px rgba(16, 42, 67, 0.08), 0 1px 8px rgba(16, 42, 67, 0.06)',
    dialog: '0 12px 40px rgba(16, 42, 67, 0.25)',
  },
  space: (steps: number) => `${steps * 0.25}rem`,
  /**
   * Below 64rem (1024 px) the navigation folds behind the header's menu button and forms go to
   * one column: beside a 14rem navigation the content would be too narrow to work in.
   */
  media: {
    narrow: '@media (max-width: 63.99rem)',
    phone: '@media (max-width: 37.49rem)',
  },
} as const;

export type RelayTheme = typeof theme;
