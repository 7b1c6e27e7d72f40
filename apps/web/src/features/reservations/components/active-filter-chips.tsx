import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { FilterChip } from '../utils/filter-chips';

/** The applied filters as chips under the search box: a click takes one off; 'Clear all' takes them all off. */
export const ActiveFilterChips = ({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
}) => {
  if (chips.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label="Active filters">
      {chips.map((chip) => (
        <Button
          key={chip.key}
          variant="light"
          size="compact-sm"
          radius="xl"
          maw="100%"
          rightSection={<IconX size={14} aria-hidden />}
          aria-label={`Remove ${chip.label}`}
          onClick={() => onRemove(chip)}
        >
          {chip.label}
        </Button>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={onClearAll}>
        Clear all
      </Button>
    </Group>
  );
};
