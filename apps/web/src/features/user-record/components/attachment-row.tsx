import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type AttachmentRowProps = { title: ReactNode; detail?: ReactNode; removeLabel: string; onRemove: () => void };

/** An attached property or company: what it is, and a remove icon that asks first. */
export const AttachmentRow = ({ title, detail, removeLabel, onRemove }: AttachmentRowProps) => (
  <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={6} px="sm">
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Stack>
    <ActionIcon variant="subtle" color="red" aria-label={removeLabel} onClick={onRemove}>
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  </Group>
);
