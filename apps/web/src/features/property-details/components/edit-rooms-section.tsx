import {
  BED_LABELS,
  BED_TYPES,
  PROPERTY_EDIT,
  ROOM_TYPES,
  type BedType,
  type RoomType,
} from '@hearth/domain/properties';
import { ActionIcon, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { PropertyEditForm } from '../utils/property-edit-parts';
import { AddButton, asNumber, EntryBox, FormSection, ListError, options, type ErrorOf } from './edit-form-parts';

const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  bedroom: 'Bedroom',
  bathroom: 'Bathroom',
  living: 'Living area',
  kitchen: 'Kitchen',
  outdoor: 'Outdoor area',
  other: 'Other',
};
/** The most beds of one type in a room (ZRoom). */
const BEDS_OF_A_TYPE_MAX = 10;

/** The rooms and their beds (docs/product/properties.md#fields 'rooms'): a repeatable list, each room with a repeatable list of beds. */
export const EditRoomsSection = ({ form, error }: { form: PropertyEditForm; error: ErrorOf }) => {
  const rooms = form.values.rooms;
  return (
    <FormSection title="Rooms and beds">
      {rooms.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rooms described yet.
        </Text>
      ) : null}
      {rooms.map((room, index) => {
        const path = `rooms.${index}` as const;
        const beds = room.beds;
        return (
          <EntryBox key={index} label={`Room ${index + 1}`} onRemove={() => form.removeListItem('rooms', index)}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <TextInput
                label="Room name"
                value={room.name}
                onChange={(e) => form.setFieldValue(`${path}.name`, e.currentTarget.value)}
                error={error(`rooms.${index}.name`)}
                maxLength={PROPERTY_EDIT.shortTextMax}
              />
              <Select
                label="Room type"
                data={options(ROOM_TYPES, (type) => ROOM_TYPE_LABELS[type])}
                value={room.type}
                onChange={(next) => next && form.setFieldValue(`${path}.type`, next as RoomType)}
                error={error(`rooms.${index}.type`)}
                allowDeselect={false}
              />
            </SimpleGrid>
            <Checkbox
              label="Ensuite"
              checked={room.ensuite}
              onChange={(e) => form.setFieldValue(`${path}.ensuite`, e.currentTarget.checked)}
            />
            <Stack gap={4}>
              {beds.map((bed, bedIndex) => (
                <Group key={bedIndex} gap="xs" align="flex-start" wrap="nowrap">
                  <SimpleGrid cols={2} spacing="xs" style={{ flex: 1, minWidth: 0 }}>
                    <Select
                      label="Bed"
                      data={options(BED_TYPES, (type) => BED_LABELS[type])}
                      value={bed.type}
                      onChange={(next) => next && form.setFieldValue(`${path}.beds.${bedIndex}.type`, next as BedType)}
                      error={error(`rooms.${index}.beds.${bedIndex}.type`)}
                      allowDeselect={false}
                    />
                    <NumberInput
                      label="How many"
                      value={bed.count}
                      onChange={(next) => form.setFieldValue(`${path}.beds.${bedIndex}.count`, asNumber(next))}
                      error={error(`rooms.${index}.beds.${bedIndex}.count`)}
                      min={1}
                      max={BEDS_OF_A_TYPE_MAX}
                      allowDecimal={false}
                      clampBehavior="none"
                    />
                  </SimpleGrid>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    aria-label={`Remove bed ${bedIndex + 1} of room ${index + 1}`}
                    onClick={() => form.removeListItem(`${path}.beds`, bedIndex)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <ListError>{error(`rooms.${index}.beds`)}</ListError>
              <AddButton
                onClick={() => form.insertListItem(`${path}.beds`, { type: 'queen', count: 1 })}
                disabled={beds.length >= PROPERTY_EDIT.bedsPerRoomMax}
              >
                Add bed
              </AddButton>
            </Stack>
          </EntryBox>
        );
      })}
      <ListError>{error('rooms')}</ListError>
      <AddButton
        onClick={() => form.insertListItem('rooms', { name: '', type: 'bedroom', beds: [], ensuite: false })}
        disabled={rooms.length >= PROPERTY_EDIT.roomsMax}
      >
        Add room
      </AddButton>
    </FormSection>
  );
};
