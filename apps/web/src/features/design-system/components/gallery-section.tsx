import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One section of the gallery: its heading, the live samples, and a line on where the component is used. */
export const GallerySection = ({ title, usedIn, children }: { title: string; usedIn: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {children}
        <Text size="sm" c="dimmed">
          Used in: {usedIn}
        </Text>
      </Stack>
    </Paper>
  );
};

/** A labelled sample inside a section ('With Delete', 'Loading'). */
export const Sample = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={6} role="group" aria-label={label}>
    <Text size="xs" fw={600} tt="uppercase" c="dimmed" aria-hidden>
      {label}
    </Text>
    {children}
  </Stack>
);
