import type { PropertySort, PropertySortField, PropertyListAbilities } from '@hearth/domain/properties';
import { sortTitle } from '../utils/drawer-titles';
import { Radio, ScrollArea, Stack } from '@mantine/core';
import { useState } from 'react';
import { DrawerActions, ListDrawer } from './list-drawer';

type SortChoice = { value: PropertySort; label: string };

const ascDesc = (field: PropertySortField, name: string, up: string, down: string): SortChoice[] => [
  { value: field, label: `${name} ${up}` },
  { value: `-${field}`, label: `${name} ${down}` },
];

const LOW_HIGH = ['(low to high)', '(high to low)'] as const;

/** The sort drawer's choices (docs/product/properties.md#screens) in the spec's order; a descending sort is `-field`. */
export const sortChoices = (abilities: PropertyListAbilities): SortChoice[] => [
  ...ascDesc('name', 'Property name', 'A-Z', 'Z-A'),
  ...ascDesc('bedrooms', 'Bedrooms', ...LOW_HIGH),
  ...ascDesc('bathrooms', 'Bathrooms', ...LOW_HIGH),
  ...ascDesc('maxGuests', 'No of guests', ...LOW_HIGH),
  ...ascDesc('minimumStay', 'Min nights', ...LOW_HIGH),
  ...ascDesc('rating', 'Rating', ...LOW_HIGH),
  ...(abilities.canSortByTasks ? ascDesc('tasks', 'Tasks', '(fewest first)', '(most first)') : []),
  ...(abilities.canSortByPartner ? ascDesc('partner', 'Partner', 'A-Z', 'Z-A') : []),
];

type SortDrawerProps = {
  opened: boolean;
  onClose: () => void;
  applied: PropertySort | null;
  onApply: (sort: PropertySort | null) => void;
  abilities: PropertyListAbilities;
  fullScreen: boolean;
};

const SortBody = ({ applied, onApply, onClose, abilities }: Omit<SortDrawerProps, 'opened' | 'fullScreen'>) => {
  const [draft, setDraft] = useState<PropertySort | null>(applied);
  const choices = sortChoices(abilities);
  return (
    <Stack gap="md" h="100%">
      <ScrollArea.Autosize mah="calc(100dvh - 160px)" type="auto" scrollbars="y" offsetScrollbars="y">
        <Radio.Group
          label="Sort by"
          value={draft ?? ''}
          onChange={(value) => setDraft(choices.find((choice) => choice.value === value)?.value ?? null)}
        >
          <Stack gap="xs" mt="xs">
            {choices.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </Stack>
        </Radio.Group>
      </ScrollArea.Autosize>
      <DrawerActions onClear={() => onApply(null)} onApply={() => onApply(draft)} onClose={onClose} />
    </Stack>
  );
};

/** A single choice of order; opening it starts from the applied sort. */
export const SortDrawer = ({ opened, fullScreen, ...props }: SortDrawerProps) => (
  <ListDrawer
    opened={opened}
    onClose={props.onClose}
    fullScreen={fullScreen}
    size="sm"
    title={sortTitle(props.applied)}
  >
    <SortBody {...props} />
  </ListDrawer>
);
