import type { ReactNode } from 'react';
import { PHOTO_CATEGORY_LABELS, PHOTO_MESSAGES, type PhotoCategory } from '@hearth/domain/photos';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * One category's photos under its heading. General photos carry the Guest Portal order note; check-out photos do not
 * (docs/product/photos.md#screens: 'not displayed for category check-out').
 */
export const PhotoSection = ({
  category,
  count,
  editable = false,
  children,
}: {
  category: PhotoCategory;
  count: number;
  /** The note tells editors how to reorder; others only read the order. */
  editable?: boolean;
  children: ReactNode;
}) => {
  const headingId = `photos-${category}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id={headingId}>
          {PHOTO_CATEGORY_LABELS[category]}
        </Title>
        <Text size="sm" c="dimmed">
          {count === 1 ? '1 photo' : `${count} photos`}
        </Text>
      </Group>
      {category === 'general' ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} p="xs" role="note">
          <Text size="sm">
            {PHOTO_MESSAGES.guestPortalOrder}
            {editable ? ` ${PHOTO_MESSAGES.dragToMove}` : null}
          </Text>
        </Alert>
      ) : null}
      {children}
    </Stack>
  );
};
