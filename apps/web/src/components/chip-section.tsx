import { Chip, Group, Input, Stack } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A labelled set of chips, several of which may be chosen (the filter drawers of the lists). */
export const ChipSection = <T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: ReactNode }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
}) => {
  const labelId = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} labelElement="div">
        {label}
      </Input.Label>
      <Chip.Group multiple value={[...value]} onChange={(next) => onChange(next as T[])}>
        <Group gap={6}>
          {options.map((option) => (
            <Chip key={option.value} value={option.value} size="sm" variant="outline">
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
};
