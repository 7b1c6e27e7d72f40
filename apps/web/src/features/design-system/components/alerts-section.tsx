import { Button, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { GallerySection, Sample } from './gallery-section';

/** The failure message of a form or card, and the one confirmation before an action that cannot be undone. */
export const AlertsSection = () => {
  const [opened, setOpened] = useState(false);
  return (
    <GallerySection
      title="Error alerts and confirmations"
      usedIn="alerts: sign-in, forms, photos, keys, company settings; confirmations: every delete, iCal feeds, cancel booking."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Sample label="Error alert">
          <ErrorAlert title="Could not save">An unknown error occurred</ErrorAlert>
        </Sample>
        <Sample label="Confirm dialog (450 px)">
          <Button variant="light" color="red" onClick={() => setOpened(true)} w="fit-content">
            Delete sample
          </Button>
        </Sample>
      </SimpleGrid>
      <ConfirmModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Delete sample"
        confirmLabel="Delete"
        onConfirm={() => setOpened(false)}
        pending={false}
      >
        <Text size="sm">This sample is deleted for good. Nothing here is saved, so go ahead.</Text>
      </ConfirmModal>
    </GallerySection>
  );
};
