import { PROPERTY_LIST, PROPERTY_STATUSES } from '@hearth/domain/properties';
import type { TSmartquoteAttributes } from '@hearth/domain/smartquotes';
import { Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePropertySearch } from '../../../api/properties/search-properties';
import { useUpdateSmartquote } from '../../../api/smartquotes/update-smartquote';
import { ErrorAlert } from '../../../components/error-alert';
import { serverMessage } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

const LOOKUP_SIZE = 10;

/**
 * Which managed home this quote became (issue 16 item 6). Once linked, the overview measures the forecast against
 * the home's real bookings, and the list can sort by how far off it was. The API refuses homes out of the caller's
 * scope (a licensee: their company's).
 */
export const OnboardedHome = ({
  quoteId,
  published,
  onboarded,
}: {
  quoteId: string;
  /** A published quote can start its home: 'Add property' prefilled from it (issue 30 item 3). */
  published: boolean;
  onboarded: TSmartquoteAttributes['onboardedProperty'];
}) => {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), PROPERTY_LIST.locationDebounceMs);
  const search = usePropertySearch({
    'filters[query]': debounced === '' ? undefined : debounced,
    'filters[propertyStatuses]': PROPERTY_STATUSES.join(','),
    'page[size]': LOOKUP_SIZE,
  });
  const update = useUpdateSmartquote(quoteId);
  const found = (search.data?.pages[0]?.data ?? []).map((p) => ({ value: p.id, label: p.attributes.name }));
  const link = (onboardedPropertyId: string | null) => update.mutate({ onboardedPropertyId });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="onboarded-home">
      <Stack gap="sm">
        <Title order={2} size="h5" id="onboarded-home">
          Onboarded home
        </Title>
        {onboarded ? (
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              This quote became{' '}
              <Anchor component={Link} to={paths.property.getHref(onboarded.id)}>
                {onboarded.name}
              </Anchor>
              : its bookings measure the forecast.
            </Text>
            <Button variant="default" size="xs" loading={update.isPending} onClick={() => link(null)}>
              Unlink
            </Button>
          </Group>
        ) : (
          <Group gap="lg" align="flex-end" wrap="wrap">
            <Select
              label="The home this quote became"
              description="Once the owner signs, link their home to compare the forecast with its bookings."
              placeholder="Search properties"
              searchable
              clearable
              data={found}
              searchValue={text}
              onSearchChange={setText}
              nothingFoundMessage={search.isFetching ? 'Searching…' : 'No property found'}
              disabled={update.isPending}
              onChange={(value) => (value ? link(value) : undefined)}
              w={480}
              maw="100%"
            />
            {published ? (
              <Stack gap={6} align="flex-start">
                <Text size="sm" c="dimmed">
                  Or make its home now, prefilled from this quote.
                </Text>
                <Button component={Link} to={paths.propertyCreate.getHref(quoteId)}>
                  Start onboarding
                </Button>
              </Stack>
            ) : null}
          </Group>
        )}
        {update.error ? (
          <ErrorAlert title="Could not link the home">{serverMessage(update.error) ?? update.error.message}</ErrorAlert>
        ) : null}
      </Stack>
    </Paper>
  );
};
