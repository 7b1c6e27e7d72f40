import { STATEMENT_DEFAULT_SORT, STATEMENT_SEARCH_DEBOUNCE_MS } from '@hearth/domain/statements';
import { Box, Button, Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilePlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { statementRowsOf, useStatements } from '../../../api/statements/get-statements';
import { DebouncedSearch } from '../../../components/list-controls';
import { InfiniteList } from '../../../components/list-table';
import { isApiError } from '../../../lib/api-client';
import { useSignedInSession } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { MOBILE_QUERY } from '../../../lib/media';
import { useCan } from '../../../lib/use-can';
import { useStatementsAddress } from '../hooks/use-statements-address';
import { currentMonthStart, lastMonth } from '../utils/statement-months';
import type { StatementListSort } from '../utils/statements-address';
import { GenerateStatementsModal } from './generate-statements-modal';
import { MonthPickerField } from './month-picker-field';
import { StatementChecks } from './statement-checks';
import { StatementDrawer } from './statement-drawer';
import { StatementCards, StatementTable } from './statement-list';

const TITLE = 'Statements';

const listErrorText = (error: Error): string =>
  isApiError(error)
    ? `There was an error ${error.errorCode} ${error.errorMessage}`
    : `There was an error ${error.message}`;

/**
 * `/statements` (docs/product/statements.md#screens, #calls, #limits): owner statements searched, filtered by month and sorted by a header, 25 at a
 * time as the end comes into view; a row opens its lines. Owners get the reduced view (no Owner column, no sort by
 * property, the search only with more than one home); finance and staff generate, check and publish a month.
 */
export const StatementsScreen = () => {
  useDocumentTitle(TITLE);
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const { user } = useSignedInSession();
  const ownerView = useCan('statement:list-owner-view');
  const canGenerate = useCan('statement:generate');
  const showSearch = !ownerView || user.propertyStatus.count > 1;

  const [address, setAddress] = useStatementsAddress();
  // An owner's address may carry a property sort from a shared link: it is not theirs to use (docs/product/statements.md#who-uses-it).
  const requested = address.sort;
  const sort: StatementListSort =
    requested && !(ownerView && requested.replace('-', '') === 'property') ? requested : STATEMENT_DEFAULT_SORT;
  const params = useMemo(
    () => ({ search: showSearch ? address.search || undefined : undefined, month: address.month ?? undefined, sort }),
    [showSearch, address.search, address.month, sort],
  );
  const list = useStatements(params);
  const rows = useMemo(() => statementRowsOf(list.data), [list.data]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const filtered = Boolean(params.search || params.month);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        {canGenerate ? (
          <Button leftSection={<IconFilePlus size={16} aria-hidden />} onClick={() => setGenerating(true)}>
            Generate statements
          </Button>
        ) : null}
      </Group>

      <Group
        gap="sm"
        wrap="wrap"
        align="flex-end"
        style={mobile ? { flexDirection: 'column', alignItems: 'stretch' } : undefined}
      >
        {showSearch ? (
          <DebouncedSearch
            label="Search statements"
            placeholder={ownerView ? 'Search by property or address' : 'Search by property, address or owner'}
            delayMs={STATEMENT_SEARCH_DEBOUNCE_MS}
            value={address.search}
            onSearch={(search) => setAddress((current) => ({ ...current, search }), { replace: true })}
          />
        ) : null}
        <Box w={mobile ? '100%' : 220}>
          <MonthPickerField
            label="Statement month"
            hideLabel
            placeholder="All months"
            value={address.month}
            onChange={(month) => setAddress((current) => ({ ...current, month }))}
            maxDate={currentMonthStart()}
            clearable
          />
        </Box>
      </Group>

      {canGenerate ? <StatementChecks month={address.month ?? lastMonth()} /> : null}

      <InfiniteList
        list={list}
        count={rows.length}
        loadingLabel="Loading statements"
        loadingMoreLabel="Loading more statements"
        empty={filtered ? 'There are no statements matching your search' : 'There are no statements yet'}
        errorTitle="Could not load statements"
        errorText={listErrorText}
      >
        {mobile ? (
          <StatementCards rows={rows} stale={list.isPlaceholderData} onOpen={setOpenId} />
        ) : (
          <StatementTable
            rows={rows}
            stale={list.isPlaceholderData}
            onOpen={setOpenId}
            sort={sort}
            // The default sort stays out of the address, so a plain list has a plain link.
            onSort={(next) =>
              setAddress((current) => ({ ...current, sort: next === STATEMENT_DEFAULT_SORT ? null : next }))
            }
            ownerView={ownerView}
          />
        )}
      </InfiniteList>

      <StatementDrawer id={openId} onClose={() => setOpenId(null)} />
      {canGenerate ? <GenerateStatementsModal opened={generating} onClose={() => setGenerating(false)} /> : null}
    </Stack>
  );
};
