import { Button, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { QuoteStepProps } from '../utils/step-props';
import { StepForm } from './step-form';

// The dialog (Dropzone and its styles) loads when first opened.
const PhotoDialog = lazy(() => import('./photo-dialog').then((module) => ({ default: module.PhotoDialog })));

/** Step 5 (docs/product/smartquotes.md#screens): a photo of the home, uploaded in its dialog; the step may be skipped with Continue. */
export const PhotoStep = ({ quote, back, nextLabel, onDone }: QuoteStepProps) => {
  const [opened, setOpened] = useState(false);
  const photoUrl = quote.attributes.property.photoUrl;
  return (
    <StepForm
      back={back}
      nextLabel={nextLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onDone(quote.id);
      }}
    >
      <Stack gap="sm" align="flex-start">
        {photoUrl ? (
          <Image src={photoUrl} alt="The home's photo" maw={480} radius="md" />
        ) : (
          <Text c="dimmed">No photo yet</Text>
        )}
        <Button variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />} onClick={() => setOpened(true)}>
          {photoUrl ? 'Change photo' : 'Upload photo'}
        </Button>
      </Stack>
      {opened ? (
        <Suspense fallback={null}>
          <PhotoDialog quoteId={quote.id} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </StepForm>
  );
};
