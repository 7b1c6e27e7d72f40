import { PHOTO_CATEGORIES, PHOTO_MESSAGES, type TPhoto, type TPhotosDocument } from '@hearth/domain/photos';
import { Anchor, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useCan } from '../../../lib/use-can';
import { photosIn } from '../utils/photo-list';
import { PhotoSection } from './photo-section';

export const PHOTO_GRID_COLS = { base: 2, xs: 3, md: 4 } as const;
/** Thumbnails are 300 px wide; shown at a 3:2 crop so a grid of mixed shapes lines up. */
export const THUMB_RATIO = 3 / 2;

/** How a photo is named to screen readers: its caption, or its place in its category. */
export const photoLabel = (photo: TPhoto, place: number) =>
  photo.caption ?? `${photo.category === 'check-out' ? 'Check-out photo' : 'Photo'} ${place}`;

/** The thumbnail, linking to the full photo in a new tab. */
export const Thumbnail = ({ photo, place }: { photo: TPhoto; place: number }) => (
  <Anchor href={photo.url} target="_blank" rel="noopener" aria-label={`Open ${photoLabel(photo, place)}`}>
    <Image
      src={photo.thumbnailUrl}
      alt={photoLabel(photo, place)}
      radius="sm"
      style={{ aspectRatio: THUMB_RATIO, objectFit: 'cover', width: '100%' }}
      loading="lazy"
    />
  </Anchor>
);

export const PhotosSkeleton = () => (
  <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the photos">
    <Skeleton height={24} width={160} />
    <SimpleGrid cols={PHOTO_GRID_COLS} spacing="sm">
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} radius="sm" style={{ aspectRatio: THUMB_RATIO }} />
      ))}
    </SimpleGrid>
  </Stack>
);

/** The photos for those who may not change them: each category in order, read-only. */
export const PhotosView = ({ document }: { document: TPhotosDocument }) => {
  const photos = document.data.attributes.photos;
  // Staff and admin run the home but may not add photos: on a new home they need to know who does.
  const runsHomes = useCan('property:activate');
  return (
    <Stack gap="xl">
      {PHOTO_CATEGORIES.map((category) => {
        const shown = photosIn(photos, category);
        // An empty check-out section says nothing to a reader; the listing's own photos always have their heading.
        if (category === 'check-out' && shown.length === 0) return null;
        return (
          <PhotoSection key={category} category={category} count={shown.length}>
            {shown.length === 0 ? (
              <Stack gap={4}>
                <Text c="dimmed">{PHOTO_MESSAGES.noPhotos}</Text>
                {runsHomes && category !== 'check-out' ? (
                  <Text size="sm" c="dimmed">
                    {PHOTO_MESSAGES.addedByEditors}
                  </Text>
                ) : null}
              </Stack>
            ) : (
              <SimpleGrid cols={PHOTO_GRID_COLS} spacing="sm">
                {shown.map((photo, index) => (
                  <Thumbnail key={photo.id} photo={photo} place={index + 1} />
                ))}
              </SimpleGrid>
            )}
          </PhotoSection>
        );
      })}
    </Stack>
  );
};
