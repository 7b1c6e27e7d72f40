import { SMARTQUOTE_LABELS, SMARTQUOTE_SORTS } from '@hearth/domain/smartquotes';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { smartquotesOf, useSmartquotes } from '../../../api/smartquotes/get-smartquotes';
import { DebouncedSearch } from '../../../components/list-controls';
import { InfiniteList } from '../../../components/list-table';
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
 * `/smartquotes` (docs/product/smartquotes.md#screens): every quote the caller may see, searched by address, sorted by a column, loaded 25 at
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

      <InfiniteList
        list={list}
        count={rows.length}
        loadingLabel="Loading quotes"
        loadingMoreLabel="Loading more quotes"
        // The spec gives no empty text; these say what the list shows.
        empty={address.search ? 'No quotes match the search' : 'No quotes yet'}
        errorTitle="Could not load quotes"
        errorText={listErrorText}
      >
        {mobile ? (
          <SmartquoteCards rows={rows} stale={list.isPlaceholderData} showForecastError={showForecastError} />
        ) : (
          <SmartquoteTable
            rows={rows}
            stale={list.isPlaceholderData}
            showForecastError={showForecastError}
            sort={address.sort}
            onSort={setSort}
          />
        )}
      </InfiniteList>
    </Stack>
  );
};
