import { SMARTQUOTE_LABELS, SMARTQUOTE_SORTS } from '@hearth/domain/smartquotes';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { smartquotesOf, useSmartquotes } from '../../../api/smartquotes/get-smartquotes';
import { ListSkeleton } from '../../../components/list-skeleton';
import { DebouncedSearch, ListTail } from '../../../components/list-controls';
import { useEndMarker } from '../../../lib/use-end-marker';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { MOBILE_QUERY } from '../../../lib/media';
import { useSmartquotesAddress } from '../hooks/use-smartquotes-address';
import type { SmartquoteListSort } from '../utils/smartquotes-address';
import { hasForecastError, SmartquoteCards, SmartquoteTable } from './smartquote-list';

const SEARCH_DEBOUNCE_MS = 400;
const TITLE = 'SmartQuotes';

const listErrorText = (error: Error): string =>
  isApiError(error)
    ? `There was an error ${error.errorCode} ${error.errorMessage}`
    : `There was an error ${error.message}`;

const SORT_NAMES: Record<(typeof SMARTQUOTE_SORTS)[number], string> = {
  address: 'Address',
  suburb: 'Suburb',
  beds: 'Bedrooms',
  baths: 'Bathrooms',
  propertyType: 'Type',
  createdAt: 'Created on',
  closeBy: 'Close by',
  companyName: 'Company',
  forecastError: 'Forecast error',
};
/** The phone's sort choice (no headers to click there): newest first, then each field both ways. */
const SORT_OPTIONS = [
  { value: '', label: 'Newest first' },
  ...SMARTQUOTE_SORTS.flatMap((field) => [
    { value: field, label: `${SORT_NAMES[field]} ↑` },
    { value: `-${field}`, label: `${SORT_NAMES[field]} ↓` },
  ]),
];

/**
 * `/smartquotes` (spec 002 §2): every quote the caller may see, searched by address, sorted by a column, loaded 25 at
 * a time as the end comes into view. Search and sort live in the address; changing either starts again at page 1.
 */
export const SmartquotesScreen = () => {
  useDocumentTitle(TITLE);
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [address, setAddress] = useSmartquotesAddress();
  const params = useMemo(
    () => ({ address: address.search || undefined, sort: address.sort ?? undefined }),
    [address.search, address.sort],
  );
  const list = useSmartquotes(params);
  const rows = useMemo(() => smartquotesOf(list.data), [list.data]);
  const showForecastError = hasForecastError(rows);
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isPlaceholderData && !list.error;
  const marker = useEndMarker(() => void list.fetchNextPage(), canLoadMore);
  const setSort = (sort: SmartquoteListSort | null) => setAddress((current) => ({ ...current, sort }));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <Button
          component={Link}
          to={paths.smartquoteStep.getHref('new', 'company')}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {SMARTQUOTE_LABELS.create}
        </Button>
      </Group>

      <Group gap="sm" wrap="wrap">
        <DebouncedSearch
          label="Search quotes"
          placeholder={SMARTQUOTE_LABELS.searchPlaceholder}
          delayMs={SEARCH_DEBOUNCE_MS}
          value={address.search}
          onSearch={(search) => setAddress((current) => ({ ...current, search }), { replace: true })}
        />
        {mobile ? (
          <Select
            aria-label="Sort"
            data={SORT_OPTIONS}
            value={address.sort ?? ''}
            onChange={(value) => setSort(value ? (value as SmartquoteListSort) : null)}
            allowDeselect={false}
            w="100%"
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
      </Group>

      {list.isPending ? <ListSkeleton label="Loading quotes" /> : null}
      {/* The spec gives no empty text; these say what the list shows. */}
      {!list.isPending && rows.length === 0 && !list.error ? (
        <Text c="dimmed" ta="center" py="lg">
          {address.search ? 'No quotes match the search' : 'No quotes yet'}
        </Text>
      ) : null}
      {rows.length > 0 && mobile ? (
        <SmartquoteCards rows={rows} stale={list.isPlaceholderData} showForecastError={showForecastError} />
      ) : null}
      {rows.length > 0 && !mobile ? (
        <SmartquoteTable
          rows={rows}
          stale={list.isPlaceholderData}
          showForecastError={showForecastError}
          sort={address.sort}
          onSort={setSort}
        />
      ) : null}
      <ListTail
        error={list.error ? listErrorText(list.error) : null}
        errorTitle="Could not load quotes"
        onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
        loadingMore={list.isFetchingNextPage}
        loadingLabel="Loading more quotes"
        marker={canLoadMore ? marker : null}
      />
    </Stack>
  );
};
