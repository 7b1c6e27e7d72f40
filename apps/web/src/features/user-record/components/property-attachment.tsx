import { USER_LIST, USER_MESSAGES, type PropertyMappingType } from '@hearth/domain/users';
import { Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import type { AttachedProperty } from '../../../api/users/get-user';
import { propertySearchOptions } from '../../../api/properties/search-properties';
import { serverMessage } from '../../../lib/api-client';
import { AttachmentRow } from './attachment-row';
import { FormSection } from './form-section';

type PropertyAttachmentProps = {
  value: AttachedProperty[];
  onChange: (properties: AttachedProperty[]) => void;
  mappingType: PropertyMappingType;
  error?: ReactNode;
};

/** `GET v3/search` for the first few properties matching the text (docs/product/users.md#limits 'property search limit 4'). */
const PropertySearchResults = ({
  text,
  attached,
  onAdd,
}: {
  text: string;
  attached: readonly string[];
  onAdd: (property: AttachedProperty) => void;
}) => {
  const search = useInfiniteQuery(
    propertySearchOptions({ 'filters[query]': text, 'page[size]': USER_LIST.propertySearchLimit }),
  );
  if (search.isPending) {
    return <Skeleton height={64} radius="sm" role="status" aria-label="Searching properties" />;
  }
  if (search.isError) {
    return <ErrorAlert>{serverMessage(search.error) ?? 'The property search failed. Try again.'}</ErrorAlert>;
  }
  const matches = (search.data.pages[0]?.data ?? []).slice(0, USER_LIST.propertySearchLimit);
  if (matches.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No properties match “{text}”.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={0} m={0} p={0} aria-label="Matching properties" style={{ listStyle: 'none' }}>
      {matches.map(({ id, attributes: property }) => {
        const isAttached = attached.includes(property.code);
        return (
          <Group component="li" key={id} justify="space-between" wrap="nowrap" gap="sm" py={6}>
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={500}>
                {property.code} · {property.name}
              </Text>
              <Text size="xs" c="dimmed">
                {property.address.full}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="light"
              flex="none"
              disabled={isAttached}
              aria-label={isAttached ? `${property.code} is attached` : `Attach ${property.code} ${property.name}`}
              onClick={() =>
                onAdd({
                  code: property.code,
                  name: property.name,
                  address: property.address.full,
                  mappingType: null,
                  isActive: property.status !== 'inactive',
                })
              }
            >
              {isAttached ? 'Attached' : 'Attach'}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
};

/** Properties of a user who is not a licensee: search and attach, or remove after a confirmation (docs/product/users.md#screens). */
export const PropertyAttachment = ({ value, onChange, mappingType, error }: PropertyAttachmentProps) => {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), USER_LIST.searchDebounceMs);
  const [removing, setRemoving] = useState<AttachedProperty | null>(null);
  const codes = value.map((property) => property.code);

  return (
    <FormSection
      legend="Properties"
      description={
        mappingType === 'owner' ? 'Attached as the owner of each property' : 'Attached as a manager of each property'
      }
      error={error}
    >
      <TextInput
        label="Search properties"
        placeholder="Code, name or address"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        // Enter searches here; it must not send the whole form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {debounced !== '' ? (
        <Paper withBorder radius="sm" px="sm" py={4} bg="var(--mantine-color-default-hover)">
          <PropertySearchResults
            text={debounced}
            attached={codes}
            onAdd={(property) => onChange([...value, property])}
          />
        </Paper>
      ) : null}
      <Text size="sm" fw="var(--mantine-font-weight-medium)" mt={4}>
        Attached ({value.length})
      </Text>
      {value.length > 0 ? (
        <Paper withBorder radius="sm">
          <Stack component="ul" gap={0} m={0} p={0} aria-label="Attached properties" style={{ listStyle: 'none' }}>
            {value.map((property) => (
              <AttachmentRow
                key={property.code}
                title={`${property.code} · ${property.name}`}
                detail={property.address}
                removeLabel={`Remove ${property.code} ${property.name}`}
                onRemove={() => setRemoving(property)}
              />
            ))}
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          No properties attached.
        </Text>
      )}
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove property"
        confirmLabel="Remove"
        pending={false}
        onConfirm={() => {
          onChange(value.filter((property) => property.code !== removing?.code));
          setRemoving(null);
        }}
      >
        <Text size="sm">{USER_MESSAGES.removeProperty}</Text>
      </ConfirmModal>
    </FormSection>
  );
};
