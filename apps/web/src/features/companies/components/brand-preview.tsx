import { brandShades, DARK_PAGE, LIGHT_PAGE, normaliseHex, textOn } from '@hearth/domain/companies';
import { Avatar, Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';

/** One scheme's sample: a name in the brand colour, a filled button, the active menu item and the avatar. */
type SampleProps = { page: string; ink: string; fill: string; activeBg: string; activeInk: string; label: string };

const Sample = ({ page, ink, fill, activeBg, activeInk, label }: SampleProps) => (
  <Box p="sm" style={{ background: page, borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}>
    <Stack gap={8}>
      <Text size="xs" fw={600} style={{ color: textOn(page) }}>
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ color: ink }}>
        Noosa Heads Beach House
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Box px="sm" py={4} style={{ background: fill, color: textOn(fill), borderRadius: 6, fontSize: 13 }}>
          Save
        </Box>
        <Box px="sm" py={4} style={{ background: activeBg, color: activeInk, borderRadius: 6, fontSize: 13 }}>
          Properties
        </Box>
        <Avatar size="sm" radius="xl" styles={{ root: { background: fill }, placeholder: { color: textOn(fill) } }}>
          LL
        </Avatar>
      </Group>
    </Stack>
  </Box>
);

/**
 * The live preview of the brand colour form (docs/product/companies.md#brand-colour): how the colour shows in the
 * light and dark themes, and where a shade had to move from the chosen colour to stay readable, saying so.
 */
export const BrandPreview = ({ value }: { value: string }) => {
  const chosen = normaliseHex(value);
  const shades = brandShades(chosen);
  const p = shades.palette;
  return (
    <Stack gap="xs" aria-label="Preview" role="group">
      <SimpleGrid cols={2} spacing="xs">
        <Sample
          page={LIGHT_PAGE}
          ink={shades.onLight}
          fill={shades.onLight}
          activeBg={p[1] ?? LIGHT_PAGE}
          activeInk={p[9] ?? shades.onLight}
          label="Light"
        />
        <Sample
          page={DARK_PAGE}
          ink={shades.onDark}
          fill={shades.fillOnDark}
          activeBg={shades.fillOnDark}
          activeInk={textOn(shades.fillOnDark)}
          label="Dark"
        />
      </SimpleGrid>
      {chosen && shades.adjusted.light ? (
        <Text size="sm" data-testid="brand-adjusted-light">
          {chosen} is too light to read on white: text and buttons use {shades.onLight} in the light theme.
        </Text>
      ) : null}
      {chosen && shades.adjusted.dark ? (
        <Text size="sm" data-testid="brand-adjusted-dark">
          {chosen} is too dark to read on the dark theme: it uses {shades.onDark} for text there.
        </Text>
      ) : null}
    </Stack>
  );
};
