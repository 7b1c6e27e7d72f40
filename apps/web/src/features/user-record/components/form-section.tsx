import { Fieldset, Input, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type FormSectionProps = { legend: string; description?: ReactNode; error?: ReactNode; children: ReactNode };

/** A group of the user form's controls, its legend set like the form's field labels. */
export const FormSection = ({ legend, description, error, children }: FormSectionProps) => (
  <Fieldset
    legend={legend}
    variant="unstyled"
    styles={{
      legend: {
        fontSize: 'var(--mantine-font-size-sm)',
        fontWeight: 'var(--mantine-font-weight-medium)',
        marginBottom: 2,
        padding: 0,
      },
    }}
  >
    <Stack gap="sm">
      {description ? (
        <Text size="xs" c="dimmed" mt={-2}>
          {description}
        </Text>
      ) : null}
      {error ? <Input.Error>{error}</Input.Error> : null}
      {children}
    </Stack>
  </Fieldset>
);
