import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text, type AlertProps } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** The one look of a failure message in a form or a card: red, light, announced to screen readers. */
export const ErrorAlert = ({
  children,
  ...props
}: { children: ReactNode } & Omit<AlertProps, 'color' | 'children'>) => (
  <Alert color="red" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="alert" {...props}>
    {children}
  </Alert>
);

/**
 * A load that failed, with Try again: the title, what went wrong, and the button that asks again (spinning while
 * `retrying`).
 */
export const RetryAlert = ({
  title,
  message,
  onRetry,
  retrying = false,
}: {
  title?: ReactNode;
  message: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
}) => (
  <ErrorAlert title={title}>
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{message}</Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Stack>
  </ErrorAlert>
);
