import { Stack } from '@mantine/core';
import { ReviewCard, Stars } from '../../../components/review-card';
import { usePublicConfig } from '../../../lib/config';
import { GallerySection, Sample } from './gallery-section';
import { SAMPLE_REVIEW } from './sample-data';

/** A full review (with the private comment staff see) and the stars on their own. */
export const ReviewSection = () => {
  const { productName } = usePublicConfig();
  return (
    <GallerySection title="Review display" usedIn="a property's Reviews page and the reservation record's review tab.">
      <Sample label="Stars">
        <Stars value={3.5} />
      </Sample>
      <Sample label="Review card">
        <Stack maw={720}>
          <ReviewCard review={SAMPLE_REVIEW} productName={productName} timeZone="Australia/Sydney" />
        </Stack>
      </Sample>
    </GallerySection>
  );
};
