import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX, type Icon } from '@tabler/icons-react';

// Only screens' lazily loaded chunks import this: the Dropzone and its styles stay out of a page's first load.

const SIZES = {
  lg: { minHeight: 120, icon: 40, gap: 4 },
  md: { minHeight: 100, icon: 36, gap: 2 },
  sm: { minHeight: 88, icon: 32, gap: 2 },
} as const;

type ImageDropzoneProps = Omit<DropzoneProps, 'children'> & {
  /** What to do ('Drag an image here or click to choose one'). */
  title: string;
  /** What it takes, under the title ('JPG or PNG, up to 20 MB'). */
  hint: string;
  /** The icon while nothing is dragged over (a photo by default). */
  idleIcon?: Icon;
  size?: keyof typeof SIZES;
};

/**
 * The one drop zone for files (logos, photos, documents), on `@mantine/dropzone`: an icon that shows whether the
 * dragged file is taken, the title and the hint. Its props (onDrop, onReject, accept, maxSize...) go to the Dropzone.
 */
export const ImageDropzone = ({
  title,
  hint,
  idleIcon: IdleIcon = IconPhoto,
  size = 'lg',
  ...dropzone
}: ImageDropzoneProps) => {
  const { minHeight, icon, gap } = SIZES[size];
  return (
    <Dropzone {...dropzone}>
      <Group justify="center" gap="md" mih={minHeight} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={icon} stroke={1.5} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={icon} stroke={1.5} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IdleIcon size={icon} stroke={1.5} aria-hidden />
        </Dropzone.Idle>
        <Stack gap={gap}>
          <Text size="md">{title}</Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
};
