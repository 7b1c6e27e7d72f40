import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { FilterChip } from '../utils/filter-chips';

type ActiveFiltersProps = {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  /** 'Clear all' after two or more chips; absent where another 'Clear all' is on screen (the empty list). */
  onClearAll?: (() => void) | undefined;
};

/**
 * The applied filters as chips under the search box: one click on a chip takes its filter off (the address changes,
 * the list asks again). Focus moves to the chip that takes the removed one's place, so a keyboard can clear several in
 * a row.
 */
export const ActiveFilters = ({ chips, onRemove, onClearAll }: ActiveFiltersProps) => {
  const group = useRef<HTMLDivElement>(null);
  /** Where the removed chip was, until the chips without it have rendered. */
  const focusAt = useRef<number | null>(null);
  const count = chips.length;
  useEffect(() => {
    const at = focusAt.current;
    if (at === null) return;
    focusAt.current = null;
    const buttons = group.current?.querySelectorAll<HTMLButtonElement>('button');
    if (buttons && buttons.length > 0) buttons[Math.min(at, buttons.length - 1)]?.focus();
  }, [count]);

  if (chips.length === 0) return null;
  return (
    <Group ref={group} gap={6} role="group" aria-label="Active filters">
      {chips.map((chip, index) => (
        <Button
          key={chip.key}
          variant="light"
          size="compact-sm"
          radius="xl"
          maw="100%"
          rightSection={<IconX size={14} aria-hidden />}
          aria-label={`Remove ${chip.label}`}
          onClick={() => {
            focusAt.current = index;
            onRemove(chip);
          }}
        >
          {chip.label}
        </Button>
      ))}
      {onClearAll && chips.length > 1 ? (
        <Button variant="subtle" size="compact-sm" onClick={onClearAll}>
          Clear all
        </Button>
      ) : null}
    </Group>
  );
};
