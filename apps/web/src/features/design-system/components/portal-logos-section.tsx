import { PORTALS } from '@hearth/domain/reviews';
import { Group, SimpleGrid, Text } from '@mantine/core';
import { PortalLogo } from '../../../components/portal-logo';
import { channelName } from '../../../lib/review-display';
import { usePublicConfig } from '../../../lib/config';
import { GallerySection } from './gallery-section';

/** A channel no portal owns: it shows the product's own mark. */
const UNKNOWN_CHANNEL = 'some-new-portal';

/** Every portal of docs/product/devtools.md#fields with its mark ('host', the operator's own site, shows the product's mark). */
export const PortalLogosSection = () => {
  const { productName } = usePublicConfig();
  return (
    <GallerySection
      title="Portal logos"
      usedIn="reservation list and record, calendar timeline and booking drawer, reviews, reservation filters."
    >
      <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
        {[...PORTALS, UNKNOWN_CHANNEL].map((channel) => (
          <Group key={channel} gap="xs" wrap="nowrap">
            <PortalLogo channel={channel} productName={productName} />
            <Text size="sm" truncate>
              {channel === UNKNOWN_CHANNEL ? 'Any other' : channelName(channel, productName)}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </GallerySection>
  );
};
