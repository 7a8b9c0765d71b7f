import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * The brand palette around #7b68ee (shade 5). White text on #7b68ee is only 4.15:1, under WCAG AA's
 * 4.5:1, so filled elements and links use shade 6 (#6b58df, 5.1:1 against white).
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

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 6,
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Mantine's dimmed grey (gray-6) is 3.3:1 on white; gray-7 keeps secondary text above AA. Its error
 * red (red-6) is 3.3:1 too; red-9 is 5.5:1, so field errors stay readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
