import { Button, Group, Image, Modal, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type PhotoPopupProps = {
  opened: boolean;
  onClose: () => void;
  propertyId: string;
  propertyName: string;
  photos: { url: string }[];
  canEdit: boolean;
};

/** A property's photos (spec 000 §2): Back closes it; editors also get 'Edit Photo'. */
export const PhotoPopup = ({ opened, onClose, propertyId, propertyName, photos, canEdit }: PhotoPopupProps) => (
  <Modal
    opened={opened}
    onClose={onClose}
    title={`${propertyName}: photos`}
    size="xl"
    centered
    closeButtonProps={{ 'aria-label': 'Close' }}
  >
    {photos.length === 0 ? (
      <Text c="dimmed" size="sm">
        This property has no photos yet.
      </Text>
    ) : (
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs">
        {photos.map((photo, index) => (
          <Image
            key={`${photo.url}-${index}`}
            src={photo.url}
            alt={`${propertyName}, photo ${index + 1} of ${photos.length}`}
            radius="sm"
            h={160}
            fit="cover"
            loading="lazy"
          />
        ))}
      </SimpleGrid>
    )}
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" onClick={onClose}>
        Back
      </Button>
      {canEdit ? (
        <Button component={Link} to={paths.property.getHref(propertyId, 'details', 'photos')}>
          Edit Photo
        </Button>
      ) : null}
    </Group>
  </Modal>
);
