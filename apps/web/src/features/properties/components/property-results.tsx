import {
  PROPERTY_MESSAGES,
  type PropertyListAbilities,
  type PropertySort,
  type TPropertyListItem,
} from '@hearth/domain/properties';
import type { CalendarQuery } from '../../../config/paths';
import { Box, Button, Center, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { RetryAlert } from '../../../components/error-alert';
import { isApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { useEndMarker } from '../../../lib/use-end-marker';
import type { ListView } from '../hooks/use-list-view';
import { PropertyCard } from './property-card';

/**
 * The cards a first screen holds (a phone shows three, a desktop four or five): they render as soon as the first page
 * is here, and the rest of the page after them in the background. Their photos load at once (not lazily), the
 * first one first: on a desktop it is the page's largest paint.
 */
const FIRST_CARDS = 5;

// The table loads when first shown: the cards stay the list's first load.
const PropertyTable = lazy(() => import('./property-table').then((module) => ({ default: module.PropertyTable })));

const CardSkeleton = () => (
  <Paper withBorder radius="md" p="sm">
    <Box style={{ display: 'flex', gap: 16 }}>
      <Skeleton w={132} h={100} radius="sm" />
      <Stack gap={8} style={{ flex: 1 }}>
        <Skeleton h={18} w="45%" />
        <Skeleton h={14} w="70%" />
        <Skeleton h={20} w="35%" />
        <Skeleton h={14} w="55%" />
      </Stack>
    </Box>
  </Paper>
);

export const ListSkeleton = ({ count = 4, view = 'cards' }: { count?: number; view?: ListView }) =>
  view === 'table' ? (
    <Stack gap={4} role="status" aria-busy="true" aria-label="Loading properties">
      {Array.from({ length: 12 }, (_, index) => (
        <Skeleton key={index} h={30} radius="sm" />
      ))}
    </Stack>
  ) : (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading properties">
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </Stack>
  );

/** 'There was an error {code} {message}' (docs/product/properties.md#messages) from whatever went wrong. */
const errorBody = (error: unknown): string => {
  if (isApiError(error)) return PROPERTY_MESSAGES.listErrorBody(error.errorCode, error.errorMessage);
  return PROPERTY_MESSAGES.listErrorBody(NETWORK_ERROR, error instanceof Error ? error.message : '');
};

type PropertyResultsProps = {
  pending: boolean;
  error: unknown;
  properties: TPropertyListItem[];
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  onNextPage: () => void;
  onRetry: () => void;
  abilities: PropertyListAbilities;
  productName: string;
  linkToDetails: boolean;
  showTotal: boolean;
  calendarQuery: CalendarQuery | undefined;
  corporateRate: boolean;
  view: ListView;
  /** The table's headers sort the list (the sort drawer's values). */
  sort: PropertySort | null;
  onSort: (sort: PropertySort | null) => void;
  /** 'Clear all' under 'No results found', when filters or a search text narrow the list. */
  onClearAll?: (() => void) | undefined;
};

/** The list's error alert (docs/product/properties.md#messages), on an empty list or below the pages already shown. */
const ListError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <RetryAlert title={PROPERTY_MESSAGES.listErrorTitle} message={errorBody(error)} onRetry={onRetry} />
);

/**
 * The list body: skeleton, error alert, 'No results found' (with 'Clear all' when something narrows it) or the cards or
 * the table, with a marker that loads the next page.
 */
export const PropertyResults = ({
  pending,
  error,
  properties,
  hasNextPage,
  fetchingNextPage,
  onNextPage,
  onRetry,
  view,
  sort,
  onSort,
  onClearAll,
  ...cardProps
}: PropertyResultsProps) => {
  // The first cards show with the first page, the few a screen holds; the rest of that page follows in a transition
  // (React builds it in slices, letting the browser paint the first ones in between), and until then the end marker
  // waits, so that it cannot ask for the next page early. Later lists (a new search, the next page) show whole at
  // once: a list that lags behind its count or its end marker would mislead.
  const [whole, setWhole] = useState(false);
  const arrived = properties.length > 0;
  useEffect(() => {
    if (arrived && !whole) startTransition(() => setWhole(true));
  }, [arrived, whole]);
  const cards = whole ? properties : properties.slice(0, FIRST_CARDS);
  // The infinite-scroll observer's settings (docs/product/properties.md#limits): half in view, 20 px early.
  const marker = useEndMarker(onNextPage, whole && hasNextPage && !fetchingNextPage && !error, { rootMargin: '20px' });

  if (pending) return <ListSkeleton view={view} />;
  if (error && properties.length === 0) {
    return <ListError error={error} onRetry={onRetry} />;
  }
  if (properties.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <IconSearchOff size={28} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text fw={500}>{PROPERTY_MESSAGES.noResults}</Text>
          {onClearAll ? (
            <Button variant="light" size="sm" mt="xs" onClick={onClearAll}>
              Clear all
            </Button>
          ) : null}
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {view === 'table' ? (
        <Suspense fallback={<ListSkeleton view="table" />}>
          <PropertyTable properties={properties} sort={sort} onSort={onSort} {...cardProps} />
        </Suspense>
      ) : (
        cards.map((property, index) => (
          <PropertyCard
            key={property.id}
            property={property}
            photo={index < FIRST_CARDS ? (index === 0 ? 'first' : 'eager') : 'lazy'}
            {...cardProps}
          />
        ))
      )}
      {error ? <ListError error={error} onRetry={onRetry} /> : null}
      <Center ref={marker} mih={32} data-testid="list-end">
        {fetchingNextPage ? <Loader size="sm" role="status" aria-label="Loading more properties" /> : null}
      </Center>
    </Stack>
  );
};
