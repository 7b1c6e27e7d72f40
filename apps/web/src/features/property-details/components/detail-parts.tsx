import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact: a small label over its value; an empty value reads as a dash. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={0} style={{ minWidth: 0 }}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
      {children === null || children === undefined || children === '' ? '—' : children}
    </Text>
  </Stack>
);

/** Facts one to a row on phones, two from `xs`, three from `sm`. */
export const Facts = ({ children }: { children: ReactNode }) => (
  <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
    {children}
  </SimpleGrid>
);

/**
 * A titled card of the details tab; `wide` spans both columns. It may shrink below its content's width (a grid item
 * does not by default) and long words wrap anywhere, so that a 390 px phone never scrolls the page sideways.
 */
export const Section = ({
  title,
  children,
  wide = false,
  action,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
  action?: ReactNode;
}) => (
  <Paper
    withBorder
    radius="md"
    p="md"
    component="section"
    aria-label={title}
    style={{ minWidth: 0, overflowWrap: 'anywhere', ...(wide ? { gridColumn: '1 / -1' } : {}) }}
  >
    <Stack gap="sm">
      <Title
        order={2}
        size="h5"
        style={action ? { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 } : undefined}
      >
        {title}
        {action}
      </Title>
      {children}
    </Stack>
  </Paper>
);

/** The muted line a section shows when it has nothing to list. */
export const Empty = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);
