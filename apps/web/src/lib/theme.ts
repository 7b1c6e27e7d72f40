import { brandShades } from '@hearth/domain/companies';
import { colorsTuple, createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';

/** Mantine's default theme with Hearth's teal, or a Pro licensee's brand colour, as primary. */
export const createHearthTheme = (brandColour?: string | null): MantineThemeOverride => {
  // Shades of the brand colour that stay readable in both schemes, whatever colour was chosen (brand-shades.rules.ts).
  const { palette } = brandShades(brandColour);
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 5 },
    colors: { brand: colorsTuple(palette) },
    // Filled buttons, badges and the like take black or white text by the background's luminance (AA).
    autoContrast: true,
    luminanceThreshold: 0.179,
    defaultRadius: 'md',
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    cursorType: 'pointer',
    focusRing: 'auto',
  });
};

/**
 * Mantine's dimmed grey is 3.3:1 on white (gray.6) and 4.0:1 on the dark body (dark.2); gray.7 and dark.1 keep
 * secondary text AA in both schemes (WCAG 2.2, docs/CONTRIBUTING.md#look).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Error text (field errors, the date picker's error line) in red 8: Mantine's red 6 is 3.3:1 on white, under WCAG AA.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
