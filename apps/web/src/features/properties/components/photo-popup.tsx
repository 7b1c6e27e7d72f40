import { Button, Group, Image, Modal, SimpleGrid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { MOBILE_QUERY } from '../../../lib/media';
import classes from './photo-popup.module.css';

type PhotoPopupProps = {
  opened: boolean;
  onClose: () => void;
  propertyId: string;
  propertyName: string;
  photos: { url: string }[];
  canEdit: boolean;
};

/**
 * A property's photos (docs/product/properties.md#screens): Back closes it; editors also get 'Edit Photo'. On phones it fills the screen, two
 * photos a row, with its buttons side by side in a bar that stays at the bottom, however many photos there are.
 */
export const PhotoPopup = ({ opened, onClose, propertyId, propertyName, photos, canEdit }: PhotoPopupProps) => {
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${propertyName}: photos`}
      size="xl"
      centered
      fullScreen={mobile}
      classNames={{ title: classes.title, body: classes.body }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {photos.length === 0 ? (
        <Text c="dimmed" size="sm">
          This property has no photos yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {photos.map((photo, index) => (
            <Image
              key={`${photo.url}-${index}`}
              src={photo.url}
              alt={`${propertyName}, photo ${index + 1} of ${photos.length}`}
              radius="sm"
              h={mobile ? 120 : 160}
              fit="cover"
              loading="lazy"
            />
          ))}
        </SimpleGrid>
      )}
      <Group justify="flex-end" gap="sm" mt="md" wrap="nowrap" grow={mobile} className={classes.actions}>
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
};
