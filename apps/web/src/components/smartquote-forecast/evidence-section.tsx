import { Box, Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TSmartquoteForecast } from '@hearth/domain/smartquotes';
import { useId, useState } from 'react';
import { MOBILE_QUERY } from '../../lib/media';
import { Evidence } from './evidence';
import { Attribution } from './forecast-cards';

/** How much of the evidence a phone shows before 'Show all the evidence': its title, summary and method's start. */
const PHONE_EVIDENCE_HEIGHT = 200;

/** The cut keeps the card's lower edge, so that it still reads as one card. */
const CUT = {
  maxHeight: PHONE_EVIDENCE_HEIGHT,
  overflow: 'hidden',
  borderBottom: '1px solid var(--mantine-color-default-border)',
  borderRadius: '0 0 var(--mantine-radius-md) var(--mantine-radius-md)',
} as const;

/**
 * The evidence under the charts, which carries the data's notice once a page (issue 32 item 5). On a phone it opens
 * on its first lines, the table behind 'Show all the evidence', and while it is cut the notice, cut off with the
 * rest, shows below it instead: once on the page either way. (A cut box rather than Mantine's Spoiler: shared with
 * the reservation page, the Spoiler became a chunk of its own, one more file in the entry's preload lists.)
 */
export const EvidenceSection = ({ forecast }: { forecast: Pick<TSmartquoteForecast, 'competition' | 'currency'> }) => {
  const phone = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  if (!phone) return <Evidence forecast={forecast} />;
  return (
    <Stack gap="xs">
      <Box id={contentId} style={expanded ? undefined : CUT}>
        <Evidence forecast={forecast} />
      </Box>
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? 'Show less' : 'Show all the evidence'}
      </Button>
      {expanded ? null : (
        // Screen readers read the evidence whole, notice included: this copy is for the eyes only.
        <Box aria-hidden>
          <Attribution text={forecast.competition.attribution} />
        </Box>
      )}
    </Stack>
  );
};
