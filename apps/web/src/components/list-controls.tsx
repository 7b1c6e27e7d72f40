import { Group, Table, TextInput, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/*
 * The pieces every administration list shares (docs/product/display.md#states, #limits): a debounced search box, sortable headers that cycle
 * ascending, descending and the server's order, and the list's body in list-table.tsx.
 */

/** A sort value: a field, or the field with '-' for descending. */
export type SortOf<F extends string> = F | `-${F}`;

/** Ascending, then descending, then back to the server's order. */
export const nextSort = <F extends string>(current: SortOf<F> | null, field: F): SortOf<F> | null => {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return null;
  return field;
};

export const ariaSortOf = <F extends string>(current: SortOf<F> | null, field: F) =>
  current === field ? 'ascending' : current === `-${field}` ? 'descending' : 'none';

export const SortHeader = <F extends string>({
  label,
  field,
  sort,
  onSort,
  numeric = false,
  visibleFrom,
}: {
  label: string;
  field: F;
  sort: SortOf<F> | null;
  onSort: (sort: SortOf<F> | null) => void;
  numeric?: boolean;
  visibleFrom?: MantineBreakpoint;
}) => {
  const state = ariaSortOf(sort, field);
  const Icon = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={state} visibleFrom={visibleFrom} ta={numeric ? 'right' : undefined}>
      <UnstyledButton onClick={() => onSort(nextSort(sort, field))} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : undefined}>
          {label}
          <Icon size={14} aria-hidden color={state === 'none' ? 'var(--mantine-color-dimmed)' : undefined} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
};

/** A search box that types freely and reports the trimmed text `delayMs` after the last key. */
export const DebouncedSearch = ({
  value,
  onSearch,
  label,
  placeholder,
  delayMs,
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
  delayMs: number;
}) => {
  const [text, setText] = useState(value);
  // The search as this box last saw or wrote it: a different one came from elsewhere (Back), and shows.
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    setText(value);
  }
  const write = useDebouncedCallback((next: string) => {
    setKnown(next.trim());
    onSearch(next.trim());
  }, delayMs);
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        write(event.currentTarget.value);
      }}
      style={{ flex: 1 }}
      maw={420}
    />
  );
};
