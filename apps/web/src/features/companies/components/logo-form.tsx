import { COMPANY_MESSAGES, LOGO_MAX_BYTES, type LogoType } from '@hearth/domain/companies';
import { Group, Image, Progress, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { FormFooter } from '../../../components/form-footer';
import { ImageDropzone } from '../../../components/image-dropzone';
import { serverMessage } from '../../../lib/api-client';
import { useUploadCompanyLogo } from '../../../api/companies/upload-company-logo';
import { logoTypeOf } from '../../../lib/logo-type';

// Loaded when the logo modal opens (company-settings.tsx): the Dropzone and its styles are not in the page's first load.

type Chosen = { file: File; type: LogoType; preview: string | null };

/** What the drop zone refused, in the spec's words. */
const rejectionText = (rejections: FileRejection[]): string => {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-invalid-type')) return COMPANY_MESSAGES.logoImagesOnly;
  if (codes.includes('file-too-large')) return COMPANY_MESSAGES.logoTooLarge;
  if (codes.includes('too-many-files')) return 'Choose one image';
  return COMPANY_MESSAGES.logoImagesOnly;
};

/** A picture of the chosen file before it is uploaded (none where the browser cannot make one). */
const previewOf = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

/** The logo modal's body: drop or pick an image, see it, upload it with a progress bar (docs/product/companies.md#screens, #calls). */
export const LogoForm = ({ companyId, onDone }: { companyId: string; onDone: () => void }) => {
  const upload = useUploadCompanyLogo(companyId);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const preview = chosen?.preview ?? null;
  // Each preview is let go once another file replaces it, or when the modal closes.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current && shown.current !== preview) URL.revokeObjectURL(shown.current);
    shown.current = preview;
  }, [preview]);
  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );

  const choose = (files: File[]) => {
    upload.reset();
    const file = files[0];
    if (!file) return;
    const checked = logoTypeOf(file);
    if ('problem' in checked) {
      setChosen(null);
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setChosen({ file, type: checked.type, preview: previewOf(file) });
  };

  const send = () => {
    if (!chosen) return;
    setProgress(0);
    upload.mutate(
      { file: chosen.file, type: chosen.type, onProgress: setProgress },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', title: 'Logo saved', message: 'The new logo shows straight away.' });
          onDone();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <ImageDropzone
        onDrop={choose}
        onReject={(rejections) => {
          setChosen(null);
          setProblem(rejectionText(rejections));
        }}
        accept={['image/*']}
        maxSize={LOGO_MAX_BYTES}
        multiple={false}
        disabled={upload.isPending}
        title="Drag an image here or click to choose one"
        hint={COMPANY_MESSAGES.logoRecommended}
      />

      {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}

      {chosen ? (
        <Group gap="md" wrap="nowrap" align="center">
          {preview ? <Image src={preview} alt="The chosen logo" h={64} w="auto" fit="contain" radius="sm" /> : null}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {chosen.file.name}
          </Text>
        </Group>
      ) : null}

      {upload.isPending ? (
        <Progress value={Math.round(progress * 100)} aria-label="Upload progress" animated size="lg" />
      ) : null}

      {upload.error ? <ErrorAlert>{serverMessage(upload.error) ?? upload.error.message}</ErrorAlert> : null}

      <FormFooter
        onCancel={onDone}
        onSave={send}
        saveLabel="Upload"
        saveDisabled={!chosen}
        pending={{ save: upload.isPending }}
      />
    </Stack>
  );
};
