import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';

type ConfirmModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** While the action runs the dialog stays open: Cancel and closing are off. */
  pending: boolean;
  /** Shown under the message when the action failed; the dialog stays open so it can be tried again. */
  error?: ReactNode;
  /** Width in px; the spec's confirms are 450 (docs/product/display.md#limits). */
  size?: number;
  /** The confirm button's colour: red for what cannot be undone, the theme's for a harmless action. */
  confirmColor?: string;
};

/** The one confirmation before an action (delete, rotate, publish): Cancel, then the action's button (red by default). */
export const ConfirmModal = ({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  pending,
  error,
  size = 450,
  confirmColor = 'red',
}: ConfirmModalProps) => (
  <Modal
    opened={opened}
    onClose={() => {
      if (!pending) onClose();
    }}
    title={title}
    size={size}
    centered
  >
    <Stack gap="md">
      {children}
      {error}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  </Modal>
);
