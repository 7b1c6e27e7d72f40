import { PROPERTY_MESSAGES } from '@hearth/domain/properties';
import { SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ChipSection } from '../../../components/chip-section';
import { DebouncedSearch, SortHeader, type SortOf } from '../../../components/list-controls';
import { ListTail } from '../../../components/list-table';
import { PageSkeleton } from '../../../components/page-skeleton';
import { StatusPill } from '../../../components/status-pill';
import { GallerySection } from './gallery-section';
import { SAMPLE_PROPERTIES, type SampleProperty } from './sample-data';

type Field = 'name' | 'nights';
type ListState = 'rows' | 'loading' | 'empty' | 'error';

const STATUSES = ['Active', 'Onboarding', 'Inactive'] as const;

const sortRows = (rows: SampleProperty[], sort: SortOf<Field> | null): SampleProperty[] => {
  if (sort === null) return rows;
  const field = sort.replace('-', '') as Field;
  const sign = sort.startsWith('-') ? -1 : 1;
  return [...rows].sort((a, b) =>
    field === 'nights' ? sign * (a.nights - b.nights) : sign * a.name.localeCompare(b.name),
  );
};

/**
 * A list built from the shared list pieces (search, sortable headers, filter chips, the tail with its error) over
 * sample rows sorted and filtered here, with each state a list must have: rows, loading, empty and error.
 */
export const TableSection = () => {
  const [state, setState] = useState<ListState>('rows');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOf<Field> | null>(null);
  const [statuses, setStatuses] = useState<string[]>([]);
  const matching = SAMPLE_PROPERTIES.filter(
    (row) =>
      row.name.toLowerCase().includes(search.toLowerCase()) && (statuses.length === 0 || statuses.includes(row.status)),
  );
  const rows = state === 'rows' ? sortRows(matching, sort) : [];
  return (
    <GallerySection
      title="Tables, empty and loading states"
      usedIn="companies, properties, reservations, users, templates and SmartQuote lists; chips in their filter drawers."
    >
      <SegmentedControl
        aria-label="List state"
        value={state}
        onChange={(value) => setState(value as ListState)}
        data={[
          { value: 'rows', label: 'Rows' },
          { value: 'loading', label: 'Loading' },
          { value: 'empty', label: 'Empty' },
          { value: 'error', label: 'Error' },
        ]}
        fullWidth
        maw={420}
      />
      <DebouncedSearch
        label="Search sample properties"
        placeholder="Search by name"
        delayMs={200}
        value={search}
        onSearch={setSearch}
      />
      <ChipSection
        label="Status"
        options={STATUSES.map((status) => ({ value: status, label: status }))}
        value={statuses}
        onChange={setStatuses}
      />
      {state === 'loading' ? <PageSkeleton rows={3} /> : null}
      {state === 'empty' || (state === 'rows' && rows.length === 0) ? (
        <Text c="dimmed" py="lg" ta="center">
          {PROPERTY_MESSAGES.noResults}
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <Stack gap={0} style={{ overflowX: 'auto' }}>
          <Table highlightOnHover verticalSpacing="xs" aria-label="Sample properties">
            <Table.Thead>
              <Table.Tr>
                <SortHeader label="Name" field="name" sort={sort} onSort={setSort} />
                <Table.Th>Status</Table.Th>
                <SortHeader label="Nights" field="nights" sort={sort} onSort={setSort} numeric />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    <StatusPill label={row.status} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.nights.toLocaleString('en-AU')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
      <ListTail
        error={state === 'error' ? PROPERTY_MESSAGES.listErrorBody('500', 'Internal Server Error') : null}
        errorTitle={PROPERTY_MESSAGES.listErrorTitle}
        onRetry={() => setState('rows')}
        loadingMore={false}
        loadingLabel="Loading more sample properties"
        marker={null}
      />
    </GallerySection>
  );
};
