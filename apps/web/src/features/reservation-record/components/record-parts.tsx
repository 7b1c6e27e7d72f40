import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import classes from './record.module.css';

/** Label and value pairs of a section, as a description list. */
export const Facts = ({ label, children }: { label: string; children: ReactNode }) => (
  <dl className={classes.facts} aria-label={label}>
    {children}
  </dl>
);

/** One fact; an absent value (null, undefined, '') is not shown at all. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className={classes.fact}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm">
        {children}
      </Text>
    </div>
  );
};

export const SectionTitle = ({ children }: { children: ReactNode }) => (
  <Text component="h2" size="sm" fw={700} tt="uppercase" c="dimmed" m={0}>
    {children}
  </Text>
);

export const TabSkeleton = ({ label, rows = 4 }: { label: string; rows?: number }) => (
  <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} height={28} radius="sm" width={index === 0 ? '40%' : undefined} />
    ))}
  </Stack>
);

export const EmptyText = ({ children }: { children: ReactNode }) => (
  <Text c="dimmed" ta="center" py="xl">
    {children}
  </Text>
);

/** A failed load (docs/product/bookings.md#messages: booking and quote load failures are reported as errors), with a way to try again. */
export const LoadError = ({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) => (
  <ErrorAlert title={title}>
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        {isApiError(error) ? `${error.errorCode} ${error.errorMessage}` : 'Something went wrong. Try again.'}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  </ErrorAlert>
);

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
