// Design tokens of Expo Atlas. Every colour pair used for text meets WCAG AA
// (4.5:1) against the surface it is drawn on; the comments give the ratio.
const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const

export const theme = {
  colors: {
    // brand
    primary: '#1d4ed8', // on white 6.7:1
    primaryHover: '#1e40af',
    primarySoft: '#eff6ff',
    primaryText: '#1e40af',
    accent: '#0f766e', // teal, on white 5.5:1
    accentSoft: '#f0fdfa',
    navy: '#0b1f4d',
    navyLight: '#1e3a8a',
    // neutrals
    text: '#0f172a', // on white 17:1
    textMuted: '#475569', // on white 7.6:1, on #f8fafc 7.2:1
    textOnDark: '#ffffff',
    textOnDarkMuted: '#cbd5e1', // on navy 11:1
    surface: '#ffffff',
    surfaceAlt: '#f8fafc',
    surfaceSunken: '#f1f5f9',
    border: '#e2e8f0',
    borderStrong: '#94a3b8',
    inputBorder: '#64748b', // 4.8:1 against white, for non-text contrast
    // status
    success: '#15803d', // on white 5.0:1
    successSoft: '#f0fdf4',
    danger: '#b91c1c', // on white 6.5:1
    dangerSoft: '#fef2f2',
    warning: '#a16207', // on white 4.9:1
    warningSoft: '#fefce8',
    focus: '#2563eb',
    focusOnDark: '#93c5fd',
  },
  fonts: {
    body: 'system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': 'clamp(2.25rem, 1.6rem + 2.8vw, 3.5rem)',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 },
  lineHeights: { tight: 1.2, snug: 1.35, normal: 1.6 },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
    20: '5rem',
  },
  radii: { sm: '6px', md: '10px', lg: '14px', xl: '20px', full: '9999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px -2px rgba(15, 23, 42, 0.08), 0 2px 4px -2px rgba(15, 23, 42, 0.06)',
    lg: '0 16px 32px -8px rgba(15, 23, 42, 0.18), 0 4px 8px -4px rgba(15, 23, 42, 0.08)',
  },
  layout: { maxWidth: '1200px', headerHeight: '64px', sidebarWidth: '264px' },
  zIndices: { header: 40, overlay: 50, drawer: 60, toast: 100 },
  breakpoints,
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
  },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
} as const

export type AppTheme = typeof theme
