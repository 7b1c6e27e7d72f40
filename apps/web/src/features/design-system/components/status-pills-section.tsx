import { PILL_WORDS, type PillColour } from '@hearth/domain/properties';
import { Group, Stack, Text } from '@mantine/core';
import { StatusPill } from '../../../components/status-pill';
import { GallerySection } from './gallery-section';

/** Words the rule colours outside its word list: 'refunded' is green by name, anything unlisted is teal. */
const EXTRA_WORDS: readonly (readonly [PillColour, readonly string[]])[] = [
  ['green', ['refunded']],
  ['teal', ['onboarding', 'offboarding', 'any other word']],
];

const GROUPS = [...PILL_WORDS, ...EXTRA_WORDS];
const COLOURS: readonly PillColour[] = ['red', 'gray', 'orange', 'green', 'blue', 'teal'];

/** Every word of the colour rule, grouped by the colour it gets; each pill asks the rule for its own colour. */
export const StatusPillsSection = () => (
  <GallerySection
    title="Status pills"
    usedIn="property list and cards, reservations, the reservation record, calendar entries, SmartQuotes, keys."
  >
    <Stack gap="sm">
      {COLOURS.map((colour) => {
        const words = GROUPS.filter(([groupColour]) => groupColour === colour).flatMap(([, list]) => list);
        return (
          <Group key={colour} gap="sm" align="center" role="group" aria-label={`${colour} pills`}>
            <Text size="sm" fw={600} w={64}>
              {colour}
            </Text>
            <Group gap={6} style={{ flex: 1, minWidth: 0 }}>
              {words.map((word) => (
                <StatusPill key={word} label={word} />
              ))}
            </Group>
          </Group>
        );
      })}
    </Stack>
  </GallerySection>
);
