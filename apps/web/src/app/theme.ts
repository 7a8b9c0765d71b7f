import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * The design system's tokens (docs/design-system.md). Every screen takes its colours, spacing, type
 * sizes and radii from here, through Mantine's props (`gap="md"`, `c="dimmed"`) or its CSS variables
 * (`var(--mantine-spacing-md)`), never from literal values.
 */

/**
 * The brand palette around #7b68ee (shade 5, decisions.md "Theme primary colour"). White text on
 * #7b68ee is only 4.15:1, under WCAG AA's 4.5:1, so filled elements and links use shade 6 (#6b58df,
 * 5.1:1 against white).
 */
const brand: MantineColorsTuple = [
  '#f3f1fd',
  '#e3dffb',
  '#c7bff8',
  '#ab9ff4',
  '#9383f1',
  '#7b68ee',
  '#6b58df',
  '#5946ce',
  '#4a38b2',
  '#3e318c',
];

/**
 * The danger red, one step darker than Mantine's: its shade 6 (#fa5252), the one `color="red"` uses,
 * is 3.28:1 on white, so red outline buttons ("Withdraw application") failed AA. Here shade 6 is
 * #c92a2a (5.5:1) and the lighter tints stay for backgrounds.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#962020',
  '#7d1a1a',
];

/** The spacing scale (rem): xs 10 px, sm 12, md 16, lg 20, xl 32. */
export const spacing = { xs: '0.625rem', sm: '0.75rem', md: '1rem', lg: '1.25rem', xl: '2rem' } as const;

/** The type scale (rem): body text is md (16 px); headings h1 28 px down to h6 14 px. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
} as const;

/** Corner radii: cards and inputs use md. */
export const radius = { xs: '2px', sm: '4px', md: '8px', lg: '12px', xl: '16px' } as const;

/** The widths the layouts change at (em, as Mantine's): phones under sm, the split from md. */
export const breakpoints = { xs: '30em', sm: '48em', md: '64em', lg: '74em', xl: '90em' } as const;

/** Icon sizes (px) for Tabler icons: inline with text, in buttons, and in empty states. */
export const iconSize = { sm: 16, md: 20, lg: 40 } as const;

export const theme = createTheme({
  colors: { brand, red },
  primaryColor: 'brand',
  primaryShade: 6,
  defaultRadius: 'md',
  cursorType: 'pointer',
  spacing,
  fontSizes,
  radius,
  breakpoints,
  headings: {
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
      h4: { fontSize: '1rem', lineHeight: '1.4' },
      h5: { fontSize: '1rem', lineHeight: '1.4' },
      h6: { fontSize: '0.875rem', lineHeight: '1.4' },
    },
  },
});

/**
 * The text colour of light yellow surfaces (warning alerts' titles, yellow badges): Mantine draws
 * it in yellow-6 (#fab005), 1.8:1 on its own tint; this dark amber is 5.9:1 on that tint.
 */
export const warningText = '#8a5300';

/**
 * Text on light orange surfaces and time running out (an offer's countdown): orange-9 (#d9480f) is
 * 3.6:1 on orange-1, the light variant's background; this burnt orange is 5.4:1 there, 6.3:1 on white.
 */
export const cautionText = '#a63c06';

/** Text on light teal and light green surfaces ("Accepted", "Hired" badges). */
export const tealText = '#066649';
export const greenText = '#1e6b2e';

/**
 * Mantine's dimmed grey (gray-6) is 3.3:1 on white; gray-7 keeps secondary text above AA. Its error
 * red (red-6) is 3.3:1 too; red-9 is 5.5:1, so field errors stay readable. Warnings: `warningText`.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-yellow-light-color': warningText,
    // light badges and alerts draw their text in shade 9 on shade 1: under 4.5:1 for orange (3.6),
    // teal (4.3) and green (3.8); these darker ones are above it (5.4, 6.0, 5.7)
    '--mantine-color-orange-light-color': cautionText,
    '--mantine-color-teal-light-color': tealText,
    '--mantine-color-green-light-color': greenText,
  },
  dark: {},
});
