import { SegmentedControl, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/**
 * Light or dark for the gallery. Mantine's scheme variables live on the document root, so a forced-dark box beside a
 * light one would draw half its parts in the wrong scheme: the toggle switches the whole app (as the header's does).
 */
export const ColourSchemeToggle = () => {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  return (
    <SegmentedControl
      aria-label="Colour scheme"
      value={scheme}
      onChange={(value) => setColorScheme(value === 'dark' ? 'dark' : 'light')}
      data={[
        { value: 'light', label: 'Light' },
        { value: 'dark', label: 'Dark' },
      ]}
    />
  );
};
