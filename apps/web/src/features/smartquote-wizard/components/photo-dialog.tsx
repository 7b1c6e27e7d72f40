import { PHOTO_ACCEPT, type PhotoType } from '@hearth/domain/photos';
import { SMARTQUOTE_LIMITS, SMARTQUOTE_MESSAGES } from '@hearth/domain/smartquotes';
import { Group, Image, Modal, Progress, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { useEffect, useState } from 'react';
import { useUploadSmartquotePhoto } from '../../../api/smartquotes/upload-smartquote-photo';
import { ErrorAlert } from '../../../components/error-alert';
import { FormFooter } from '../../../components/form-footer';
import { ImageDropzone } from '../../../components/image-dropzone';

const IMAGES_ONLY = 'Choose a JPG or PNG image of at most 20 MB';

type Chosen = { file: File; type: PhotoType; preview: string | null };

const typeOf = (file: File): PhotoType | null =>
  file.type === 'image/png' ? 'png' : file.type === 'image/jpeg' ? 'jpg' : null;

/** A picture of the chosen file before it is uploaded (none where the browser cannot make one). */
const previewOf = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

type PhotoDialogProps = { quoteId: string; opened: boolean; onClose: () => void };

/**
 * The photo dialog of docs/product/smartquotes.md#screens (480 px wide): drop or choose a JPG or PNG, see it, upload it to the signed URL with
 * a progress bar; the quote keeps it once uploaded.
 */
export const PhotoDialog = ({ quoteId, opened, onClose }: PhotoDialogProps) => {
  const upload = useUploadSmartquotePhoto(quoteId);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const preview = chosen?.preview ?? null;
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const close = () => {
    setChosen(null);
    setProblem(null);
    upload.reset();
    onClose();
  };

  const choose = (files: File[]) => {
    upload.reset();
    const file = files[0];
    const type = file ? typeOf(file) : null;
    if (!file || !type) {
      setChosen(null);
      setProblem(IMAGES_ONLY);
      return;
    }
    setProblem(null);
    setChosen({ file, type, preview: previewOf(file) });
  };

  const send = () => {
    if (!chosen) return;
    setProgress(0);
    upload.mutate({ file: chosen.file, type: chosen.type, onProgress: setProgress }, { onSuccess: close });
  };

  return (
    <Modal opened={opened} onClose={close} title="Property photo" size={SMARTQUOTE_LIMITS.photoDialogWidth} centered>
      <Stack gap="md">
        <ImageDropzone
          onDrop={choose}
          onReject={(rejections: FileRejection[]) => {
            setChosen(null);
            setProblem(rejections.length > 0 ? IMAGES_ONLY : null);
          }}
          accept={PHOTO_ACCEPT as unknown as Record<string, string[]>}
          maxSize={SMARTQUOTE_LIMITS.photoMaxBytes}
          multiple={false}
          disabled={upload.isPending}
          aria-label="Choose a photo"
          title="Drag a photo here or click to choose one"
          hint="JPG or PNG, up to 20 MB"
        />

        {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
        {chosen ? (
          <Group gap="md" wrap="nowrap">
            {preview ? <Image src={preview} alt="The chosen photo" h={72} w="auto" fit="contain" radius="sm" /> : null}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {chosen.file.name}
            </Text>
          </Group>
        ) : null}
        {upload.isPending ? (
          <Progress value={Math.round(progress * 100)} aria-label="Upload progress" animated size="lg" />
        ) : null}
        {upload.isError ? <ErrorAlert>{SMARTQUOTE_MESSAGES.savePhoto}</ErrorAlert> : null}

        <FormFooter
          onCancel={close}
          onSave={send}
          saveLabel="Upload"
          saveDisabled={!chosen}
          pending={{ save: upload.isPending }}
        />
      </Stack>
    </Modal>
  );
};
