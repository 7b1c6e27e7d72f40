import { COMPANY_MESSAGES, LOGO_MAX_BYTES } from '@hearth/domain/companies';
import { ORGANISATION_MESSAGES } from '@hearth/domain/organisation';
import { Button, Group, Image, Progress, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageDropzone } from '../../../components/image-dropzone';
import { serverMessage } from '../../../lib/api-client';
import { logoTypeOf } from '../../../lib/logo-type';
import { useUpdateOrganisation } from '../../../api/organisation/update-organisation';
import { useUploadOrganisationLogo } from '../../../api/organisation/upload-organisation-logo';

/** What the drop zone refused, in the companies' words (docs/product/companies.md#messages). */
const rejectionText = (rejections: FileRejection[]): string => {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-too-large')) return COMPANY_MESSAGES.logoTooLarge;
  if (codes.includes('too-many-files')) return 'Choose one image';
  return COMPANY_MESSAGES.logoImagesOnly;
};

/**
 * The organisation's logo (docs/product/setup.md#screens): the current one, a drop zone that uploads the image at
 * once with a progress bar, and Remove. The header shows the change as soon as it is saved.
 */
export const OrganisationLogo = ({ logoUrl, tradingName }: { logoUrl: string | null; tradingName: string }) => {
  const upload = useUploadOrganisationLogo();
  const remove = useUpdateOrganisation();
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const busy = upload.isPending || remove.isPending;

  const choose = (files: File[]) => {
    upload.reset();
    remove.reset();
    const file = files[0];
    if (!file) return;
    const checked = logoTypeOf(file);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setProgress(0);
    upload.mutate(
      { file, type: checked.type, onProgress: setProgress },
      { onSuccess: () => notifications.show({ color: 'teal', title: ORGANISATION_MESSAGES.logoSaved, message: '' }) },
    );
  };

  const removeLogo = () => {
    setProblem(null);
    remove.mutate(
      { data: { type: 'organisation', attributes: { logoUrl: null } } },
      { onSuccess: () => notifications.show({ color: 'teal', title: ORGANISATION_MESSAGES.logoRemoved, message: '' }) },
    );
  };

  const failure = upload.error ?? remove.error;
  return (
    <Stack gap="md">
      <Text fw={700} size="sm">
        Logo
      </Text>
      {logoUrl ? (
        <Group gap="md" justify="space-between">
          <Image src={logoUrl} alt={`${tradingName} logo`} h={64} w="auto" maw={200} fit="contain" radius="sm" />
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={removeLogo}
            loading={remove.isPending}
            disabled={upload.isPending}
          >
            Remove
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No logo yet: the header shows the trading name beside Hearth's house mark.
        </Text>
      )}
      <ImageDropzone
        onDrop={choose}
        onReject={(rejections) => setProblem(rejectionText(rejections))}
        accept={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
        maxSize={LOGO_MAX_BYTES}
        multiple={false}
        disabled={busy}
        loading={upload.isPending}
        size="md"
        title={logoUrl ? 'Drag a new logo here or click to choose one' : 'Drag a logo here or click to choose one'}
        hint="PNG, JPEG, GIF or WebP, up to 5 MB; the header shows it 28 px high."
      />
      {upload.isPending ? (
        <Progress value={Math.round(progress * 100)} aria-label="Upload progress" animated size="lg" />
      ) : null}
      {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
      {failure ? <ErrorAlert>{serverMessage(failure) ?? failure.message}</ErrorAlert> : null}
    </Stack>
  );
};
