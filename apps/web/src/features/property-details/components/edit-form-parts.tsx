import { ActionIcon, Button, NumberInput, Paper, Stack, Text, Title, type NumberInputProps } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { NumberField } from '../utils/property-edit';

// The pieces every section of 'Edit property details' is made of (property-edit-form.tsx and the edit-*-section files).

export const capitalised = (value: string) =>
  value.replace(/[-_]+/g, ' ').replace(/^\w/, (first) => first.toUpperCase());
export const options = <K extends string>(values: readonly K[], label: (value: K) => string) =>
  values.map((value) => ({ value, label: label(value) }));
/** A NumberInput's value as the form keeps it: a number, or '' while the field is empty. */
export const asNumber = (value: number | string): NumberField => (typeof value === 'number' ? value : '');

/** What a decimal field's text stands for: '22.' is 22 while the next digit is typed; '' or '-' is empty. */
const numberOf = (text: number | string): NumberField => {
  if (typeof text === 'number') return text;
  const parsed = Number(text);
  return text.trim() === '' || !Number.isFinite(parsed) ? '' : parsed;
};

/**
 * A NumberInput for amounts with decimals. It keeps the text as typed: NumberInput reports an unfinished number
 * ('22.') as text, which the form would read as empty and so wipe the field before the decimals are typed.
 */
export const DecimalInput = ({
  value,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & { value: NumberField; onChange: (value: NumberField) => void }) => {
  const [text, setText] = useState<number | string>(value);
  // A value set from outside (a row removed above this one) wins over the text.
  const shown = numberOf(text) === value ? text : value;
  return (
    <NumberInput
      {...props}
      value={shown}
      onChange={(next) => {
        setText(next);
        onChange(numberOf(next));
      }}
    />
  );
};

/** A field's message by its key in the form ('rooms.0.name'), or nothing. */
export type ErrorOf = (key: string) => string | undefined;

/** A titled fieldset of the form. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder radius="md" p="md" component="fieldset" style={{ minWidth: 0 }}>
    <Stack gap="sm">
      <Title order={3} size="h5" component="legend" style={{ float: 'left', width: '100%', padding: 0 }}>
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);

/** One entry of a repeatable list (a room, a fee): a named group, so that its fields read as its own. */
export const EntryBox = ({
  label,
  onRemove,
  children,
}: {
  label: string;
  onRemove: () => void;
  children: ReactNode;
}) => (
  <Paper withBorder radius="sm" p="sm" role="group" aria-label={label} style={{ minWidth: 0 }}>
    <Stack gap="xs">
      <Text size="sm" fw={500} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span style={{ overflowWrap: 'anywhere' }}>{label}</span>
        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${label}`} onClick={onRemove}>
          <IconTrash size={16} />
        </ActionIcon>
      </Text>
      {children}
    </Stack>
  </Paper>
);

/** The 'Add …' button under a repeatable list, off at the list's limit. */
export const AddButton = ({
  children,
  onClick,
  disabled,
}: {
  children: string;
  onClick: () => void;
  disabled: boolean;
}) => (
  <Button
    variant="light"
    leftSection={<IconPlus size={16} aria-hidden />}
    onClick={onClick}
    disabled={disabled}
    style={{ alignSelf: 'flex-start' }}
  >
    {children}
  </Button>
);

/** The message of a whole list ('At most 40 rooms'), under it. */
export const ListError = ({ children }: { children: ReactNode }) =>
  children ? (
    <Text size="sm" c="red">
      {children}
    </Text>
  ) : null;
