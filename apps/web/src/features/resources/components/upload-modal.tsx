import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@hearth/domain/resources';
import { Modal, Progress, Select, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { FormFooter } from '../../../components/form-footer';
import { ImageDropzone } from '../../../components/image-dropzone';
import { serverMessage } from '../../../lib/api-client';
import { formatFileSize } from '../../../lib/format';
import { useUploadDocument } from '../../../api/resources/upload-document';
import { TOP_LEVEL } from '../utils/folders';

// A chunk of its own, loaded when the modal first opens: the Dropzone and its styles stay out of the page's first load.

type UploadModalProps = {
  opened: boolean;
  onClose: () => void;
  folders: { value: string; label: string }[];
};

const rejectionText = (rejections: FileRejection[]): string => {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-too-large')) return DOCUMENT_MESSAGES.tooLarge;
  if (codes.includes('too-many-files')) return 'Choose one file at a time.';
  return DOCUMENT_MESSAGES.wrongType;
};

/** 'Upload': one PDF or image of at most 20 MB into the chosen folder, with its progress. */
export const UploadModal = ({ opened, onClose, folders }: UploadModalProps) => {
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [parent, setParent] = useState(TOP_LEVEL.value);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (upload.isPending) return;
    setFile(null);
    setProblem(null);
    setProgress(0);
    upload.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem('Choose a PDF or image to upload.');
      return;
    }
    setProgress(0);
    upload.mutate({ file, parentId: parent || null, onProgress: setProgress }, { onSuccess: close });
  };

  return (
    <Modal opened={opened} onClose={close} title="Upload a document" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label="Into folder"
            data={[TOP_LEVEL, ...folders]}
            value={parent}
            onChange={(value) => setParent(value ?? TOP_LEVEL.value)}
            allowDeselect={false}
            searchable
            disabled={upload.isPending}
          />
          <ImageDropzone
            onDrop={(files) => {
              setFile(files[0] ?? null);
              setProblem(null);
              upload.reset();
            }}
            onReject={(rejections) => {
              setFile(null);
              setProblem(rejectionText(rejections));
            }}
            accept={Object.values(DOCUMENT_CONTENT_TYPES)}
            maxSize={DOCUMENT_MAX_BYTES}
            multiple={false}
            disabled={upload.isPending}
            size="md"
            idleIcon={IconFileUpload}
            title="Drag a file here or click to choose one"
            hint="PDF or image (PNG, JPEG), up to 20 MB"
          />
          {file ? (
            <Text size="sm">
              {file.name} ({formatFileSize(file.size)})
            </Text>
          ) : null}
          {upload.isPending ? (
            <Progress value={Math.round(progress * 100)} aria-label="Upload progress" animated />
          ) : null}
          {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
          {upload.error ? (
            <ErrorAlert>{serverMessage(upload.error) ?? 'The upload did not finish. Try again.'}</ErrorAlert>
          ) : null}
          <FormFooter onCancel={close} saveLabel="Upload" pending={{ save: upload.isPending }} />
        </Stack>
      </form>
    </Modal>
  );
};
