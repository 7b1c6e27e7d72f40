import type { ReactNode } from 'react';
import { Alert, type AlertProps } from '@mantine/core';
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
